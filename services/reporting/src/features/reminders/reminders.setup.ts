import { createLimiter, type Clock, type Logger, type Redis } from '@seats/kit'
import type { Knex } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import type { ReminderQueue } from '../../platform/reminder-queue'
import type { ReportsService } from '../reports'
import { reminderConversation } from './reminder-call'
import { optOuts } from './opt-outs'
import { remindersRepo } from './reminders.repo'
import { httpAnswer, localProvider, yemotProvider, type LocalBehaviour } from './telephony'
import { yemotReminderCalls } from './yemot-reminder-calls'

export interface RemindersConfig {
  provider: 'local' | 'yemot'
  localBehaviour: LocalBehaviour
  runNow: boolean
  callTtlSec: number
  /** The local provider sends key presses to this URL (/api/ivr/reminder/json/<IVR_SECRET>); unset: in process. */
  callbackUrl?: () => string | undefined
  yemot?: { token: string; callerId: string; ivrPath: string; baseUrl: string; timeoutMs: number }
}

/** The reminders' part of ReportingDeps: the provider (local or Yemot), the queue, the run-now flag. */
export function remindersDeps(opts: {
  db: Knex
  redis: Redis
  redisPrefix: string
  log: Logger
  reports: ReportsService
  queue: ReminderQueue
  config: RemindersConfig
  now: Clock
}): ReportingDeps['reminders'] {
  const { config } = opts
  const conversation = reminderConversation({
    redis: opts.redis,
    redisPrefix: opts.redisPrefix,
    reports: opts.reports,
    optOuts: optOuts(opts.db),
    ttlSec: config.callTtlSec,
    now: opts.now,
  })
  const local = localProvider({
    repo: remindersRepo(opts.db),
    conversation,
    fallback: config.localBehaviour,
    answer: httpAnswer(config.callbackUrl ?? (() => undefined), conversation.answer),
  })
  const yemotCalls = yemotReminderCalls({
    redis: opts.redis,
    redisPrefix: opts.redisPrefix,
    conversation,
    callTtlSec: config.callTtlSec,
    log: opts.log,
  })
  const provider =
    config.provider === 'yemot' && config.yemot
      ? yemotProvider({ ...config.yemot, log: opts.log }, yemotCalls)
      : local
  const limiter = (keyPrefix: string, points: number) =>
    createLimiter(opts.redis, { prefix: opts.redisPrefix, keyPrefix, points, durationSec: 3_600 })
  return {
    provider,
    local,
    conversation,
    yemotCalls,
    queue: opts.queue,
    runNowEnabled: config.runNow,
    limits: {
      testCallsPerAccount: limiter('reminder-test-account', CALL_LIMITS.testCallsPerAccountHour),
      testCallsPerPhone: limiter('reminder-test-phone', CALL_LIMITS.testCallsPerPhoneHour),
      runsNowPerAccount: limiter('reminder-run-now-account', CALL_LIMITS.runsNowPerAccountHour),
      codesPerAccount: limiter('phone-code-account', CALL_LIMITS.codesPerAccountHour),
      codesPerPhone: limiter('phone-code-phone', CALL_LIMITS.codesPerPhoneHour),
    },
  }
}

/**
 * What a warden may ring by hand in an hour: test calls (to the account's phone, and to any one phone from
 * every account together), runs started now and verification codes. A paid call each, and a way to pester someone.
 */
export const CALL_LIMITS = {
  testCallsPerAccountHour: 5,
  testCallsPerPhoneHour: 3,
  runsNowPerAccountHour: 6,
  codesPerAccountHour: 5,
  codesPerPhoneHour: 5,
}
