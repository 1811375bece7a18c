import { describe, expect, it } from 'vitest'
import { remoteOrigins } from './manifest'

describe('remoteOrigins', () => {
  it('lists the origins of remotes served elsewhere, once each', () => {
    expect(
      remoteOrigins({
        landing: '/remotes/landing/remoteEntry.js',
        seating: { entry: 'https://cdn.example.com/seating/remoteEntry.js', type: 'module' },
        admin: 'https://cdn.example.com/admin/remoteEntry.js',
        dev: 'http://localhost:5175/remoteEntry.js',
      }),
    ).toEqual(['http://localhost:5175', 'https://cdn.example.com'])
  })

  it('adds the origin of a route manifest served apart from its remote', () => {
    expect(
      remoteOrigins({
        admin: {
          entry: '/remotes/admin/remoteEntry.js',
          routes: 'https://config.example.com/admin-routes.json',
        },
        seating: { entry: '/remotes/seating/remoteEntry.js', routes: '/remotes/seating/routes.json' },
      }),
    ).toEqual(['https://config.example.com'])
    expect(() => remoteOrigins({ a: { entry: '/a.js', routes: 7 } })).toThrow()
    expect(() => remoteOrigins({ a: { entry: '/a.js', routes: 'file:///etc/passwd' } })).toThrow()
  })

  it('rejects what is not a manifest', () => {
    expect(() => remoteOrigins([])).toThrow()
    expect(() => remoteOrigins({ a: 42 })).toThrow()
    expect(() => remoteOrigins({ a: 'javascript:alert(1)' })).toThrow()
  })
})
