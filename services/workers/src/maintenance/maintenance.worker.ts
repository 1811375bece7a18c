import { Queue, Worker, type ConnectionOptions } from 'bullmq'
import type { Logger } from '@seats/kit'
import type { WorkersEnv } from '../env'
import {
  MAINTENANCE_QUEUE,
  PURGE_DEMO_GUESTS_JOB,
  PURGE_DEMO_GUESTS_SCHEDULER,
  PURGE_REFRESH_TOKENS_JOB,
  PURGE_REFRESH_TOKENS_SCHEDULER,
  RECONCILE_BILLING_JOB,
  RECONCILE_BILLING_SCHEDULER,
  SWEEP_DELETED_ACCOUNTS_JOB,
  SWEEP_DELETED_ACCOUNTS_SCHEDULER,
  TRIAL_REMINDERS_JOB,
  TRIAL_REMINDERS_SCHEDULER,
} from './maintenance.queue'
import { purgeDemoGuests } from './purge-demo-guests.processor'
import { purgeRefreshTokens } from './purge-refresh-tokens.processor'
import { reconcileBilling } from './reconcile-billing.processor'
import { sweepDeletedAccounts } from './sweep-deleted-accounts.processor'
import { sendTrialReminders } from './trial-reminders.processor'

export async function startMaintenance(env: WorkersEnv, connection: ConnectionOptions, log: Logger) {
  const queue = new Queue(MAINTENANCE_QUEUE, { connection, prefix: env.REDIS_PREFIX })
  const jobOpts = {
    attempts: 5,
    backoff: { type: 'exponential', delay: 30_000 },
    removeOnComplete: 100,
    removeOnFail: 500,
  }
  await queue.upsertJobScheduler(
    PURGE_REFRESH_TOKENS_SCHEDULER,
    { pattern: env.PURGE_TOKENS_CRON, tz: 'Asia/Jerusalem' },
    { name: PURGE_REFRESH_TOKENS_JOB, opts: jobOpts },
  )
  await queue.upsertJobScheduler(
    PURGE_DEMO_GUESTS_SCHEDULER,
    { pattern: env.PURGE_DEMO_GUESTS_CRON, tz: 'Asia/Jerusalem' },
    { name: PURGE_DEMO_GUESTS_JOB, opts: jobOpts },
  )
  await queue.upsertJobScheduler(
    TRIAL_REMINDERS_SCHEDULER,
    { pattern: env.TRIAL_REMINDERS_CRON, tz: 'Asia/Jerusalem' },
    { name: TRIAL_REMINDERS_JOB, opts: jobOpts },
  )
  if (env.BILLING_URL) {
    await queue.upsertJobScheduler(
      RECONCILE_BILLING_SCHEDULER,
      { pattern: env.RECONCILE_BILLING_CRON, tz: 'Asia/Jerusalem' },
      // The next run comes soon: a failed one is retried once, never piled up.
      { name: RECONCILE_BILLING_JOB, opts: { ...jobOpts, attempts: 2 } },
    )
  } else {
    await queue.removeJobScheduler(RECONCILE_BILLING_SCHEDULER)
  }
  const sweepUrls = { seating: env.SEATING_URL, reporting: env.REPORTING_URL }
  if (sweepUrls.seating || sweepUrls.reporting) {
    await queue.upsertJobScheduler(
      SWEEP_DELETED_ACCOUNTS_SCHEDULER,
      { pattern: env.SWEEP_DELETED_ACCOUNTS_CRON, tz: 'Asia/Jerusalem' },
      { name: SWEEP_DELETED_ACCOUNTS_JOB, opts: { ...jobOpts, attempts: 2 } },
    )
  } else {
    await queue.removeJobScheduler(SWEEP_DELETED_ACCOUNTS_SCHEDULER)
  }
  const billingUrl = env.BILLING_URL
  const worker = new Worker(
    MAINTENANCE_QUEUE,
    async (job) => {
      if (job.name === PURGE_REFRESH_TOKENS_JOB) return purgeRefreshTokens(env.AUTH_URL, env.INTERNAL_TOKEN)
      if (job.name === PURGE_DEMO_GUESTS_JOB) return purgeDemoGuests(env.AUTH_URL, env.INTERNAL_TOKEN)
      if (job.name === TRIAL_REMINDERS_JOB) return sendTrialReminders(env.AUTH_URL, env.INTERNAL_TOKEN)
      if (job.name === RECONCILE_BILLING_JOB && billingUrl)
        return reconcileBilling(billingUrl, env.INTERNAL_TOKEN)
      if (job.name === SWEEP_DELETED_ACCOUNTS_JOB) return sweepDeletedAccounts(sweepUrls, env.INTERNAL_TOKEN)
      throw new Error(`unknown maintenance job ${job.name}`)
    },
    { connection, prefix: env.REDIS_PREFIX, concurrency: 1 },
  )
  worker.on('completed', (job, result) => log.info({ job: job.name, id: job.id, result }, 'job completed'))
  worker.on('failed', (job, err) => log.warn({ job: job?.name, id: job?.id, err: err.message }, 'job failed'))
  return {
    queue,
    worker,
    close: async () => {
      await worker.close()
      await queue.close()
    },
  }
}
