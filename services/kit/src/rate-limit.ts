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

/** 429 with the wait: in Retry-After for clients, and as a figure the Hebrew text words ('בעוד 5 דקות'). */
export function rateLimitedFor(ms: number): AppError {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  return new AppError('rate_limited', { params: { seconds }, headers: { 'Retry-After': String(seconds) } })
}

/** Consumes one point or answers 429 with Retry-After. Redis being down does not lock people out. */
export async function consumeOrReject(limiter: RateLimiterRedis, key: string, points = 1): Promise<void> {
  try {
    await limiter.consume(key, points)
  } catch (res) {
    if (res instanceof RateLimiterRes) {
      throw rateLimitedFor(res.msBeforeNext)
    }
  }
}

/** Whether the key is already over its limit, without consuming. */
export async function isBlocked(limiter: RateLimiterRedis, key: string): Promise<number> {
  const res = await limiter.get(key).catch(() => null)
  if (res && res.consumedPoints >= limiter.points) return Math.max(1, Math.ceil(res.msBeforeNext / 1000))
  return 0
}
