/**
 * Names the service worker (shell/src/service-worker) and the page agree on. No imports: the worker's
 * bundle takes this file alone.
 */

/** Caches of API answers, one per signed-in owner: `seats-data-<account>-<user>`. */
export const DATA_CACHE_PREFIX = 'seats-data-'

/**
 * On an API answer the worker took from its cache because the network failed: when that answer was
 * stored (ISO 8601), i.e. the time of the last sync the screen shows.
 */
export const SYNCED_AT_HEADER = 'X-Seats-Synced-At'

/** The page asks the worker to keep what it already loaded before the worker was in control. */
export const CACHE_URLS_MESSAGE = 'CACHE_URLS'
