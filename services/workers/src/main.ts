import { MAIL_QUEUE } from '@seats/contracts'
import { createLogger, createMetrics, serveMetrics } from '@seats/kit'
import { Queue } from 'bullmq'
import { loadWorkersEnv } from './env'
import { startGuestMaps } from './guest-maps/guest-maps.worker'
import { startMail } from './mail/mail.worker'
import { startMaintenance } from './maintenance/maintenance.worker'
import { startReminders } from './reminders/reminders.worker'

const env = loadWorkersEnv()
const log = createLogger('workers', env.LOG_LEVEL)
// BullMQ workers block on Redis; they must not give up on a slow command.
const connection = { url: env.REDIS_URL, maxRetriesPerRequest: null }

const maintenance = await startMaintenance(env, connection, log)
const mail = await startMail(env, connection, log)
const reminders = await startReminders(env, connection, log)
const guestMaps = await startGuestMaps(env, connection, log)
const running: Array<{ close: () => Promise<void> }> = [
  maintenance,
  ...(mail ? [mail] : []),
  ...reminders,
  ...(guestMaps ? [guestMaps] : []),
]

// Queue depths and failures, read from Redis when scraped (every instance sees the same queues).
const metrics = createMetrics('workers')
const mailQueue = new Queue(MAIL_QUEUE, { connection, prefix: env.REDIS_PREFIX })
const queues = [
  maintenance.queue,
  mailQueue,
  ...reminders.map((r) => r.queue),
  ...(guestMaps ? [guestMaps.queue] : []),
]
metrics.gauge('bullmq_jobs', 'BullMQ jobs by queue and state', ['queue', 'state'], async () =>
  (
    await Promise.all(
      queues.map(async (q) => {
        const counts = await q.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed')
        return Object.entries(counts).map(([state, n]): [Record<string, string>, number] => [
          { queue: q.name, state },
          n,
        ])
      }),
    )
  ).flat(),
)
const metricsServer = env.METRICS_PORT
  ? await serveMetrics(metrics, env.METRICS_PORT, log, env.METRICS_HOST)
  : null
running.push({ close: () => mailQueue.close() }, { close: async () => void metricsServer?.close() })
log.info(
  {
    queues: [
      maintenance.queue.name,
      ...(mail ? [mail.worker.name] : []),
      ...reminders.map((r) => r.queue.name),
      ...(guestMaps ? [guestMaps.queue.name] : []),
    ],
  },
  'workers started',
)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down')
    void Promise.allSettled(running.map((r) => r.close())).then(() => process.exit(0))
  })
}
