import {
  compareSpecificity,
  matchPattern,
  type PatternMatch,
  type RouteAccess,
  type RouteManifest,
  type RouteSpec,
} from '@seats/contracts'
import { pathnameOf } from './path-match'

/**
 * The page's routes: every remote's route manifest plus the shell's own screens, filled by the shell
 * (or by a remote running alone, with its own manifest). The navigation rules, page titles, the shell's
 * activity functions, top bar and not-found page all read it. One registry per page: it lives in
 * `@seats/sdk/core`, a shared singleton.
 */

export interface OwnedRoute extends RouteSpec {
  /** Who renders it: a remote's name, or 'shell'. */
  owner: string
}

export interface RouteMatch {
  route: OwnedRoute
  params: Record<string, string>
}

const byOwner = new Map<string, readonly RouteSpec[]>()
let routes: readonly OwnedRoute[] = []
const listeners = new Set<() => void>()

function rebuild() {
  routes = [...byOwner].flatMap(([owner, list]) => list.map((route) => ({ ...route, owner })))
}

/**
 * Puts each owner's manifest in the registry, replacing what that owner had, and tells the listeners
 * once if anything changed. An owner keeps the place of its first registration (earlier owners win ties).
 */
export function registerRoutes(manifests: Readonly<Record<string, RouteManifest>>): void {
  let changed = false
  for (const [owner, manifest] of Object.entries(manifests)) {
    const before = byOwner.get(owner)
    if (before && JSON.stringify(before) === JSON.stringify(manifest.routes)) continue
    byOwner.set(owner, manifest.routes)
    changed = true
  }
  if (!changed) return
  rebuild()
  for (const listener of [...listeners]) listener()
}

/** Empties the registry (tests). */
export function clearRoutes(): void {
  if (byOwner.size === 0) return
  byOwner.clear()
  rebuild()
  for (const listener of [...listeners]) listener()
}

/** Every registered route, owner by owner in registration order, each owner's in its manifest's order. */
export function registeredRoutes(): readonly OwnedRoute[] {
  return routes
}

/** Called after every change of the registry; returns the unsubscribe. */
export function subscribeRoutes(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The most specific route for a path (query and hash ignored); on a tie, the earlier owner's. */
export function findRoute(path: string): RouteMatch | null {
  const pathname = pathnameOf(path)
  let best: { route: OwnedRoute; match: PatternMatch } | null = null
  for (const route of routes) {
    const match = matchPattern(route.path, pathname, route.exact)
    if (match && (!best || compareSpecificity(match.specificity, best.match.specificity) > 0))
      best = { route, match }
  }
  return best ? { route: best.route, params: best.match.params } : null
}

/** Who renders the path ('shell' or a remote's name), or null: nobody, the not-found page. */
export function routeOwner(path: string): string | null {
  return findRoute(path)?.route.owner ?? null
}

/** Unknown paths are open to anyone: they show the not-found page and reveal nothing. */
export function routeAccess(path: string): RouteAccess {
  return findRoute(path)?.route.access ?? 'anonymous'
}

export function routeTitle(path: string): string | null {
  return findRoute(path)?.route.title ?? null
}
