import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import type { Redis } from 'ioredis'
import { AppError } from './errors'

export { RateLimiterRedis, RateLimiterRes }

export function createLimiter(
  redis: Redis,
  opts: { prefix: string; keyPrefix: string; points: number; durationSec: number; blockSec?: number },
) {
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${opts.prefix}:rl:${opts.keyPrefix}`,
    points: opts.points,
    duration: opts.durationSec,
    blockDuration: opts.blockSec ?? 0,
  })
}

/** Consumes one point or answers 429 with Retry-After. Redis being down does not lock people out. */
export async function consumeOrReject(limiter: RateLimiterRedis, key: string, points = 1): Promise<void> {
  try {
    await limiter.consume(key, points)
  } catch (res) {
    if (res instanceof RateLimiterRes) {
      throw new AppError('rate_limited', {
        headers: { 'Retry-After': String(Math.max(1, Math.ceil(res.msBeforeNext / 1000))) },
      })
    }
  }
}

/** Whether the key is already over its limit, without consuming. */
export async function isBlocked(limiter: RateLimiterRedis, key: string): Promise<number> {
  const res = await limiter.get(key).catch(() => null)
  if (res && res.consumedPoints >= limiter.points) return Math.max(1, Math.ceil(res.msBeforeNext / 1000))
  return 0
}
