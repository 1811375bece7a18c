import type { IconName } from '@seats/sdk'
import { LAST_MAP_ID_TOKEN } from '@seats/contracts'
import { defaultLinkOf, matchPattern, type OwnedRoute } from '@seats/sdk'

export interface NavLinkSpec {
  label: string
  to: string
  /** The route's pattern: the link is active on every path it covers ('/map/12' for '/map/:id?'). */
  pattern: string
  exact: boolean
  icon: IconName
  /** From the route's access: shown to administrators only, after a divider in the compact menu. */
  adminOnly: boolean
}

export interface NavViewer {
  signedIn: boolean
  isAdmin: boolean
  lastMapId: string | null
}

/** Who may see a route's entry: the route's own access rule, so a link never leads to a redirect. */
function visibleTo(route: OwnedRoute, viewer: NavViewer): boolean {
  if (route.access === 'admin') return viewer.signedIn && viewer.isAdmin
  if (route.access === 'user') return viewer.signedIn
  return true
}

/**
 * The top bar's sections, from the nav entries of the registered routes (every remote's manifest):
 * those the viewer may open, by `order` (ties keep the registry's order). A `to` holding {lastMapId}
 * opens the last map the user viewed (the bare map route when there is none).
 */
export function navLinks(routes: readonly OwnedRoute[], viewer: NavViewer): NavLinkSpec[] {
  return routes
    .map((route, index) => ({ route, index }))
    .filter(({ route }) => route.nav && visibleTo(route, viewer))
    .sort((a, b) => a.route.nav!.order - b.route.nav!.order || a.index - b.index)
    .map(({ route }) => {
      const nav = route.nav!
      return {
        label: nav.label,
        to: (nav.to ?? defaultLinkOf(route.path)).split(LAST_MAP_ID_TOKEN).join(viewer.lastMapId ?? ''),
        pattern: route.path,
        exact: route.exact ?? false,
        icon: nav.icon as IconName,
        adminOnly: route.access === 'admin',
      }
    })
}

export function isLinkActive(link: NavLinkSpec, pathname: string): boolean {
  return matchPattern(link.pattern, pathname, link.exact) !== null
}
