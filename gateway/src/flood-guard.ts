import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { addressKey, rateLimitedFor } from '@seats/kit'

/**
 * A coarse per-address ceiling on API calls, in this process's memory, against floods; the precise
 * limits (login, the contact form) live in the services. Throws rate_limited with Retry-After.
 */
export function createFloodGuard(perMinute: number) {
  const limiter = new RateLimiterMemory({ points: perMinute, duration: 60 })
  return async function admit(clientIp: string): Promise<void> {
    try {
      await limiter.consume(addressKey(clientIp))
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err
      throw rateLimitedFor(err.msBeforeNext)
    }
  }
}
