import type { User } from '@seats/contracts'
import { nextNavigationStep } from './navigation-rules'

export interface NavigationGuardDeps {
  getState(): { token: string | null; user: Pick<User, 'isAdmin'> | null; lastMapId: string | null }
  /** GET /api/users/me into the session; false when it gave nothing. */
  loadUser(): Promise<boolean>
  /** POST /api/auth/refresh_token into the session. */
  refresh(): Promise<unknown>
  rememberPath(path: string): void
}

/** Most navigations need one step; a refresh followed by a user load needs four. */
const MAX_STEPS = 8

let running = 0

/** True while a guard is deciding, so nothing else navigates under its feet. */
export function isNavigationGuardRunning(): boolean {
  return running > 0
}

/**
 * Runs the navigation rules for one navigation, with their side effects (refresh, user load,
 * lastPath). Resolves to the path to go to instead, or null to let the navigation proceed.
 */
export async function resolveNavigation(
  to: string,
  from: string | null,
  deps: NavigationGuardDeps,
): Promise<string | null> {
  running += 1
  try {
    let refreshTried = false
    let userLoadFailed = false
    for (let i = 0; i < MAX_STEPS; i += 1) {
      const { token, user, lastMapId } = deps.getState()
      const step = nextNavigationStep({
        to,
        from,
        hasToken: !!token,
        user,
        lastMapId,
        refreshTried,
        userLoadFailed,
      })
      switch (step.type) {
        case 'proceed':
          return null
        case 'redirect':
          if (step.rememberPath) deps.rememberPath(step.rememberPath)
          return step.to
        case 'load-user': {
          const loaded = await deps.loadUser()
          if (!loaded) {
            userLoadFailed = true
            // The load itself refreshed and failed when the token is gone now; do not refresh twice.
            if (!deps.getState().token) refreshTried = true
          }
          break
        }
        case 'refresh-token':
          refreshTried = true
          await deps.refresh()
          break
      }
    }
    return null
  } finally {
    running -= 1
  }
}
