import { PREFETCHED_GLOBAL, type PrefetchedRequest } from '@seats/contracts'

/** Older than this, a request the page started is not used: what it answered may have changed since. */
export const PREFETCH_MAX_AGE_MS = 15_000

type Store = Record<string, PrefetchedRequest | undefined>

/**
 * The answer to a GET of `url` that the page's first script already started (the gateway's
 * `prefetchScript`), taken once: null when there is none, it was made with another access token, it is
 * older than PREFETCH_MAX_AGE_MS, it failed or it is not a success. The caller then asks itself, as
 * always, so an expired token still goes through the refresh. With `signal`, an answer not in when it
 * aborts counts as none (the caller's own request, with the same signal, then fails as it would).
 */
export async function takePrefetched(
  url: string,
  token: string | null,
  signal?: AbortSignal,
): Promise<Response | null> {
  const store = (globalThis as Record<string, unknown>)[PREFETCHED_GLOBAL] as Store | undefined
  if (!store || typeof location === 'undefined') return null
  const target = new URL(url, location.href)
  if (target.origin !== location.origin) return null
  const key = `${target.pathname}${target.search}`
  const entry = store[key]
  if (!entry) return null
  delete store[key]
  if (entry.token !== token || Date.now() - entry.at > PREFETCH_MAX_AGE_MS) return null
  const aborted = new Promise<null>((resolve) => {
    if (signal?.aborted) resolve(null)
    signal?.addEventListener('abort', () => resolve(null), { once: true })
  })
  const response = await Promise.race([entry.response.catch(() => null), aborted])
  return response?.ok ? response : null
}
