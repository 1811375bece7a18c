import { matchesPrefix } from '@seats/sdk/core'
import { registerApplication } from 'single-spa'
import type { RemoteName } from './remote-manifest'
import { loadRemoteLifecycles } from './remotes'

/** Which URL prefixes each remote owns (pure checks on the path; no state, no framework). */
export const remoteRoutes: Record<RemoteName, { exact: string[]; prefixes: string[] }> = {
  landing: { exact: ['/'], prefixes: ['/opinions', '/login', '/register', '/guest-session'] },
  seating: {
    exact: [],
    prefixes: ['/map', '/maps', '/persons', '/events', '/displays', '/reports', '/elements', '/reminders'],
  },
  admin: { exact: [], prefixes: ['/users', '/leads'] },
}

export function isActive(name: RemoteName, pathname: string): boolean {
  const { exact, prefixes } = remoteRoutes[name]
  return exact.includes(pathname) || prefixes.some((prefix) => matchesPrefix(pathname, prefix))
}

export const activityFunctions: Record<RemoteName, (location: Location) => boolean> = {
  landing: (location) => isActive('landing', location.pathname),
  seating: (location) => isActive('seating', location.pathname),
  admin: (location) => isActive('admin', location.pathname),
}

/** Screens the shell renders itself into #shell-fallback (billing is shell chrome), by path prefix. */
const shellPages = { '/subscription': 'subscription' } as const
export type ShellPage = (typeof shellPages)[keyof typeof shellPages]

export function shellPageOf(pathname: string): ShellPage | null {
  const found = Object.entries(shellPages).find(([prefix]) => matchesPrefix(pathname, prefix))
  return found ? found[1] : null
}

/** Neither a remote nor the shell owns this path: the shell shows its not-found page. */
export function isUnownedPath(pathname: string): boolean {
  if (shellPageOf(pathname)) return false
  return !(Object.keys(remoteRoutes) as RemoteName[]).some((name) => isActive(name, pathname))
}

export function containerIdOf(name: RemoteName): string {
  return `mfe-${name}`
}

/** Registers the three remotes with single-spa; loading happens on first activation. */
export function registerRemoteApplications(): void {
  for (const name of Object.keys(remoteRoutes) as RemoteName[]) {
    registerApplication({
      name,
      app: () => loadRemoteLifecycles(name, containerIdOf(name)),
      activeWhen: activityFunctions[name],
    })
  }
}
