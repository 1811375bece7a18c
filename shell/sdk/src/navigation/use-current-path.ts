import { useSyncExternalStore } from 'react'

function subscribe(listener: () => void) {
  // single-spa and the sdk's own navigator both announce URL changes as popstate.
  window.addEventListener('popstate', listener)
  return () => window.removeEventListener('popstate', listener)
}

const pathname = () => window.location.pathname
// A build-time render (no window) is of the home page; hydrating, the client reads its real path.
const serverPathname = () => (typeof window === 'undefined' ? '/' : window.location.pathname)

/** The page's current pathname, for components that live outside any router. */
export function useCurrentPathname(): string {
  return useSyncExternalStore(subscribe, pathname, serverPathname)
}
