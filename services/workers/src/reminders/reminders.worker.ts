import {
  REMINDER_CALL_JOB,
  REMINDER_RUN_JOB,
  REMINDERS_QUEUE,
  reminderCallJobId,
  reminderCallJobSchema,
  reminderPlaceCallSchema,
  reminderRunJobSchema,
  reminderRunStartSchema,
  type ReminderCallJob,
} from '@seats/contracts'
import { createInternalClient, type Logger } from '@seats/kit'
import { Queue, Worker, type ConnectionOptions, type Job } from 'bullmq'
import type { WorkersEnv } from '../env'

export type RemindersEnv = Pick<
  WorkersEnv,
  | 'REDIS_PREFIX'
  | 'INTERNAL_TOKEN'
  | 'REPORTING_URL'
  | 'REMINDER_CALLS_PER_SECOND'
  | 'REMINDER_CALL_ATTEMPTS'
  | 'REMINDER_RETRY_DELAY_MS'
  | 'REMINDER_CONCURRENCY'
>

/** A call's final job stays this long, so a run job repeated that week finds its id and adds nothing. */
const KEEP_CALL_JOBS_SEC = 8 * 86_400

/**
 * The `reminders` queue. Reporting keeps one job scheduler per account (and adds "run now" jobs); here the
 * run job asks reporting for the run due now and adds one call job per phone, id (account, date, phone),
 * and each call job asks reporting to place one attempt. Busy or no answer: retried after
 * REMINDER_RETRY_DELAY_MS up to REMINDER_CALL_ATTEMPTS; the limiter caps calls per second across every
 * instance. Job data holds ids and phones only. Without REPORTING_URL nothing starts.
 */
export async function startReminders(env: RemindersEnv, connection: ConnectionOptions, log: Logger) {
  if (!env.REPORTING_URL) return []
  const reporting = createInternalClient(env.REPORTING_URL, env.INTERNAL_TOKEN, { timeoutMs: 60_000 })
  const queue = new Queue(REMINDERS_QUEUE, { connection, prefix: env.REDIS_PREFIX })

  async function run(job: Job) {
    const data = reminderRunJobSchema.parse(job.data)
    const start = await reporting.call('POST', `/internal/reminders/accounts/${data.accountId}/runs`, {
      body: data.runId === undefined ? {} : { runId: data.runId },
      schema: reminderRunStartSchema,
    })
    if (!start.run) return { runId: null, calls: 0 }
    const { id: runId, date } = start.run
    await queue.addBulk(
      start.phones.map((phone) => ({
        name: REMINDER_CALL_JOB,
        data: { accountId: data.accountId, runId, phone } satisfies ReminderCallJob,
        opts: {
          jobId: reminderCallJobId(data.accountId, date, phone, runId),
          attempts: env.REMINDER_CALL_ATTEMPTS,
          backoff: { type: 'fixed', delay: env.REMINDER_RETRY_DELAY_MS },
          removeOnComplete: { age: KEEP_CALL_JOBS_SEC },
          removeOnFail: { age: KEEP_CALL_JOBS_SEC },
        },
      })),
    )
    return { runId, calls: start.phones.length }
  }

  async function call(job: Job) {
    const data = reminderCallJobSchema.parse(job.data)
    const attempt = job.attemptsMade + 1
    const result = await reporting.call('POST', `/internal/reminders/runs/${data.runId}/calls`, {
      body: { phone: data.phone, attempt, lastAttempt: attempt >= (job.opts.attempts ?? 1) },
      schema: reminderPlaceCallSchema,
    })
    // Busy or no answer before the last attempt: BullMQ tries again after the backoff.
    if (result.retry) throw new Error(result.outcome)
    return result
  }

  const worker = new Worker(
    REMINDERS_QUEUE,
    async (job) => {
      if (job.name === REMINDER_RUN_JOB) return run(job)
      if (job.name === REMINDER_CALL_JOB) return call(job)
      throw new Error(`unknown reminders job ${job.name}`)
    },
    {
      connection,
      prefix: env.REDIS_PREFIX,
      concurrency: env.REMINDER_CONCURRENCY,
      limiter: { max: env.REMINDER_CALLS_PER_SECOND, duration: 1_000 },
    },
  )
  worker.on('completed', (job, result) => {
    if (job.name === REMINDER_RUN_JOB) log.info({ job: job.name, id: job.id, result }, 'reminder run queued')
  })
  worker.on('failed', (job, err) => log.warn({ job: job?.name, id: job?.id, err: err.message }, 'job failed'))
  return [
    {
      queue,
      worker,
      close: async () => {
        await worker.close()
        await queue.close()
      },
    },
  ]
}
