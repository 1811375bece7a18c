/**
 * The reminders worker alone, as its own process, for tests that kill it (SIGKILL) mid-run. Configured by
 * the environment like the real workers process; prints "ready" once it takes jobs.
 */
import { createLogger } from '@seats/kit'
import { loadWorkersEnv } from '../env'
import { startReminders } from '../reminders/reminders.worker'

const env = loadWorkersEnv()
const running = await startReminders(
  env,
  { url: env.REDIS_URL, maxRetriesPerRequest: null },
  createLogger('workers', 'silent'),
)
await Promise.all(running.map((r) => r.worker.waitUntilReady()))
process.stdout.write('ready\n')
process.once('SIGTERM', () => void Promise.all(running.map((r) => r.close())).then(() => process.exit(0)))
