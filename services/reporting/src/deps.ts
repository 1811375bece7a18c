import type { PhoneLine } from '@seats/contracts'
import type {
  AccountsClient,
  Clock,
  Knex,
  Logger,
  RateLimiterRedis,
  Redis,
  TokenVerifier,
  AcceptedCallers,
  LinkTokens,
} from '@seats/kit'
import type { ReminderConversation, TelephonyProvider, YemotReminderCalls } from './features/reminders'
import type { LobbyLinkTokens } from './features/lobby/lobby-tokens'
import type { SmsProvider } from './features/sms'
import type { GuestMapQueue } from './platform/guest-map-queue'
import type { ReminderQueue } from './platform/reminder-queue'
import type { Realtime } from './platform/realtime'
import type { SeatingClient } from './platform/seating-client'

/** Everything the service's routes need; main.ts builds the real ones, tests the same ones on test resources. */
export interface ReportingDeps {
  /** Whose X-Forwarded-For to believe (TRUSTED_PROXIES); unset: loopback. */
  trustedProxies?: string
  db: Knex
  redis: Redis
  redisPrefix: string
  log: Logger
  verify: TokenVerifier
  seating: SeatingClient
  /** auth's account (subscription for 402, synagogue name and the warden's phone). */
  accounts: AccountsClient
  realtime: Realtime
  ivr: {
    /** The accepted secrets: the current one, and the previous one during a rotation. Empty: the line is off (404). */
    secrets: string[]
    /** Requests per caller number. */
    limiter: RateLimiterRedis
    callTtlSec: number
  }
  /** The shared service token other services present on /internal. */
  /** Who may call the /internal routes: each caller's own token, or one shared token. */
  internalToken: AcceptedCallers
  /** The number worshippers call (IVR_PHONE_NUMBER). */
  phoneLine: PhoneLine
  reminders: {
    /** The provider that rings real phones (Yemot when configured, else the local one). */
    provider: TelephonyProvider
    /** The local provider: demo and guest accounts ring through it alone, whatever is configured. */
    local: TelephonyProvider
    /** The reminder call's conversation (its key presses arrive on /api/ivr/reminder/json/:secret). */
    conversation: ReminderConversation
    /** Reminders rung through Yemot, held until its API extension calls for the answered callee. */
    yemotCalls: YemotReminderCalls
    queue: ReminderQueue
    /** POST /api/reminders/run-now is offered (REMINDERS_RUN_NOW, development systems). */
    runNowEnabled: boolean
    /** Calls rung by hand, per hour (reminders.setup CALL_LIMITS). */
    limits: {
      testCallsPerAccount: RateLimiterRedis
      testCallsPerPhone: RateLimiterRedis
      runsNowPerAccount: RateLimiterRedis
      /** Verification codes sent, per account and per phone. */
      codesPerAccount: RateLimiterRedis
      codesPerPhone: RateLimiterRedis
    }
  }
  /** Worshippers' report links (REPORT_LINK_SECRET; null: links are off). */
  reportLinks: {
    tokens: LinkTokens | null
    /** Where the app is reached (APP_URL): the SMS link starts with it. */
    appUrl: string
    limits: {
      smsPerPhone: RateLimiterRedis
      sendAllPerAccount: RateLimiterRedis
      pagePerAddress: RateLimiterRedis
      pagePerLink: RateLimiterRedis
    }
  }
  /** Lobby screens' links (signed from REPORT_LINK_SECRET; null: screens are off). */
  lobby: {
    tokens: LobbyLinkTokens | null
    limits: { pagePerAddress: RateLimiterRedis; pagePerLink: RateLimiterRedis }
  }
  /** The guest map mailed as PDFs: one job a mailing on the workers' queue. */
  guestMaps: { queue: GuestMapQueue }
  sms: {
    /** The provider that texts real phones (Yemot when configured, else the local one). */
    provider: SmsProvider
    /** The local provider: demo and guest accounts text through it alone (smsProviderFor). */
    local: SmsProvider
  }
  /** The clock; tests move it. */
  now: Clock
}
