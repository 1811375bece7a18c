import { clearRoutes, registerRoutes } from '@seats/sdk/core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isActive, isUnownedPath, registerBuiltInRoutes } from './registry'
import { remoteNames } from './remote-manifest'
import { builtInRoutes } from './routes/built-in-routes'
import { shellScreenOf } from './routes/shell-routes'

beforeEach(() => registerBuiltInRoutes())
afterEach(() => clearRoutes())

const ownersOf = (path: string) => remoteNames.filter((name) => isActive(name, path))

describe('activity functions from the route registry', () => {
  it.each([
    ['/', 'landing'],
    ['/opinions', 'landing'],
    ['/login', 'landing'],
    ['/register', 'landing'],
    ['/guest-session', 'landing'],
    ['/map', 'seating'],
    ['/map/', 'seating'],
    ['/map/12', 'seating'],
    ['/map/12/print', 'seating'],
    ['/maps', 'seating'],
    ['/persons', 'seating'],
    ['/events', 'seating'],
    ['/households', 'seating'],
    ['/seasons', 'seating'],
    ['/seasons/4', 'seating'],
    ['/displays', 'seating'],
    ['/reports', 'seating'],
    ['/elements', 'seating'],
    ['/areas', 'seating'],
    ['/reminders', 'seating'],
    ['/users', 'admin'],
    ['/leads', 'admin'],
    ['/leads/7', 'admin'],
    ['/outbox', 'admin'],
    ['/call-stop-list', 'admin'],
    ['/admin', 'admin'],
    ['/free-seats', 'seating'],
    ['/map/12/list', 'seating'],
  ] as const)('%s belongs to %s only', (path, owner) => {
    expect(ownersOf(path)).toEqual([owner])
  })

  it('matches / exactly for the landing remote', () => {
    expect(isActive('landing', '/nowhere')).toBe(false)
    expect(isActive('landing', '/loginx')).toBe(false)
  })

  it('leaves unknown paths to the not-found page', () => {
    expect(isUnownedPath('/nowhere')).toBe(true)
    expect(isUnownedPath('/mapsx')).toBe(true)
    expect(isUnownedPath('/maps')).toBe(false)
    expect(isUnownedPath('/')).toBe(false)
  })

  it('keeps /subscription for the shell: no remote, not the not-found page', () => {
    expect(ownersOf('/subscription')).toEqual([])
    expect(shellScreenOf('/subscription')).toBe('subscription')
    expect(shellScreenOf('/subscriptionx')).toBeNull()
    expect(shellScreenOf('/users')).toBeNull()
    expect(isUnownedPath('/subscription')).toBe(false)
    expect(isUnownedPath('/subscriptionx')).toBe(true)
  })

  it('follows a remote’s manifest: a new screen is its own, a dropped one is nobody’s', () => {
    registerRoutes({
      admin: {
        version: 1,
        routes: [
          ...builtInRoutes.admin.routes.filter((r) => r.path !== '/leads/:id'),
          { path: '/audit', access: 'admin', title: 'יומן' },
        ],
      },
    })
    expect(ownersOf('/audit/3')).toEqual(['admin'])
    // '/leads' still covers '/leads/7' (routes cover the paths under them).
    expect(ownersOf('/leads/7')).toEqual(['admin'])
    registerRoutes({ admin: { version: 1, routes: [] } })
    expect(ownersOf('/users')).toEqual([])
    expect(isUnownedPath('/users')).toBe(true)
  })

  it('cannot let a remote take the shell’s own screen', () => {
    registerRoutes({
      seating: { version: 1, routes: [{ path: '/subscription', access: 'anonymous', title: null }] },
    })
    expect(ownersOf('/subscription')).toEqual([])
    expect(shellScreenOf('/subscription')).toBe('subscription')
  })
})
