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
  type ReminderRetry,
} from '@seats/contracts'
import { createInternalClient, type Logger } from '@seats/kit'
import { DelayedError, Queue, Worker, type ConnectionOptions, type Job } from 'bullmq'
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
  | 'REMINDER_PROVIDER_ERRORS'
  | 'REMINDER_PROVIDER_RETRY_MS'
  | 'REMINDER_LOCK_MS'
>

/** A call's final job stays this long, so a run job repeated that week finds its id and adds nothing. */
const KEEP_CALL_JOBS_SEC = 8 * 86_400
/**
 * Deliveries of one job that end in an error (reporting unreachable, a dropped connection), 2 s doubling:
 * about an hour. Busy, no answer and provider refusals are not errors: they delay the job without using one.
 */
const JOB_ATTEMPTS = 12
const JOB_BACKOFF_MS = 2_000
/** Another delivery's attempt is still with the provider: look again after this. */
const IN_PROGRESS_RECHECK_MS = 30_000
const PROVIDER_RETRY_CAP_MS = 10 * 60_000

/**
 * The `reminders` queue. Reporting keeps one job scheduler per account (and adds "run now" jobs); here the
 * run job asks reporting for the run due now and adds one call job per phone, id (account, date, phone),
 * and each call job asks reporting to place one attempt. Reporting counts attempts and holds each one while
 * it is with the provider, so a job delivered twice (a killed worker, Redis restarted before a completion
 * was written) never rings twice. Busy or no answer: again after REMINDER_RETRY_DELAY_MS, up to
 * REMINDER_CALL_ATTEMPTS; the provider refusing: again with a doubling wait, up to REMINDER_PROVIDER_ERRORS.
 * The limiter caps calls per second across every instance. Job data holds ids and phones only. Without
 * REPORTING_URL nothing starts.
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
          attempts: JOB_ATTEMPTS,
          backoff: { type: 'exponential', delay: JOB_BACKOFF_MS },
          removeOnComplete: { age: KEEP_CALL_JOBS_SEC },
          removeOnFail: { age: KEEP_CALL_JOBS_SEC },
        },
      })),
    )
    return { runId, calls: start.phones.length }
  }

  const retryDelay = (retry: ReminderRetry): number => {
    if (retry.reason === 'in_progress') return IN_PROGRESS_RECHECK_MS
    if (retry.reason === 'provider_error')
      return Math.min(env.REMINDER_PROVIDER_RETRY_MS * 2 ** (retry.count - 1), PROVIDER_RETRY_CAP_MS)
    return env.REMINDER_RETRY_DELAY_MS
  }

  async function call(job: Job, token: string | undefined) {
    const data = reminderCallJobSchema.parse(job.data)
    const result = await reporting.call('POST', `/internal/reminders/runs/${data.runId}/calls`, {
      body: {
        phone: data.phone,
        maxAttempts: env.REMINDER_CALL_ATTEMPTS,
        maxProviderErrors: env.REMINDER_PROVIDER_ERRORS,
      },
      schema: reminderPlaceCallSchema,
    })
    // Each attempt's outcome is in the log too, for the operator tracing one worshipper's call.
    log.info(
      {
        job: job.name,
        accountId: data.accountId,
        runId: data.runId,
        phone: data.phone,
        outcome: result.outcome,
        attempt: result.attempts ?? null,
        retry: result.retry?.reason ?? null,
      },
      'reminder call',
    )
    if (!result.retry) return result
    // Later, without spending one of the job's attempts (those are for errors).
    await job.moveToDelayed(Date.now() + retryDelay(result.retry), token)
    throw new DelayedError()
  }

  const worker = new Worker(
    REMINDERS_QUEUE,
    async (job, token) => {
      if (job.name === REMINDER_RUN_JOB) return run(job)
      if (job.name === REMINDER_CALL_JOB) return call(job, token)
      throw new Error(`unknown reminders job ${job.name}`)
    },
    {
      connection,
      prefix: env.REDIS_PREFIX,
      concurrency: env.REMINDER_CONCURRENCY,
      limiter: { max: env.REMINDER_CALLS_PER_SECOND, duration: 1_000 },
      lockDuration: env.REMINDER_LOCK_MS,
      stalledInterval: env.REMINDER_LOCK_MS,
      // A job whose worker died is taken over again even if that happens more than once.
      maxStalledCount: 5,
    },
  )
  worker.on('completed', (job, result) => {
    if (job.name === REMINDER_RUN_JOB) log.info({ job: job.name, id: job.id, result }, 'reminder run queued')
  })
  worker.on('failed', (job, err) => log.warn({ job: job?.name, id: job?.id, err: err.message }, 'job failed'))
  // Redis away (a restart, a failover): logged; ioredis reconnects and the jobs carry on.
  worker.on('error', (err) => log.warn({ err: err.message }, 'reminders worker error'))
  queue.on('error', (err) => log.warn({ err: err.message }, 'reminders queue error'))
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
