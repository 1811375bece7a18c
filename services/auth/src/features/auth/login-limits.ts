import { AppError, consumeOrReject, createLimiter, isBlocked, type Redis } from '@seats/kit'
import type { AuthEnv } from '../../env'

type LimitSettings = Pick<
  AuthEnv,
  | 'REDIS_PREFIX'
  | 'LOGIN_IP_MAX_FAILURES'
  | 'LOGIN_IP_WINDOW_SECONDS'
  | 'LOGIN_ACCOUNT_MAX_FAILURES'
  | 'LOGIN_ACCOUNT_WINDOW_SECONDS'
  | 'REGISTER_IP_MAX'
  | 'REGISTER_IP_WINDOW_SECONDS'
  | 'DEMO_IP_MAX'
  | 'DEMO_IP_WINDOW_SECONDS'
>

/**
 * Brute-force protection in rate-limiter-flexible's "login endpoint" pattern: failed logins are counted
 * per client address and, consecutively, per account; a success clears the account's count.
 */
export function createAuthLimits(redis: Redis, env: LimitSettings) {
  const prefix = env.REDIS_PREFIX
  const failuresByIp = createLimiter(redis, {
    prefix,
    keyPrefix: 'login-fail-ip',
    points: env.LOGIN_IP_MAX_FAILURES,
    durationSec: env.LOGIN_IP_WINDOW_SECONDS,
  })
  const consecutiveFailuresByAccount = createLimiter(redis, {
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

  return {
    /** Refuses before any password work when the address or the account is locked out. */
    async assertLoginAllowed(ip: string, account: string): Promise<void> {
      const [byIp, byAccount] = await Promise.all([
        isBlocked(failuresByIp, ip),
        isBlocked(consecutiveFailuresByAccount, account),
      ])
      const wait = Math.max(byIp, byAccount)
      if (wait > 0) throw new AppError('rate_limited', { headers: { 'Retry-After': String(wait) } })
    },

    async recordLoginFailure(ip: string, account: string): Promise<void> {
      // Rejections only mean "already over the limit"; the next attempt is refused by assertLoginAllowed.
      await Promise.all([
        failuresByIp.consume(ip).catch(() => undefined),
        consecutiveFailuresByAccount.consume(account).catch(() => undefined),
      ])
    },

    async recordLoginSuccess(account: string): Promise<void> {
      await consecutiveFailuresByAccount.delete(account).catch(() => undefined)
    },

    consumeRegistration: (ip: string) => consumeOrReject(registrationsByIp, ip),
    consumeDemo: (ip: string) => consumeOrReject(demosByIp, ip),
  }
}
export type AuthLimits = ReturnType<typeof createAuthLimits>
