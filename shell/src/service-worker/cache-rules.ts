import { DATA_CACHE_PREFIX } from '@seats/sdk/offline-names'

/**
 * Vite's `assets/<name>-<8 character hash>.<ext>` (as the gateway's rule), and the shell's federation
 * entry `remoteEntry-<hash>.js` beside index.html: names that never hold other bytes.
 */
const HASHED_ASSET = /(\/assets\/[^/]+|^\/remoteEntry)-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/

/** A remote's files whose names have no hash: asked for every time, so a new deploy is seen at once. */
const REMOTE_UNHASHED = /^\/remotes\/[^/]+\/(remoteEntry\.js|routes\.json|preloads\.json)$/

/**
 * The API reads a warden opens the map, the worshippers and the coming dates' reports with, kept per
 * owner for a visit with no network. Billing, admin and auth answers are never kept.
 */
const OFFLINE_READS = [
  /^\/api\/users\/me$/,
  /^\/api\/maps(\/|$)/,
  /^\/api\/persons(\/|$)/,
  /^\/api\/reports(\/|$)/,
  /^\/api\/events(\/|$)/,
  /^\/api\/displays(\/|$)/,
  /^\/api\/elements(\/|$)/,
  /^\/api\/areas(\/|$)/,
]

export type CacheRule = 'hashed-code' | 'code' | 'manifest' | 'page' | 'data' | null

/**
 * What the worker does with a same-origin GET: null leaves it to the browser, untouched. A page is a
 * navigation, or (the page asking the worker to keep what it loaded first) an HTML request of a path
 * with no extension, as the gateway answers client routes.
 */
export function cacheRuleFor(
  url: URL,
  mode: RequestMode,
  origin: string,
  accept: string | null = null,
): CacheRule {
  if (url.origin !== origin) return null
  const path = url.pathname
  const htmlAsked = accept?.includes('text/html') && !/\.[^/]*$/.test(path)
  if (mode === 'navigate' || htmlAsked) return path.startsWith('/api/') ? null : 'page'
  if (path.startsWith('/socket.io') || path === '/sw.js') return null
  if (path === '/remotes.json') return 'manifest'
  if (path.startsWith('/api/')) return OFFLINE_READS.some((re) => re.test(path)) ? 'data' : null
  if (HASHED_ASSET.test(path)) return 'hashed-code'
  if (
    REMOTE_UNHASHED.test(path) ||
    ['/manifest.webmanifest', '/favicon.svg'].includes(path) ||
    path.startsWith('/icons/')
  )
    return 'code'
  return null
}

/** The claims of a bearer token, unverified: only to file answers under their owner, never to trust. */
function claimsOf(authorization: string | null): Record<string, unknown> | null {
  const token = /^Bearer (.+)$/.exec(authorization ?? '')?.[1]
  const payload = token?.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))
    const claims: unknown = JSON.parse(json)
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null
  } catch {
    return null
  }
}

const idPart = (value: unknown): string | null =>
  (typeof value === 'string' && /^[\w-]{1,64}$/.test(value)) ||
  (typeof value === 'number' && Number.isSafeInteger(value))
    ? String(value)
    : null

/**
 * The cache of the account and user a request is made for, or null (no token, nothing to file it under).
 * The account is the synagogue the token acts for when it names one (`acc`), else the user's own.
 */
export function dataCacheFor(authorization: string | null): string | null {
  const claims = claimsOf(authorization)
  const user = idPart(claims?.sub)
  if (!user) return null
  const account = idPart(claims?.acc) ?? user
  return `${DATA_CACHE_PREFIX}${account}-${user}`
}

/** remotes.json's entries: remote name -> entry URL (a string, or `{ entry }`). */
export function manifestEntries(manifest: unknown): Map<string, string> {
  const entries = new Map<string, string>()
  if (!manifest || typeof manifest !== 'object') return entries
  for (const [name, value] of Object.entries(manifest)) {
    const entry =
      typeof value === 'string'
        ? value
        : value && typeof value === 'object' && typeof (value as { entry?: unknown }).entry === 'string'
          ? (value as { entry: string }).entry
          : null
    if (entry) entries.set(name, entry)
  }
  return entries
}

/**
 * The folders (entry URL without its file) of the remotes whose entry moved or went between two
 * manifests: their kept code is from a deploy the page no longer loads.
 */
export function retiredRemoteFolders(before: unknown, after: unknown, base: string): string[] {
  const next = manifestEntries(after)
  const retired: string[] = []
  for (const [name, entry] of manifestEntries(before)) {
    if (next.get(name) === entry) continue
    retired.push(new URL('.', new URL(entry, base)).href)
  }
  return retired
}
