import { matchesPrefix } from '@seats/sdk/core'

/** The landing remote's home page. */
const LANDING_HOME = { exact: ['/'], prefixes: ['/opinions'] }

export function isLandingHome(pathname: string): boolean {
  return (
    LANDING_HOME.exact.includes(pathname) ||
    LANDING_HOME.prefixes.some((prefix) => matchesPrefix(pathname, prefix))
  )
}

/**
 * Whether the page can start without the app shell (chrome, Blueprint, session checks, socket): an
 * anonymous visitor on the home page, which the navigation rules always let through and which brings
 * its own top bar. A stored token sends '/' to the map, so it needs the whole shell.
 */
export function startsLight(pathname: string, storedToken: string | null): boolean {
  return !storedToken && isLandingHome(pathname)
}
