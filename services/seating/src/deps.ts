import type { MapDocumentCache } from './features/maps'
import type { Messages } from './platform/messages'
import type {
  AcceptedCallers,
  AccountsClient,
  Clock,
  Knex,
  LinkTokens,
  Logger,
  Outbox,
  Realtime,
  Redis,
  TokenVerifier,
} from '@seats/kit'

/** Everything the service's routes need; main.ts builds the real ones, tests the same ones on test resources. */
export interface SeatingDeps {
  /** Whose X-Forwarded-For to believe (TRUSTED_PROXIES); unset: loopback. */
  trustedProxies?: string
  db: Knex
  redis: Redis
  /** Keys of this service in Redis (its rate limits) start with it. */
  redisPrefix: string
  log: Logger
  verify: TokenVerifier
  accounts: AccountsClient
  realtime: Realtime
  outbox: Outbox
  mapCache: MapDocumentCache
  bulkBodyLimit: string
  /** The shared service token other services present on /internal. */
  /** Who may call the /internal routes: each caller's own token, or one shared token. */
  internalToken: AcceptedCallers
  /** The calendar's clock (the holidays suggested from today); tests move it. */
  now: Clock
  /** Texts and emails to households (platform/messages.ts). */
  messages: Messages
  /** Households' seat request links: signed with SEASON_LINK_SECRET (null: none is sent or opened). */
  seasonLinks: { tokens: LinkTokens | null; appUrl: string }
}
