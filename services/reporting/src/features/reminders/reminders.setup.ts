import type { Logger, Redis } from '@seats/kit'
import type { Knex } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import type { ReminderQueue } from '../../platform/reminder-queue'
import type { ReportsService } from '../reports/reports.service'
import { reminderConversation } from './reminder-call'
import { remindersRepo } from './reminders.repo'
import { httpAnswer, localProvider, yemotProvider, type LocalBehaviour } from './telephony'

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
}): ReportingDeps['reminders'] {
  const { config } = opts
  const conversation = reminderConversation({
    redis: opts.redis,
    redisPrefix: opts.redisPrefix,
    reports: opts.reports,
    ttlSec: config.callTtlSec,
  })
  const provider =
    config.provider === 'yemot' && config.yemot
      ? yemotProvider({ ...config.yemot, log: opts.log })
      : localProvider({
          repo: remindersRepo(opts.db),
          conversation,
          fallback: config.localBehaviour,
          answer: httpAnswer(config.callbackUrl ?? (() => undefined), conversation.answer),
        })
  return { provider, conversation, queue: opts.queue, runNowEnabled: config.runNow }
}
