import { describe, expect, it } from 'vitest'
import { parseRouteManifest } from './route-manifest'
import { seedRouteManifests } from './seed-routes.fixture'

describe('parseRouteManifest', () => {
  it('returns a valid manifest', () => {
    expect(parseRouteManifest(seedRouteManifests.admin)).toEqual(seedRouteManifests.admin)
  })

  it('names every problem with its place', () => {
    expect(() =>
      parseRouteManifest({ version: 1, routes: [{ path: '/x/', access: 'everyone', title: null }] }),
    ).toThrow(/routes\.0\.path: path \/x\/: segment "" .*; routes\.0\.access: /)
    expect(() => parseRouteManifest('<!doctype html>')).toThrow(/invalid route manifest/)
  })
})
