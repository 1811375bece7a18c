import { matchesPrefix, pathnameOf } from './path-match'

/** public: anyone; auth: signed in; admin: signed in and isAdmin (seed §2). */
export type RouteAccess = 'public' | 'auth' | 'admin'

export interface RouteInfo {
  /** The route's path prefix, as in the seed's table. */
  prefix: string
  /** Exact-match routes ('/') do not cover deeper paths. */
  exact?: boolean
  access: RouteAccess
  /** Added to the product name in the page title; null: the product name alone. */
  title: string | null
}

/** Seed §2. More specific prefixes come first; the first match wins. */
export const routeTable: readonly RouteInfo[] = [
  { prefix: '/', exact: true, access: 'public', title: 'דף הבית' },
  { prefix: '/opinions', access: 'public', title: null },
  { prefix: '/login', access: 'public', title: 'התחברות' },
  { prefix: '/register', access: 'public', title: 'הרשמה' },
  { prefix: '/guest-session', access: 'public', title: 'כניסה כאורח' },
  { prefix: '/map', access: 'auth', title: null },
  { prefix: '/maps', access: 'auth', title: null },
  { prefix: '/persons', access: 'auth', title: null },
  { prefix: '/events', access: 'auth', title: null },
  { prefix: '/displays', access: 'auth', title: null },
  { prefix: '/reports', access: 'auth', title: null },
  { prefix: '/elements', access: 'auth', title: null },
  { prefix: '/reminders', access: 'auth', title: null },
  // The shell's own screen (billing is shell chrome); guests see a note that they have no subscription.
  { prefix: '/subscription', access: 'auth', title: 'מנוי ותשלומים' },
  { prefix: '/users', access: 'admin', title: 'משתמשים' },
  { prefix: '/leads', access: 'admin', title: 'לידים' },
]

/** '/leads/:id' has its own title. */
const leadDetail = /^\/leads\/[^/]+\/?$/

export function findRoute(path: string): RouteInfo | null {
  const pathname = pathnameOf(path)
  return routeTable.find((r) => (r.exact ? pathname === r.prefix : matchesPrefix(pathname, r.prefix))) ?? null
}

/** Unknown paths are public: they show the not-found page and reveal nothing. */
export function routeAccess(path: string): RouteAccess {
  return findRoute(path)?.access ?? 'public'
}

export function routeTitle(path: string): string | null {
  if (leadDetail.test(pathnameOf(path))) return 'ליד'
  return findRoute(path)?.title ?? null
}
