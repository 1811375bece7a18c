/** The remotes the shell knows; each exposes './lifecycles' and mounts into #mfe-<name>. */
export const remoteNames = ['landing', 'seating', 'admin'] as const
export type RemoteName = (typeof remoteNames)[number]

export interface RemoteRegistration {
  name: string
  entry: string
  type: 'module'
  [option: string]: unknown
}

/**
 * Reads remotes.json: { name: "url" } or { name: { entry: "url", ...runtime options } }. Relative
 * entries resolve against the page, so one manifest works on any origin.
 */
export function parseRemotesManifest(raw: unknown, pageUrl: string): RemoteRegistration[] {
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
    const { entry, ...rest } = spec as { entry: string } & Record<string, unknown>
    // Vite remotes are ES modules; the runtime's default ('var') would load them as classic scripts.
    return { name, type: 'module', ...rest, entry: new URL(entry, pageUrl).href }
  })
}
