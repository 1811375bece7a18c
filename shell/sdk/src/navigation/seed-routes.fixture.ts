import type { RouteManifest } from '@seats/contracts'

/** Seed §2 as the remotes' manifests declare it, for the tests of the rules that read the registry. */
export const seedRouteManifests: Record<string, RouteManifest> = {
  shell: { version: 1, routes: [{ path: '/subscription', access: 'user', title: 'מנוי ותשלומים' }] },
  landing: {
    version: 1,
    routes: [
      { path: '/', exact: true, access: 'anonymous', title: 'דף הבית' },
      { path: '/opinions', access: 'anonymous', title: null },
      { path: '/login', access: 'anonymous', title: 'התחברות' },
      { path: '/register', access: 'anonymous', title: 'הרשמה' },
      { path: '/guest-session', access: 'anonymous', title: 'כניסה כאורח' },
    ],
  },
  seating: {
    version: 1,
    routes: [
      '/map/:id?',
      '/maps',
      '/persons',
      '/events',
      '/displays',
      '/reports',
      '/elements',
      '/reminders',
    ].map((path) => ({ path, access: 'user' as const, title: null })),
  },
  admin: {
    version: 1,
    routes: [
      { path: '/users', access: 'admin', title: 'משתמשים' },
      { path: '/leads', access: 'admin', title: 'לידים' },
      { path: '/leads/:id', access: 'admin', title: 'ליד' },
    ],
  },
}
