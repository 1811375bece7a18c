import type { PhoneLine } from '@seats/contracts'
import type { Knex, Logger, RateLimiterRedis, Redis, TokenVerifier } from '@seats/kit'
import type { AuthClient } from './platform/auth-client'
import type { Realtime } from './platform/realtime'
import type { SeatingClient } from './platform/seating-client'

/** Everything the service's routes need; main.ts builds the real ones, tests the same ones on test resources. */
export interface ReportingDeps {
  db: Knex
  redis: Redis
  redisPrefix: string
  log: Logger
  verify: TokenVerifier
  seating: SeatingClient
  /** Auth's internal API: whether an account is an admin now. */
  auth: AuthClient
  realtime: Realtime
  ivr: {
    /** Unset: the phone line is off and answers 404. */
    secret: string | undefined
    /** Requests per caller number. */
    limiter: RateLimiterRedis
    callTtlSec: number
  }
  /** The shared service token other services present on /internal. */
  internalToken: string
  /** The number worshippers call (IVR_PHONE_NUMBER). */
  phoneLine: PhoneLine
  /** The clock; tests move it. */
  now: () => Date
}
