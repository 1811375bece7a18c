import { matchesPrefix, routeOwner, whenIdle } from '@seats/sdk/core'
import { isRemoteName } from './remote-manifest'
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
    whenIdle(() => void warmRemote('seating'))
  }
  window.addEventListener('single-spa:routing-event', check)
  check()
}

/**
 * A signed-in visitor opening a screen directly (a bookmarked map): its remote loads while the app shell
 * does, instead of after it and the navigation rules (a chain of round trips each). Loading evaluates
 * the remote's modules only; nothing mounts until the rules let the screen open.
 */
export function warmTheScreensRemote(pathname: string): void {
  const owner = routeOwner(pathname)
  if (owner && isRemoteName(owner)) void warmRemote(owner)
}
