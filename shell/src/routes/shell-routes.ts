import { findRoute, type RouteManifest, type RouteSpec } from '@seats/sdk/core'

/** The owner name of the shell's own screens in the route registry. */
export const SHELL_OWNER = 'shell'

/**
 * The shell's own screens, declared like a remote's (billing is shell chrome): rendered by
 * chrome/ShellPages.tsx into #shell-fallback, by screen name.
 */
const shellScreens = [
  // Guests see a note that they have no subscription.
  { screen: 'subscription', route: { path: '/subscription', access: 'user', title: 'מנוי ותשלומים' } },
  { screen: 'account', route: { path: '/account', access: 'user', title: 'החשבון שלי' } },
  // Any member reads the team; only the owner changes it (the server decides, the screen follows).
  { screen: 'members', route: { path: '/members', access: 'user', title: 'צוות בית הכנסת' } },
  // Any member reads who changed what.
  { screen: 'activity', route: { path: '/activity', access: 'user', title: 'פעילות הצוות' } },
] as const satisfies readonly { screen: string; route: RouteSpec }[]

export type ShellScreen = (typeof shellScreens)[number]['screen']

export const shellRoutes: RouteManifest = { version: 1, routes: shellScreens.map((s) => s.route) }

/** The shell's screen at this path, if the registry gives the path to the shell. */
export function shellScreenOf(pathname: string): ShellScreen | null {
  const match = findRoute(pathname)
  if (match?.route.owner !== SHELL_OWNER) return null
  return shellScreens.find((s) => s.route.path === match.route.path)?.screen ?? null
}
