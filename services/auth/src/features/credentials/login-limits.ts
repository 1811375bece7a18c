import {
  addressKey,
  rateLimitedFor,
  consumeOrReject,
  createLimiter,
  RateLimiterRes,
  type RateLimiterRedis,
  type Redis,
} from '@seats/kit'
import type { AuthEnv } from '../../env'
import { loginTurns } from './login-turns'

type LimitSettings = Pick<
  AuthEnv,
  | 'REDIS_PREFIX'
  | 'LOGIN_IP_MAX_FAILURES'
  | 'LOGIN_IP_WINDOW_SECONDS'
  | 'LOGIN_ACCOUNT_IP_MAX_FAILURES'
  | 'LOGIN_ACCOUNT_SLOW_AFTER_FAILURES'
  | 'LOGIN_ACCOUNT_WINDOW_SECONDS'
  | 'LOGIN_SLOW_FIRST_DELAY_MS'
  | 'LOGIN_SLOW_MAX_DELAY_MS'
  | 'LOGIN_SLOW_MAX_WAIT_MS'
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

const rateLimited = (res: RateLimiterRes) => rateLimitedFor(res.msBeforeNext)

/** The account's failures counted so far in the window, this attempt included; null when Redis is away. */
async function count(limiter: RateLimiterRedis, key: string): Promise<number | null> {
  try {
    return (await limiter.consume(key)).consumedPoints
  } catch (res) {
    return res instanceof RateLimiterRes ? res.consumedPoints : null
  }
}

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
 * - per account across addresses (a guesser with many addresses): over a threshold, attempts from
 *   addresses the account never signed in from take turns, one at a time across every instance, with a
 *   spacing doubling per failure up to a few seconds. The guessers' rate stays bounded, and the owner on a
 *   new address is slowed, not locked out; the owner at home or at the synagogue is not even slowed.
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
    // Counted, never refused: past the threshold attempts are spaced out instead.
    points: Number.MAX_SAFE_INTEGER,
    durationSec: env.LOGIN_ACCOUNT_WINDOW_SECONDS,
  })
  const turns = loginTurns(redis, prefix, {
    firstDelayMs: env.LOGIN_SLOW_FIRST_DELAY_MS,
    maxDelayMs: env.LOGIN_SLOW_MAX_DELAY_MS,
    maxWaitMs: env.LOGIN_SLOW_MAX_WAIT_MS,
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
     * Takes one attempt's points before any password work, or answers 429 with Retry-After; on an account
     * under attack, waits for its turn first. `knownAddress` is asked only then.
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
      const failures = await count(failuresByAccount, account)
      const over = (failures ?? 0) - env.LOGIN_ACCOUNT_SLOW_AFTER_FAILURES
      if (over > 0 && !(await knownAddress())) {
        const turn = await turns.take(account, over - 1).catch(() => null)
        if (turn && !turn.granted) {
          // Not checked, so not a failure of the account (its spacing does not grow), but the address's
          // attempt counts: keeping the queue full takes about 30 addresses at the defaults, not a few.
          await failuresByAccount.reward(account, 1).catch(() => undefined)
          throw rateLimitedFor(turn.retryAfterMs)
        }
      }
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
