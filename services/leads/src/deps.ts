import type { AccountsClient, Knex, Logger, RateLimiterRedis, Redis, TokenVerifier } from '@seats/kit'

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
  /** X-Forwarded-For entries appended by our own proxies; 0 trusts none. */
  proxyHops: number
  /** The shared service token other services present on /internal. */
  internalToken: string
}
