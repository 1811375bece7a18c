import type { Context, Next } from 'koa'
import { consumeOrReject, type RateLimiterRedis } from '../rate-limit'
import { addressKey } from './client-address'

/**
 * The gate of a page opened by a signed link with no sign-in (a report link, a lobby screen, a household's seat request): counted per
 * address and per link before anything else, so guessing links is slow and costs little; the answer is
 * never kept by a cache, never sent on as a referrer, never indexed.
 */
export function linkPageGate(limits: { pagePerAddress: RateLimiterRedis; pagePerLink: RateLimiterRedis }) {
  return async (ctx: Context, next: Next) => {
    await consumeOrReject(limits.pagePerAddress, addressKey(ctx.ip || 'unknown'))
    // The link's id part (its first 22 characters): a tampered signature still counts against its link.
    await consumeOrReject(limits.pagePerLink, String(ctx.params.token ?? '').slice(0, 22))
    ctx.set('Cache-Control', 'no-store')
    ctx.set('Referrer-Policy', 'no-referrer')
    ctx.set('X-Robots-Tag', 'noindex')
    await next()
  }
}
