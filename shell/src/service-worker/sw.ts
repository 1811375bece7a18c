/// <reference lib="webworker" />
import { DATA_CACHE_PREFIX, SYNCED_AT_HEADER } from '@seats/sdk/offline-names'
import { clientsClaim, type WorkboxPlugin } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import * as navigationPreload from 'workbox-navigation-preload'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { cacheRuleFor, dataCacheFor, retiredRemoteFolders, type CacheRule } from './cache-rules'

/**
 * The app's service worker (one for the shell and every remote, all served by the gateway under one
 * origin). A return visit takes the shell's and the remotes' hashed code from the cache; what has no
 * hash in its name (pages, remotes.json, each remote's remoteEntry.js and routes.json) is asked for
 * first, so a remote deployed since the last visit is the one that loads, with no shell build. The map,
 * worshippers and reports reads are kept per account and user and answer when the network does not.
 */
declare const self: ServiceWorkerGlobalScope

const CODE_CACHE = 'seats-code-v1'
const HASHED_CODE_CACHE = 'seats-hashed-code-v1'
const PAGES_CACHE = 'seats-pages-v1'
const OWN_CACHES = new Set([CODE_CACHE, HASHED_CODE_CACHE, PAGES_CACHE])
/** On one bar of signal the cached page and code beat waiting longer for a newer one. */
const NETWORK_TIMEOUT_S = 4

void self.skipWaiting()
clientsClaim()
navigationPreload.enable()

self.addEventListener('activate', (event) => {
  // Caches of an older worker (another version suffix) are dropped; the owners' data caches stay.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => !OWN_CACHES.has(name) && !name.startsWith(DATA_CACHE_PREFIX))
            .map((name) => caches.delete(name)),
        ),
      ),
  )
})

const ruleIs =
  (wanted: CacheRule) =>
  ({ url, request }: { url: URL; request: Request }) =>
    cacheRuleFor(url, request.mode, self.location.origin, request.headers.get('Accept')) === wanted

/** A manifest that moved a remote: that remote's kept code belongs to a deploy no page loads any more. */
const retireMovedRemotes: WorkboxPlugin = {
  async cacheDidUpdate({ oldResponse, newResponse }) {
    if (!oldResponse) return
    const [before, after] = await Promise.all([
      oldResponse.json().catch(() => null),
      newResponse
        .clone()
        .json()
        .catch(() => null),
    ])
    const folders = retiredRemoteFolders(before, after, self.location.origin)
    if (!folders.length) return
    for (const name of [CODE_CACHE, HASHED_CODE_CACHE]) {
      const cache = await caches.open(name)
      for (const request of await cache.keys())
        if (folders.some((folder) => request.url.startsWith(folder))) await cache.delete(request)
    }
  },
}

/** An answer read from the cache because the network failed says when it was fetched (its Date). */
const markSyncTime: WorkboxPlugin = {
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return null
    const headers = new Headers(cachedResponse.headers)
    const date = new Date(cachedResponse.headers.get('Date') ?? Date.now())
    headers.set(SYNCED_AT_HEADER, date.toISOString())
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    })
  },
}

registerRoute(
  ruleIs('hashed-code'),
  new CacheFirst({
    cacheName: HASHED_CODE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
  }),
)
registerRoute(
  ruleIs('code'),
  new NetworkFirst({ cacheName: CODE_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_S }),
)
registerRoute(
  ruleIs('manifest'),
  new NetworkFirst({
    cacheName: CODE_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [retireMovedRemotes],
  }),
)
registerRoute(
  ruleIs('page'),
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    matchOptions: { ignoreVary: true },
    plugins: [new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
  }),
)

// Data: the network first, always (after an edit the screen reads again and must see it); the owner's
// cache answers only when there is no network, with the time of that answer. Live changes keep coming
// by the socket, which reloads what was missed when it reconnects.
const dataStrategies = new Map<string, NetworkFirst>()
registerRoute(ruleIs('data'), async ({ request, event }) => {
  const cacheName = dataCacheFor(request.headers.get('Authorization'))
  if (!cacheName) return fetch(request)
  let strategy = dataStrategies.get(cacheName)
  if (!strategy) {
    strategy = new NetworkFirst({
      cacheName,
      // One cache per owner already: the token that asked (which changes every few minutes) must not
      // keep a stored answer from matching.
      matchOptions: { ignoreVary: true },
      plugins: [markSyncTime, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
    })
    dataStrategies.set(cacheName, strategy)
  }
  return strategy.handle({ request, event })
})

// A page never opened before, with no network: any kept page of the app boots the shell, which reads
// the address itself.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error()
  const cache = await caches.open(PAGES_CACHE)
  const same = await cache.match(request, { ignoreSearch: true })
  if (same) return same
  const kept = (await cache.keys()).filter((key) => new URL(key.url).pathname !== '/')
  return (kept[0] && (await cache.match(kept[0]))) || Response.error()
})
