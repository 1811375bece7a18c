import { parseRouteManifest, type RouteManifest } from '@seats/sdk'
import type { FetchedRoutes } from '../remotes'
import type { RemoteName } from '../remote-manifest'
import { builtInRoutes } from './built-in-routes'

export interface RouteSets {
  /** What each remote's paths are, in the shell's remote order. */
  manifests: Record<RemoteName, RouteManifest>
  /** Remotes whose own manifest could not be used: the built-in copy stands in. */
  fallbacks: RemoteName[]
}

/**
 * Each remote's fetched manifest, checked against the contract; a remote whose manifest is missing,
 * unreachable or invalid gets the shell's last-known copy instead (logged), so its known screens keep
 * their access rules and none becomes open by accident.
 */
export function routeSetsFrom(fetched: readonly FetchedRoutes[]): RouteSets {
  const manifests = { ...builtInRoutes }
  const fallbacks: RemoteName[] = []
  for (const item of fetched) {
    try {
      if ('error' in item) throw item.error
      manifests[item.name] = parseRouteManifest(item.body)
    } catch (error) {
      console.error(`[shell] the "${item.name}" route manifest is unusable; using the built-in copy`, error)
      fallbacks.push(item.name)
    }
  }
  return { manifests, fallbacks }
}
