import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextNavigationStep, type NavigationContext, type NavigationStep } from './navigation-rules'
import { clearRoutes, registerRoutes } from './route-registry'
import { seedRouteManifests } from './seed-routes.fixture'

beforeAll(() => registerRoutes(seedRouteManifests))
afterAll(() => clearRoutes())

const admin = { isAdmin: true }
const member = { isAdmin: false }

function ctx(partial: Partial<NavigationContext>): NavigationContext {
  return {
    to: '/',
    from: null,
    hasToken: false,
    user: null,
    lastMapId: null,
    userLoadFailed: false,
    refreshTried: false,
    ...partial,
  }
}

const cases: [string, Partial<NavigationContext>, NavigationStep][] = [
  // On / with a token: the map route with the last map id.
  [
    '/ with a token goes to the last map',
    { to: '/', hasToken: true, user: member, lastMapId: '7' },
    { type: 'redirect', to: '/map/7' },
  ],
  [
    '/ with a token and no last map goes to the bare map route',
    { to: '/', hasToken: true, user: member },
    { type: 'redirect', to: '/map/' },
  ],
  [
    '/ with a token redirects before loading the user',
    { to: '/', hasToken: true, user: null, lastMapId: '3' },
    { type: 'redirect', to: '/map/3' },
  ],
  ['/ without a token is the landing page', { to: '/' }, { type: 'proceed' }],
  [
    '/?utm=x with a token still counts as /',
    { to: '/?utm=x', hasToken: true, user: member },
    { type: 'redirect', to: '/map/' },
  ],
  // A token but no user: fetch the user.
  ['a token without a user loads the user first', { to: '/maps', hasToken: true }, { type: 'load-user' }],
  [
    'a token without a user loads it on public pages too',
    { to: '/login', hasToken: true },
    { type: 'load-user' },
  ],
  [
    'a failed user load does not loop',
    { to: '/maps', hasToken: true, userLoadFailed: true },
    { type: 'proceed' },
  ],
  // Anonymous pages.
  ['login is open to everyone', { to: '/login' }, { type: 'proceed' }],
  ['register is open to everyone', { to: '/register' }, { type: 'proceed' }],
  ['guest session is open to everyone', { to: '/guest-session' }, { type: 'proceed' }],
  ['opinions is open to everyone', { to: '/opinions' }, { type: 'proceed' }],
  ['unknown pages are not guarded', { to: '/no-such-page' }, { type: 'proceed' }],
  // Login-required routes with no token: refresh first, then login remembering the path.
  ['a protected route without a token tries a refresh', { to: '/maps' }, { type: 'refresh-token' }],
  ['/map/:id without a token tries a refresh', { to: '/map/12' }, { type: 'refresh-token' }],
  [
    'after a failed refresh: login, remembering the target',
    { to: '/persons?q=1', from: '/', refreshTried: true },
    { type: 'redirect', to: '/login', rememberPath: '/persons?q=1' },
  ],
  [
    'already on /login: login without remembering',
    { to: '/maps', from: '/login', refreshTried: true },
    { type: 'redirect', to: '/login' },
  ],
  [
    'first load of a protected route: login, remembering it',
    { to: '/reports', from: null, refreshTried: true },
    { type: 'redirect', to: '/login', rememberPath: '/reports' },
  ],
  [
    'a signed-in user reaches protected routes',
    { to: '/events', hasToken: true, user: member },
    { type: 'proceed' },
  ],
  ['/maps is not mistaken for /map', { to: '/mapsx', hasToken: false }, { type: 'proceed' }],
  // Admin routes.
  [
    'a non-admin on /users goes home',
    { to: '/users', hasToken: true, user: member },
    { type: 'redirect', to: '/' },
  ],
  [
    'a non-admin on /leads/5 goes home',
    { to: '/leads/5', hasToken: true, user: member },
    { type: 'redirect', to: '/' },
  ],
  ['an admin reaches /leads', { to: '/leads', hasToken: true, user: admin }, { type: 'proceed' }],
  [
    'an admin route whose user could not load goes home',
    { to: '/users', hasToken: true, userLoadFailed: true },
    { type: 'redirect', to: '/' },
  ],
  ['an admin route without any token tries a refresh', { to: '/users' }, { type: 'refresh-token' }],
  [
    'an admin route after a failed refresh: login and come back',
    { to: '/users', from: '/', refreshTried: true },
    { type: 'redirect', to: '/login', rememberPath: '/users' },
  ],
]

describe('nextNavigationStep', () => {
  it.each(cases)('%s', (_name, partial, expected) => {
    expect(nextNavigationStep(ctx(partial))).toEqual(expected)
  })
})

describe('nextNavigationStep reads the registered manifests', () => {
  const withAudit = {
    ...seedRouteManifests,
    admin: {
      version: 1 as const,
      routes: [
        ...seedRouteManifests.admin!.routes,
        { path: '/audit/:id?', access: 'admin' as const, title: 'יומן' },
      ],
    },
  }

  it('applies a route a remote added without a shell deploy', () => {
    registerRoutes(withAudit)
    expect(nextNavigationStep(ctx({ to: '/audit/3', hasToken: true, user: member }))).toEqual({
      type: 'redirect',
      to: '/',
    })
    expect(nextNavigationStep(ctx({ to: '/audit', hasToken: true, user: admin }))).toEqual({
      type: 'proceed',
    })
    expect(nextNavigationStep(ctx({ to: '/audit', from: '/', refreshTried: true }))).toEqual({
      type: 'redirect',
      to: '/login',
      rememberPath: '/audit',
    })
  })

  it('treats the paths of a route that is gone as unknown, open to anyone', () => {
    registerRoutes({ ...withAudit, admin: { version: 1, routes: [] } })
    expect(nextNavigationStep(ctx({ to: '/users', hasToken: true, user: member }))).toEqual({
      type: 'proceed',
    })
    registerRoutes(seedRouteManifests)
  })
})
