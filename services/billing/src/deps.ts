import type { BillingConfig } from '@seats/contracts'
import type {
  Clock,
  Knex,
  Logger,
  RateLimiterRedis,
  Realtime,
  Redis,
  TokenVerifier,
  AcceptedCallers,
} from '@seats/kit'
import type { CardProvider } from './features/provider'
import type { AuthClient } from './platform/auth-client'

/** Everything the service's routes need; main.ts builds the real ones, tests the same ones on test resources. */
export interface BillingDeps {
  /** Whose X-Forwarded-For to believe (TRUSTED_PROXIES); unset: loopback. */
  trustedProxies?: string
  db: Knex
  redis: Redis
  log: Logger
  verify: TokenVerifier
  provider: CardProvider
  auth: AuthClient
  /** Pushes to the account's open pages (a late payment settled). */
  realtime: Realtime
  /** createRecurringCharge calls per account. */
  chargeLimiter: RateLimiterRedis
  /** Where wardens open the app (links in billing email). */
  appUrl: string
  /** What the browser needs to tokenise a card. */
  cardScript: BillingConfig
  /** The shared service token other services present on /internal. */
  /** Who may call the /internal routes: each caller's own token, or one shared token. */
  internalToken: AcceptedCallers
  /** The clock of every date decision (tests move it with the card provider's test clock). */
  now: Clock
}
