import { GUEST_MAP_QUEUE, GUEST_MAP_SEND_JOB, GUEST_MAP_TICK_JOB, guestMapTickSchema } from '@seats/contracts'
import { createInternalClient, type Logger } from '@seats/kit'
import { Queue, Worker, type ConnectionOptions } from 'bullmq'
import type { WorkersEnv } from '../env'
import { processGuestMapJob } from './guest-map.processor'
import { createPrintRenderer } from './print-renderer'

export type GuestMapsEnv = Pick<
  WorkersEnv,
  | 'REDIS_PREFIX'
  | 'INTERNAL_TOKEN'
  | 'AUTH_URL'
  | 'REPORTING_URL'
  | 'PRINT_APP_URL'
  | 'CHROMIUM_PATH'
  | 'GUEST_MAP_TICK_CRON'
  | 'GUEST_MAP_CONCURRENCY'
  | 'GUEST_MAP_RENDER_TIMEOUT_MS'
>

/** The tick's scheduler id: one schedule however many instances upsert it. */
export const GUEST_MAP_TICK_SCHEDULER = 'guest-maps-tick'

/**
 * The `guest-maps` queue: a tick every few minutes asks reporting to queue the mailings due (an eve's map at
 * its time, an updated map after a report), and each `send` job renders the print view to PDF in headless
 * Chromium and hands the mail to auth. GUEST_MAP_CONCURRENCY PDFs at once per instance (a page is about
 * 100 MB), each within GUEST_MAP_RENDER_TIMEOUT_MS. Off without REPORTING_URL or PRINT_APP_URL.
 */
export async function startGuestMaps(env: GuestMapsEnv, connection: ConnectionOptions, log: Logger) {
  if (!env.REPORTING_URL || !env.PRINT_APP_URL) return null
  const reporting = createInternalClient(env.REPORTING_URL, env.INTERNAL_TOKEN, { timeoutMs: 30_000 })
  // A message with its PDFs is a few hundred kilobytes to store.
  const auth = createInternalClient(env.AUTH_URL, env.INTERNAL_TOKEN, { timeoutMs: 30_000 })
  const renderer = createPrintRenderer({
    appUrl: env.PRINT_APP_URL,
    chromiumPath: env.CHROMIUM_PATH,
    timeoutMs: env.GUEST_MAP_RENDER_TIMEOUT_MS,
  })
  const queue = new Queue(GUEST_MAP_QUEUE, { connection, prefix: env.REDIS_PREFIX })
  await queue.upsertJobScheduler(
    GUEST_MAP_TICK_SCHEDULER,
    { pattern: env.GUEST_MAP_TICK_CRON, tz: 'Asia/Jerusalem' },
    { name: GUEST_MAP_TICK_JOB, opts: { removeOnComplete: 50, removeOnFail: 100 } },
  )
  const worker = new Worker(
    GUEST_MAP_QUEUE,
    async (job) => {
      if (job.name === GUEST_MAP_TICK_JOB)
        return reporting.call('POST', '/internal/guest-map-mails/tick', {
          body: {},
          schema: guestMapTickSchema,
        })
      if (job.name === GUEST_MAP_SEND_JOB) return processGuestMapJob(job, { reporting, auth, renderer, log })
      throw new Error(`unknown guest-maps job ${job.name}`)
    },
    {
      connection,
      prefix: env.REDIS_PREFIX,
      concurrency: env.GUEST_MAP_CONCURRENCY,
      // A render holds the job for up to its timeout per PDF; the lock is renewed meanwhile.
      lockDuration: 60_000,
    },
  )
  worker.on('completed', (job, result) => {
    if (job.name === GUEST_MAP_SEND_JOB) log.info({ id: job.id, result }, 'guest map job completed')
  })
  worker.on('failed', (job, err) =>
    log.warn(
      { job: job?.name, id: job?.id, attempts: job?.attemptsMade, err: err.message },
      'guest map job failed',
    ),
  )
  worker.on('error', (err) => log.warn({ err: err.message }, 'guest maps worker error'))
  queue.on('error', (err) => log.warn({ err: err.message }, 'guest maps queue error'))
  return {
    queue,
    worker,
    close: async () => {
      await worker.close()
      await renderer.close()
      await queue.close()
    },
  }
}
