import { loadRemote, registerRemotes } from '@module-federation/runtime'
import type { LifeCycles } from 'single-spa'
import { parseRemotesManifest, type RemoteName } from './remote-manifest'

/**
 * The shell's one Module Federation runtime module: reads the remotes manifest at run time, registers
 * the remotes and loads their lifecycles. The manifest URL can be overridden per build
 * (VITE_REMOTES_MANIFEST_URL); in production the gateway serves /remotes.json from its config.
 */
const MANIFEST_URL = import.meta.env.VITE_REMOTES_MANIFEST_URL ?? '/remotes.json'

let manifestLoaded: Promise<void> | null = null

function loadManifest(): Promise<void> {
  manifestLoaded ??= (async () => {
    // Never cached: pointing the manifest at a new remote build must take effect on the next load.
    const response = await fetch(MANIFEST_URL, { cache: 'no-store' })
    if (!response.ok) throw new Error(`${MANIFEST_URL} answered ${response.status}`)
    registerRemotes(parseRemotesManifest(await response.json(), window.location.href), { force: true })
  })()
  return manifestLoaded
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
