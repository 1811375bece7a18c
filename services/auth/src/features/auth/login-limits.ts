import {
  addressKey,
  AppError,
  consumeOrReject,
  createLimiter,
  RateLimiterRes,
  type RateLimiterRedis,
  type Redis,
} from '@seats/kit'
import type { AuthEnv } from '../../env'

type LimitSettings = Pick<
  AuthEnv,
  | 'REDIS_PREFIX'
  | 'LOGIN_IP_MAX_FAILURES'
  | 'LOGIN_IP_WINDOW_SECONDS'
  | 'LOGIN_ACCOUNT_IP_MAX_FAILURES'
  | 'LOGIN_ACCOUNT_MAX_FAILURES'
  | 'LOGIN_ACCOUNT_WINDOW_SECONDS'
  | 'REGISTER_IP_MAX'
  | 'REGISTER_IP_WINDOW_SECONDS'
  | 'DEMO_IP_MAX'
  | 'DEMO_IP_WINDOW_SECONDS'
>

/**
 * Who a password attempt is against: the account found (its id, whatever spelling of the email was typed),
 * or for an unknown address the canonical email, so that unknown and known accounts are limited alike.
 */
export const accountKey = (userId: number | undefined, canonicalEmail: string): string =>
  userId === undefined ? `email:${canonicalEmail}` : `id:${userId}`

/** An attempt whose points are taken; a right password gives them back. */
export interface LoginAttempt {
  succeeded(): Promise<void>
}

const rateLimited = (res: RateLimiterRes) =>
  new AppError('rate_limited', {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(res.msBeforeNext / 1000))) },
  })

/** Takes a point; the refusal when over the limit; null when allowed or when Redis is away (no lockout). */
async function take(limiter: RateLimiterRedis, key: string): Promise<RateLimiterRes | null> {
  try {
    await limiter.consume(key)
    return null
  } catch (res) {
    return res instanceof RateLimiterRes ? res : null
  }
}

/**
 * Brute-force protection. Every password attempt takes its points before the password is checked (an
 * atomic Redis increment), so parallel attempts cannot all pass a check made before any was counted:
 * - per client address, across accounts (password spraying);
 * - per account and address, strict: a stranger guessing from one address is stopped there, and cannot
 *   lock the owner, who signs in from another address;
 * - per account across addresses, larger (a guesser with many addresses): over it, only addresses the
 *   account has signed in from before are let through, so the owner at home or at the synagogue still
 *   gets in while the guessers wait.
 * A right password gives the points back.
 */
export function createAuthLimits(redis: Redis, env: LimitSettings) {
  const prefix = env.REDIS_PREFIX
  const failuresByIp = createLimiter(redis, {
    prefix,
    keyPrefix: 'login-fail-ip',
    points: env.LOGIN_IP_MAX_FAILURES,
    durationSec: env.LOGIN_IP_WINDOW_SECONDS,
  })
  const failuresByAccountAndIp = createLimiter(redis, {
    prefix,
    keyPrefix: 'login-fail-account-ip',
    points: env.LOGIN_ACCOUNT_IP_MAX_FAILURES,
    durationSec: env.LOGIN_ACCOUNT_WINDOW_SECONDS,
  })
  const failuresByAccount = createLimiter(redis, {
    prefix,
    keyPrefix: 'login-fail-account',
    points: env.LOGIN_ACCOUNT_MAX_FAILURES,
    durationSec: env.LOGIN_ACCOUNT_WINDOW_SECONDS,
  })
  const registrationsByIp = createLimiter(redis, {
    prefix,
    keyPrefix: 'register-ip',
    points: env.REGISTER_IP_MAX,
    durationSec: env.REGISTER_IP_WINDOW_SECONDS,
  })
  const demosByIp = createLimiter(redis, {
    prefix,
    keyPrefix: 'demo-ip',
    points: env.DEMO_IP_MAX,
    durationSec: env.DEMO_IP_WINDOW_SECONDS,
  })

  const pairKey = (account: string, ip: string) => `${account}|${ip}`

  return {
    /**
     * Takes one attempt's points before any password work, or answers 429 with Retry-After.
     * `knownAddress` is asked only when the account is over its across-addresses limit.
     */
    async beginLoginAttempt(
      ip: string,
      account: string,
      knownAddress: () => Promise<boolean>,
    ): Promise<LoginAttempt> {
      // An IPv6 caller counts by its /64: the addresses within one are all theirs.
      ip = addressKey(ip)
      const [byIp, byPair] = await Promise.all([
        take(failuresByIp, ip),
        take(failuresByAccountAndIp, pairKey(account, ip)),
      ])
      const refused = byIp ?? byPair
      if (refused) throw rateLimited(refused)
      // Only attempts an address was still allowed count toward the account's total: one address hammering
      // after its own limit cannot push the account over it.
      const byAccount = await take(failuresByAccount, account)
      if (byAccount && !(await knownAddress())) throw rateLimited(byAccount)
      return {
        async succeeded() {
          await Promise.all([
            failuresByIp.reward(ip, 1),
            failuresByAccountAndIp.delete(pairKey(account, ip)),
            failuresByAccount.reward(account, 1),
          ]).catch(() => undefined)
        },
      }
    },

    consumeRegistration: (ip: string) => consumeOrReject(registrationsByIp, addressKey(ip)),
    consumeDemo: (ip: string) => consumeOrReject(demosByIp, addressKey(ip)),
  }
}
export type AuthLimits = ReturnType<typeof createAuthLimits>
