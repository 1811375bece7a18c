import { initPlatform, loadCurrentUser, registerRoutes, session } from '@seats/sdk'
import { createRoot } from 'react-dom/client'
import { ChromeApp } from './chrome/ChromeApp'
import { decideNavigation, guardInitialNavigation, installNavigationGuard } from './navigation-guard'
import type { FetchedRoutes } from './remotes'
import { routeSetsFrom } from './routes/route-sets'
import { registerServiceWorker } from './service-worker-registration'

/** What the boot gets back once the app shell runs. */
export interface AppShell {
  guardInitialNavigation: typeof guardInitialNavigation
  decideNavigation: typeof decideNavigation
}

/**
 * The heavy half of the shell, loaded by the boot when the page needs it: the remotes' route manifests
 * into the route registry (checked; the built-in copy stands in for one that fails), the chrome
 * (Blueprint top bar, banners, not-found page), the page-wide platform (session sync, realtime toasts)
 * and the navigation rules before every navigation.
 */
/**
 * A stored token's user (GET /api/users/me), asked for as soon as the app shell's code is in, while the
 * remotes' route manifests are still on their way; the navigation rules then find it loaded or loading.
 */
export function startLoadingTheUser(): void {
  const { token, user } = session.getState()
  if (token && !user) void loadCurrentUser()
}

export function startAppShell(routes: readonly FetchedRoutes[]): AppShell {
  registerRoutes(routeSetsFrom(routes).manifests)
  initPlatform()
  const chrome = document.getElementById('shell-chrome')
  if (!chrome) throw new Error('#shell-chrome is missing from index.html')
  createRoot(chrome).render(<ChromeApp />)
  installNavigationGuard()
  registerServiceWorker()
  return { guardInitialNavigation, decideNavigation }
}
