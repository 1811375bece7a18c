import { findRoute, registerRoutes, routeOwner } from '@seats/sdk/core'
import { registerApplication } from 'single-spa'
import { remoteNames, type RemoteName } from './remote-manifest'
import { loadRemoteLifecycles } from './remotes'
import { builtInRoutes } from './routes/built-in-routes'
import { shellRoutes } from './routes/shell-routes'

/**
 * The route registry before any remote's manifest is read: the shell's screens first (they win a tie
 * with a remote), then the built-in copies. The app shell replaces the copies with the remotes' own
 * manifests (routes/route-sets.ts).
 */
export function registerBuiltInRoutes(): void {
  registerRoutes({ shell: shellRoutes, ...builtInRoutes })
}

/** Whether a remote owns the path: the route registry's most specific match is one of its routes. */
export function isActive(name: RemoteName, pathname: string): boolean {
  return routeOwner(pathname) === name
}

/** Pure checks on the path against the registry; single-spa asks again on every routing event. */
export const activityFunctions = Object.fromEntries(
  remoteNames.map((name) => [name, (location: Location) => isActive(name, location.pathname)]),
) as Record<RemoteName, (location: Location) => boolean>

/** Neither a remote nor the shell owns this path: the shell shows its not-found page. */
export function isUnownedPath(pathname: string): boolean {
  return findRoute(pathname) === null
}

export function containerIdOf(name: RemoteName): string {
  return `mfe-${name}`
}

/** Registers the remotes with single-spa; loading happens on first activation. */
export function registerRemoteApplications(): void {
  for (const name of remoteNames) {
    registerApplication({
      name,
      app: () => loadRemoteLifecycles(name, containerIdOf(name)),
      activeWhen: activityFunctions[name],
    })
  }
}
