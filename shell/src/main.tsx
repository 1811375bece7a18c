// First: zod's page-wide setting precedes every schema (see zod-csp.ts).
import './zod-csp'
import '@seats/sdk/styles.css'
import './chrome/chrome.css'
import {
  applyPageTitle,
  browserStore,
  initColorScheme,
  setNavigator,
  storageKeys,
  subscribeRoutes,
} from '@seats/sdk/core'
import { start, triggerAppChange } from 'single-spa'
import type { AppShell } from './app-shell'
import { startsLight } from './boot-plan'
import { registerBuiltInRoutes, registerRemoteApplications } from './registry'
import { fetchRouteManifests } from './remotes'
import { warmTheMapFromItsDoors, warmTheScreensRemote } from './warm-up'

/**
 * The boot: the smallest start that can mount the right remote. An anonymous visitor on the home page
 * gets the landing remote and nothing else; everyone else, and that visitor as soon as they navigate
 * elsewhere, gets the app shell (app-shell.tsx), loaded on demand.
 */

// single-spa patches pushState/replaceState to announce every change as popstate, so plain history
// calls move every mounted app's router at once.
setNavigator((to, { replace }) => {
  if (replace) window.history.replaceState(null, '', to)
  else window.history.pushState(null, '', to)
})
initColorScheme()
// Until the remotes' route manifests are read (with the app shell), the built-in copy decides.
registerBuiltInRoutes()

const storedToken = () => browserStore().getItem(storageKeys.token)

let appShell: Promise<AppShell> | null = null
let appShellRunning = false
const importAppShell = () => import('./app-shell')
function loadAppShell(): Promise<AppShell> {
  // The remotes' route manifests (small JSON files) download beside the app shell's code.
  appShell ??= (async () => {
    const routes = fetchRouteManifests()
    const module = await importAppShell()
    module.startLoadingTheUser()
    const shell = module.startAppShell(await routes)
    appShellRunning = true
    return shell
  })()
  return appShell
}

/**
 * Until the app shell runs, a navigation off the light page waits for it: it is loaded, and then the
 * navigation rules decide (cancel + redirect), exactly as they would have with the shell loaded up front.
 */
function holdNavigationsForAppShell(): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    if (appShellRunning) return
    const { oldUrl, newUrl, cancelNavigation } = (
      event as CustomEvent<{
        oldUrl: string
        newUrl: string
        cancelNavigation?: (value: Promise<boolean>) => void
      }>
    ).detail
    if (!cancelNavigation || startsLight(new URL(newUrl).pathname, storedToken())) return
    cancelNavigation(loadAppShell().then((shell) => shell.decideNavigation(oldUrl, newUrl)))
  })
  // A pointer or focus on a link that leaves the light page fetches the app shell's code early (not run).
  const prefetch = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null
    if (!link || link.origin !== window.location.origin || startsLight(link.pathname, null)) return
    void importAppShell()
    void fetchRouteManifests()
    window.removeEventListener('pointerover', prefetch)
    window.removeEventListener('focusin', prefetch)
  }
  window.addEventListener('pointerover', prefetch, { passive: true })
  window.addEventListener('focusin', prefetch)
}

async function boot() {
  if (startsLight(window.location.pathname, storedToken())) {
    holdNavigationsForAppShell()
  } else {
    // The screen's code downloads beside the app shell's; it runs only once the rules below allow it.
    if (storedToken()) warmTheScreensRemote(window.location.pathname)
    // Decide the first page before any remote loads, so a visitor never sees a screen they may not open.
    const shell = await loadAppShell()
    await shell.guardInitialNavigation()
  }
  applyPageTitle()
  registerRemoteApplications()
  window.addEventListener('single-spa:routing-event', () => applyPageTitle())
  start({ urlRerouteOnly: true })
  // Manifests installed later (the light start) may give the current path to another remote: route again.
  subscribeRoutes(() => {
    applyPageTitle()
    void triggerAppChange()
  })
  warmTheMapFromItsDoors()
}

void boot()
