import { loadRemote, registerRemotes } from '@module-federation/runtime'
import { takePrefetched } from '@seats/sdk/core'
import type { LifeCycles } from 'single-spa'
import { parseRemotesManifest, remoteNames, type RemoteListing, type RemoteName } from './remote-manifest'

/**
 * The shell's one Module Federation runtime module: reads the remotes manifest at run time, registers
 * the remotes and loads their lifecycles. The manifest URL can be overridden per build
 * (VITE_REMOTES_MANIFEST_URL); in production the gateway serves /remotes.json from its config.
 */
const MANIFEST_URL = import.meta.env.VITE_REMOTES_MANIFEST_URL ?? '/remotes.json'

/** A remote's route manifest takes this long at most; after that the shell's own copy stands in. */
const ROUTES_TIMEOUT_MS = 5000

let manifestLoaded: Promise<RemoteListing[]> | null = null

function loadManifest(): Promise<RemoteListing[]> {
  manifestLoaded ??= (async () => {
    // Never cached: pointing the manifest at a new remote build must take effect on the next load
    // (the page's own early request is as fresh: it was made by this load).
    const response =
      (await takePrefetched(MANIFEST_URL, null)) ?? (await fetch(MANIFEST_URL, { cache: 'no-store' }))
    if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`)
    const listings = parseRemotesManifest(await response.json(), window.location.href)
    registerRemotes(
      listings.map((listing) => listing.registration),
      { force: true },
    )
    return listings
  })()
  return manifestLoaded
}

/** One remote's route manifest as fetched: its JSON, unchecked, or why there is none. */
export type FetchedRoutes =
  { name: RemoteName; url: string; body: unknown } | { name: RemoteName; error: unknown }

async function fetchJson(url: string): Promise<unknown> {
  // Revalidated every time (the gateway sends no-cache): a remote's new screens show on the next load.
  const signal = AbortSignal.timeout(ROUTES_TIMEOUT_MS)
  const response =
    (await takePrefetched(url, null, signal)) ?? (await fetch(url, { cache: 'no-cache', signal }))
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}

let routesFetched: Promise<FetchedRoutes[]> | null = null

/**
 * The route manifests of the remotes the shell has a slot for, fetched in parallel once remotes.json is
 * in (JSON files next to each remoteEntry.js: no remote code runs for them). Never rejects: each failure
 * is reported in its place, and the app shell decides what stands in for it.
 */
export function fetchRouteManifests(): Promise<FetchedRoutes[]> {
  routesFetched ??= loadManifest().then(
    (listings) =>
      Promise.all(
        remoteNames.map(async (name): Promise<FetchedRoutes> => {
          const listing = listings.find((l) => l.registration.name === name)
          if (!listing) return { name, error: new Error(`remotes.json does not list "${name}"`) }
          try {
            return { name, url: listing.routesUrl, body: await fetchJson(listing.routesUrl) }
          } catch (error) {
            return { name, error }
          }
        }),
      ),
    (error: unknown) => remoteNames.map((name) => ({ name, error })),
  )
  return routesFetched
}

function isLifecycles(value: unknown): value is LifeCycles {
  const mod = value as Partial<LifeCycles> | null
  return (
    !!mod &&
    typeof mod.bootstrap === 'function' &&
    typeof mod.mount === 'function' &&
    typeof mod.unmount === 'function'
  )
}

/**
 * The single-spa lifecycles of one remote. A remote that cannot load (manifest missing, server down,
 * half-deployed build) gets lifecycles that show a Hebrew error panel in its container instead, so
 * the rest of the page keeps working.
 */
export async function loadRemoteLifecycles(name: RemoteName, containerId: string): Promise<LifeCycles> {
  try {
    await loadManifest()
    const mod = await loadRemote<unknown>(`${name}/lifecycles`)
    if (!isLifecycles(mod)) throw new Error(`${name}/lifecycles does not export bootstrap, mount and unmount`)
    return mod
  } catch (error) {
    console.error(`[shell] the "${name}" remote could not be loaded`, error)
    // The panel is Blueprint: loaded only when a remote fails, never on the light home page.
    const { remoteLoadFailureLifecycles } = await import('./chrome/remote-load-failure')
    return remoteLoadFailureLifecycles(containerId)
  }
}

/**
 * Fetches and evaluates a remote ahead of its first activation, so single-spa finds it in the runtime's
 * cache. Quiet on failure: the real load reports it and shows the error panel.
 */
export async function warmRemote(name: RemoteName): Promise<void> {
  try {
    await loadManifest()
    await loadRemote<unknown>(`${name}/lifecycles`)
  } catch {
    // The activation that follows tries again and reports.
  }
}
