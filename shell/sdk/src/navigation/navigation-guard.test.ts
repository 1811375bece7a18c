import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clearRoutes, registerRoutes } from './route-registry'
import { seedRouteManifests } from './seed-routes.fixture'
import { resolveNavigation, isNavigationGuardRunning, type NavigationGuardDeps } from './navigation-guard'

beforeAll(() => registerRoutes(seedRouteManifests))
afterAll(() => clearRoutes())

interface World {
  token: string | null
  user: { isAdmin: boolean } | null
  lastMapId: string | null
  lastPath: string | null
  refreshGives: string | null
  userGives: { isAdmin: boolean } | null
  /** What GET /users/me does to the token when it fails (an expired session clears it). */
  userLoadClearsToken: boolean
  calls: string[]
}

function world(partial: Partial<World>): World {
  return {
    token: null,
    user: null,
    lastMapId: null,
    lastPath: null,
    refreshGives: null,
    userGives: null,
    userLoadClearsToken: false,
    calls: [],
    ...partial,
  }
}

function deps(w: World): NavigationGuardDeps {
  return {
    getState: () => ({ token: w.token, user: w.user, lastMapId: w.lastMapId }),
    async loadUser() {
      w.calls.push('load-user')
      w.user = w.userGives
      if (!w.user && w.userLoadClearsToken) w.token = null
      return w.user !== null
    },
    async refresh() {
      w.calls.push('refresh')
      w.token = w.refreshGives
    },
    rememberPath(path) {
      w.lastPath = path
    },
  }
}

describe('resolveNavigation', () => {
  it('lets a signed-in user through without side effects', async () => {
    const w = world({ token: 't', user: { isAdmin: false } })
    await expect(resolveNavigation('/maps', '/', deps(w))).resolves.toBeNull()
    expect(w.calls).toEqual([])
  })

  it('refreshes a missing token, then loads the user, then proceeds', async () => {
    const w = world({ refreshGives: 'fresh', userGives: { isAdmin: false } })
    await expect(resolveNavigation('/maps', null, deps(w))).resolves.toBeNull()
    expect(w.calls).toEqual(['refresh', 'load-user'])
    expect(w.lastPath).toBeNull()
  })

  it('sends to login and remembers the path when the refresh fails', async () => {
    const w = world({})
    await expect(resolveNavigation('/persons', '/', deps(w))).resolves.toBe('/login')
    expect(w.calls).toEqual(['refresh'])
    expect(w.lastPath).toBe('/persons')
  })

  it('does not refresh twice when the user load already found the session expired', async () => {
    const w = world({ token: 'stale', userLoadClearsToken: true })
    await expect(resolveNavigation('/events', null, deps(w))).resolves.toBe('/login')
    expect(w.calls).toEqual(['load-user'])
    expect(w.lastPath).toBe('/events')
  })

  it('sends a non-admin home from an admin route after loading the user', async () => {
    const w = world({ token: 't', userGives: { isAdmin: false } })
    await expect(resolveNavigation('/users', '/maps', deps(w))).resolves.toBe('/')
    expect(w.calls).toEqual(['load-user'])
  })

  it('lets an admin reach an admin route after loading the user', async () => {
    const w = world({ token: 't', userGives: { isAdmin: true } })
    await expect(resolveNavigation('/leads/4', null, deps(w))).resolves.toBeNull()
  })

  it('redirects / to the last map when a token exists', async () => {
    const w = world({ token: 't', lastMapId: '9' })
    await expect(resolveNavigation('/', null, deps(w))).resolves.toBe('/map/9')
  })

  it('reports that it is running while it waits', async () => {
    const w = world({ refreshGives: null })
    const pending = resolveNavigation('/maps', null, deps(w))
    expect(isNavigationGuardRunning()).toBe(true)
    await pending
    expect(isNavigationGuardRunning()).toBe(false)
  })
})
