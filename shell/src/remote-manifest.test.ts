import { describe, expect, it } from 'vitest'
import { parseRemotesManifest } from './remote-manifest'

const page = 'https://seats.example/maps'

describe('parseRemotesManifest', () => {
  it('accepts plain entry URLs and resolves them against the page', () => {
    expect(
      parseRemotesManifest(
        { landing: '/remotes/landing/remoteEntry.js', seating: 'http://localhost:5175/remoteEntry.js' },
        page,
      ),
    ).toEqual([
      {
        registration: {
          name: 'landing',
          type: 'module',
          entry: 'https://seats.example/remotes/landing/remoteEntry.js',
        },
        routesUrl: 'https://seats.example/remotes/landing/routes.json',
      },
      {
        registration: { name: 'seating', type: 'module', entry: 'http://localhost:5175/remoteEntry.js' },
        routesUrl: 'http://localhost:5175/routes.json',
      },
    ])
  })

  it('takes the route manifest from "routes" when given, resolved against the page, never as a runtime option', () => {
    const [admin] = parseRemotesManifest(
      {
        admin: { entry: 'https://cdn.example/admin/v7/remoteEntry.js', routes: '/config/admin-routes.json' },
      },
      page,
    )
    expect(admin?.routesUrl).toBe('https://seats.example/config/admin-routes.json')
    expect(admin?.registration).toEqual({
      name: 'admin',
      type: 'module',
      entry: 'https://cdn.example/admin/v7/remoteEntry.js',
    })
    expect(() => parseRemotesManifest({ admin: { entry: '/a.js', routes: 3 } }, page)).toThrow(/admin/)
  })

  it('keeps extra runtime options of the object form', () => {
    expect(
      parseRemotesManifest(
        { admin: { entry: 'remotes/admin/remoteEntry.js', shareScope: 'default' } },
        page,
      ).map((listing) => listing.registration),
    ).toEqual([
      {
        name: 'admin',
        type: 'module',
        shareScope: 'default',
        entry: 'https://seats.example/remotes/admin/remoteEntry.js',
      },
    ])
  })

  it('lets the manifest choose another type explicitly', () => {
    expect(
      parseRemotesManifest({ legacy: { entry: '/x.js', type: 'var' } }, page)[0]?.registration.type,
    ).toBe('var')
  })

  it('rejects a manifest that is not an object, and entries without a URL', () => {
    expect(() => parseRemotesManifest(['x'], page)).toThrow()
    expect(() => parseRemotesManifest(null, page)).toThrow()
    expect(() => parseRemotesManifest({ landing: { url: '/x.js' } }, page)).toThrow(/landing/)
  })
})
