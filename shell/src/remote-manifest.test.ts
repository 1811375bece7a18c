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
      { name: 'landing', type: 'module', entry: 'https://seats.example/remotes/landing/remoteEntry.js' },
      { name: 'seating', type: 'module', entry: 'http://localhost:5175/remoteEntry.js' },
    ])
  })

  it('keeps extra runtime options of the object form', () => {
    expect(
      parseRemotesManifest({ admin: { entry: 'remotes/admin/remoteEntry.js', shareScope: 'default' } }, page),
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
    expect(parseRemotesManifest({ legacy: { entry: '/x.js', type: 'var' } }, page)[0]?.type).toBe('var')
  })

  it('rejects a manifest that is not an object, and entries without a URL', () => {
    expect(() => parseRemotesManifest(['x'], page)).toThrow()
    expect(() => parseRemotesManifest(null, page)).toThrow()
    expect(() => parseRemotesManifest({ landing: { url: '/x.js' } }, page)).toThrow(/landing/)
  })
})
