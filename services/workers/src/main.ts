import { createLogger } from '@seats/kit'
import { loadWorkersEnv } from './env'
import { startMail } from './mail/mail.worker'
import { startMaintenance } from './maintenance/maintenance.worker'

const env = loadWorkersEnv()
const log = createLogger('workers', env.LOG_LEVEL)
// BullMQ workers block on Redis; they must not give up on a slow command.
const connection = { url: env.REDIS_URL, maxRetriesPerRequest: null }

const maintenance = await startMaintenance(env, connection, log)
const mail = await startMail(env, connection, log)
const running = [maintenance, ...(mail ? [mail] : [])]
log.info({ queues: [maintenance.queue.name, ...(mail ? [mail.worker.name] : [])] }, 'workers started')

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down')
    void Promise.allSettled(running.map((r) => r.close())).then(() => process.exit(0))
  })
}
