export type Navigator = (to: string, options: { replace: boolean }) => void

/**
 * Outside single-spa nobody turns pushState into a popstate event, so routers would not notice;
 * send one ourselves. The shell replaces this with single-spa's patched history.
 */
const standaloneNavigator: Navigator = (to, { replace }) => {
  if (replace) window.history.replaceState(window.history.state, '', to)
  else window.history.pushState(null, '', to)
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
}

let navigator: Navigator = standaloneNavigator

export function setNavigator(next: Navigator): void {
  navigator = next
}

/** Navigates the whole page (every mounted app's router follows). */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  navigator(to, { replace: options.replace ?? false })
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`
}
