import type {
  AccountsClient,
  Knex,
  Logger,
  RateLimiterRedis,
  Redis,
  TokenVerifier,
  AcceptedCallers,
} from '@seats/kit'

/** Everything the service's routes need; main.ts builds the real ones, tests the same ones on test resources. */
export interface LeadsDeps {
  db: Knex
  redis: Redis
  log: Logger
  verify: TokenVerifier
  /** Auth's view of an account; admin rights are read from it, not from the token. */
  accounts: Pick<AccountsClient, 'fresh'>
  /** Public contact-form submissions per client address. */
  publicLeadLimiter: RateLimiterRedis
  /** Whose X-Forwarded-For to believe (TRUSTED_PROXIES); unset: loopback. */
  trustedProxies?: string
  /** The shared service token other services present on /internal. */
  /** Who may call the /internal routes: each caller's own token, or one shared token. */
  internalToken: AcceptedCallers
}
