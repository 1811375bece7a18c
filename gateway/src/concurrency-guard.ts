import { addressKey, AppError } from '@seats/kit'

/**
 * A cap on API calls in flight at once per client address (an IPv6 one by its /64), in this process:
 * one address holding many slow requests cannot take every connection to a service. Over the cap the call
 * is answered 429 at once; `enter` hands back the function that frees its place.
 */
export function createConcurrencyGuard(maxPerAddress: number) {
  const inFlight = new Map<string, number>()
  return {
    enter(clientIp: string): () => void {
      const key = addressKey(clientIp)
      const now = inFlight.get(key) ?? 0
      if (now >= maxPerAddress) throw new AppError('rate_limited', { headers: { 'Retry-After': '1' } })
      inFlight.set(key, now + 1)
      let left = false
      return () => {
        if (left) return
        left = true
        const n = (inFlight.get(key) ?? 1) - 1
        if (n <= 0) inFlight.delete(key)
        else inFlight.set(key, n)
      }
    },
    /** Addresses with calls in flight (for tests and metrics). */
    size: () => inFlight.size,
  }
}
