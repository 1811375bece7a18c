import { createLogger } from '@seats/kit'
import { loadWorkersEnv } from './env'
import { startMaintenance } from './maintenance/maintenance.worker'
import { startReminders } from './reminders/reminders.worker'

const env = loadWorkersEnv()
const log = createLogger('workers', env.LOG_LEVEL)
// BullMQ workers block on Redis; they must not give up on a slow command.
const connection = { url: env.REDIS_URL, maxRetriesPerRequest: null }

const running = [
  await startMaintenance(env, connection, log),
  ...(await startReminders(env, connection, log)),
]
log.info({ queues: running.map((r) => r.queue.name) }, 'workers started')

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down')
    void Promise.allSettled(running.map((r) => r.close())).then(() => process.exit(0))
  })
}
