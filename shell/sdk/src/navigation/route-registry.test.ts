import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearRoutes,
  findRoute,
  registerRoutes,
  registeredRoutes,
  routeAccess,
  routeOwner,
  routeTitle,
  subscribeRoutes,
} from './route-registry'
import { seedRouteManifests } from './seed-routes.fixture'

beforeEach(() => registerRoutes(seedRouteManifests))
afterEach(() => clearRoutes())

describe('the route registry with the seed manifests', () => {
  it.each([
    ['/', 'landing', 'anonymous', 'דף הבית'],
    ['/?utm=x', 'landing', 'anonymous', 'דף הבית'],
    ['/opinions', 'landing', 'anonymous', null],
    ['/login', 'landing', 'anonymous', 'התחברות'],
    ['/map', 'seating', 'user', null],
    ['/map/', 'seating', 'user', null],
    ['/map/12', 'seating', 'user', null],
    ['/map/12/print', 'seating', 'user', null],
    ['/maps', 'seating', 'user', null],
    ['/reminders', 'seating', 'user', null],
    ['/users', 'admin', 'admin', 'משתמשים'],
    ['/leads', 'admin', 'admin', 'לידים'],
    ['/leads/12', 'admin', 'admin', 'ליד'],
    ['/leads/12?tab=mail', 'admin', 'admin', 'ליד'],
    ['/subscription', 'shell', 'user', 'מנוי ותשלומים'],
  ] as const)('%s: %s, %s, %s', (path, owner, access, title) => {
    expect(routeOwner(path)).toBe(owner)
    expect(routeAccess(path)).toBe(access)
    expect(routeTitle(path)).toBe(title)
  })

  it.each(['/nowhere', '/mapsx', '/loginx', '/subscriptionx', '/opinionsx'])(
    '%s is nobody’s: public, untitled',
    (path) => {
      expect(findRoute(path)).toBeNull()
      expect(routeAccess(path)).toBe('anonymous')
      expect(routeTitle(path)).toBeNull()
    },
  )

  it('gives the matched parameters', () => {
    expect(findRoute('/leads/31')?.params).toEqual({ id: '31' })
    expect(findRoute('/map/')?.params).toEqual({})
  })
})

describe('registering', () => {
  it('replaces one owner’s routes and keeps the others', () => {
    registerRoutes({
      admin: { version: 1, routes: [{ path: '/audit', access: 'admin', title: 'יומן' }] },
    })
    expect(routeOwner('/audit')).toBe('admin')
    expect(routeOwner('/users')).toBeNull()
    expect(routeOwner('/maps')).toBe('seating')
    expect(registeredRoutes().map((r) => r.owner)[0]).toBe('shell')
  })

  it('lets the earlier owner win a tie, so a remote cannot take the shell’s screen', () => {
    registerRoutes({
      admin: { version: 1, routes: [{ path: '/subscription', access: 'anonymous', title: 'אחר' }] },
    })
    expect(routeOwner('/subscription')).toBe('shell')
    expect(routeAccess('/subscription')).toBe('user')
  })

  it('tells subscribers once per change, and not at all for the same routes', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeRoutes(listener)
    registerRoutes(seedRouteManifests)
    expect(listener).not.toHaveBeenCalled()
    const before = registeredRoutes()
    registerRoutes({
      landing: { version: 1, routes: [{ path: '/', exact: true, access: 'anonymous', title: 'בית' }] },
      seating: { version: 1, routes: [] },
    })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(registeredRoutes()).not.toBe(before)
    expect(routeTitle('/')).toBe('בית')
    unsubscribe()
    clearRoutes()
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
