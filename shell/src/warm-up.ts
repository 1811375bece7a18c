import { matchesPrefix } from '@seats/sdk/core'
import { warmRemote } from './remotes'

/** Pages whose next step is the map: signing in, registering, starting the demo. */
const DOORS = ['/login', '/register', '/guest-session']

export const isDoorToTheMap = (pathname: string): boolean =>
  DOORS.some((door) => matchesPrefix(pathname, door))

/**
 * While a visitor types on a door page, the map's remote loads in the background, so the map opens
 * right after the answer instead of after another round of downloads (the demo promises ~20 seconds).
 */
export function warmTheMapFromItsDoors(): void {
  const check = () => {
    if (!isDoorToTheMap(window.location.pathname)) return
    window.removeEventListener('single-spa:routing-event', check)
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200))
    idle(() => void warmRemote('seating'))
  }
  window.addEventListener('single-spa:routing-event', check)
  check()
}
