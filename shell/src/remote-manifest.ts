/** The remotes the shell has a slot for; each exposes './lifecycles' and mounts into #mfe-<name>. */
export const remoteNames = ['landing', 'seating', 'admin'] as const
export type RemoteName = (typeof remoteNames)[number]

export const isRemoteName = (name: string): name is RemoteName =>
  (remoteNames as readonly string[]).includes(name)

/** What the federation runtime's registerRemotes takes for one remote. */
export interface RemoteRegistration {
  name: string
  entry: string
  type: 'module'
  [option: string]: unknown
}

export interface RemoteListing {
  registration: RemoteRegistration
  /** The remote's route manifest: `routes` from remotes.json, else routes.json next to its entry. */
  routesUrl: string
}

/**
 * Reads remotes.json: { name: "url" } or { name: { entry: "url", routes?: "url", ...runtime options } }.
 * Relative URLs resolve against the page, so one manifest works on any origin.
 */
export function parseRemotesManifest(raw: unknown, pageUrl: string): RemoteListing[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error('remotes.json must be an object of remote name to entry')
  }
  return Object.entries(raw as Record<string, unknown>).map(([name, value]) => {
    const spec = typeof value === 'string' ? { entry: value } : value
    if (
      typeof spec !== 'object' ||
      spec === null ||
      typeof (spec as { entry?: unknown }).entry !== 'string'
    ) {
      throw new Error(`remotes.json: "${name}" has no entry URL`)
    }
    const { entry, routes, ...rest } = spec as { entry: string; routes?: unknown } & Record<string, unknown>
    if (routes !== undefined && typeof routes !== 'string') {
      throw new Error(`remotes.json: "${name}" has a routes value that is not a URL`)
    }
    const entryUrl = new URL(entry, pageUrl).href
    return {
      // Vite remotes are ES modules; the runtime's default ('var') would load them as classic scripts.
      registration: { name, type: 'module', ...rest, entry: entryUrl },
      routesUrl: new URL(routes ?? 'routes.json', routes === undefined ? entryUrl : pageUrl).href,
    }
  })
}
