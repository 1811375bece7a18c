import type { User } from '@seats/contracts'
import { pathnameOf } from './path-match'
// The registry is page state: through the shared core, never a second copy of it.
import { routeAccess } from '@seats/sdk/core'

export const LOGIN_PATH = '/login'
export const HOME_PATH = '/'

/** The map route for a map id, or the bare map route (the map screen then picks one). */
export function mapPath(mapId: string | number | null | undefined): string {
  return `/map/${mapId ?? ''}`
}

/** What the navigation rules know before each navigation. */
export interface NavigationContext {
  /** Target path, with its query string. */
  to: string
  /** The path being left; null on the first load. */
  from: string | null
  hasToken: boolean
  user: Pick<User, 'isAdmin'> | null
  lastMapId: string | null
  /** GET /api/users/me was tried during this navigation and gave nothing. */
  userLoadFailed: boolean
  /** A token refresh was tried during this navigation. */
  refreshTried: boolean
}

export type NavigationStep =
  | { type: 'proceed' }
  | { type: 'redirect'; to: string; rememberPath?: string }
  | { type: 'load-user' }
  | { type: 'refresh-token' }

/**
 * The seed's navigation rules (§2) as one pure step: run it, do what it asks, run it again with the
 * new facts, until it says proceed or redirect.
 *
 * An admin route without any token is treated as a login-required route (refresh, then login and come
 * back), so an administrator whose session ended is not sent to the home page.
 */
export function nextNavigationStep(ctx: NavigationContext): NavigationStep {
  const pathname = pathnameOf(ctx.to)
  if (pathname === HOME_PATH && ctx.hasToken) return { type: 'redirect', to: mapPath(ctx.lastMapId) }
  if (ctx.hasToken && !ctx.user && !ctx.userLoadFailed) return { type: 'load-user' }

  const access = routeAccess(ctx.to)
  if (access === 'anonymous') return { type: 'proceed' }

  if (!ctx.hasToken) {
    if (!ctx.refreshTried) return { type: 'refresh-token' }
    const onLogin = ctx.from !== null && pathnameOf(ctx.from) === LOGIN_PATH
    return onLogin
      ? { type: 'redirect', to: LOGIN_PATH }
      : { type: 'redirect', to: LOGIN_PATH, rememberPath: ctx.to }
  }

  if (access === 'admin' && !ctx.user?.isAdmin) return { type: 'redirect', to: HOME_PATH }
  return { type: 'proceed' }
}
