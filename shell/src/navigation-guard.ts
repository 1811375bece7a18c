import { guardNavigation, navigate } from '@seats/sdk'

interface BeforeRoutingDetail {
  oldUrl: string
  newUrl: string
  cancelNavigation?: (value?: boolean | Promise<boolean>) => void
}

function pathOf(url: string): string {
  const { pathname, search } = new URL(url)
  return `${pathname}${search}`
}

/**
 * The navigation rules for one navigation: true cancels it (single-spa puts the old URL back without
 * mounting anything) and the redirect follows, so a protected screen never flashes for a visitor who
 * is not allowed to see it.
 */
export async function decideNavigation(oldUrl: string, newUrl: string): Promise<boolean> {
  // Same URL: the first routing after start() (already checked at boot) or a hash change.
  if (pathOf(oldUrl) === pathOf(newUrl)) return false
  const redirect = await guardNavigation(pathOf(newUrl), pathOf(oldUrl))
  if (redirect === null) return false
  // After single-spa has restored the old URL, replace it with the redirect target.
  setTimeout(() => navigate(redirect, { replace: true }))
  return true
}

/** Runs the navigation rules before every single-spa navigation. */
export function installNavigationGuard(): void {
  window.addEventListener('single-spa:before-routing-event', (event) => {
    const { oldUrl, newUrl, cancelNavigation } = (event as CustomEvent<BeforeRoutingDetail>).detail
    if (!cancelNavigation || pathOf(oldUrl) === pathOf(newUrl)) return
    cancelNavigation(decideNavigation(oldUrl, newUrl))
  })
}

/** The first page load: decide before single-spa mounts anything. */
export async function guardInitialNavigation(): Promise<void> {
  let path = `${window.location.pathname}${window.location.search}`
  let from: string | null = null
  // A redirect target has rules of its own ('/users' -> '/' -> '/map/'); a few hops at most.
  for (let hop = 0; hop < 3; hop += 1) {
    const redirect = await guardNavigation(path, from)
    if (redirect === null || redirect === path) break
    window.history.replaceState(null, '', redirect)
    from = path
    path = redirect
  }
}
