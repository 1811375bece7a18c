import { loadMailStandInEnv } from './env'
import { createLogger } from './logger'
import { loadOutboxFile, MailOutbox, saveOutboxFile } from './outbox'
import { listen } from './server'

const env = loadMailStandInEnv()
const log = createLogger(env.LOG_LEVEL)

const stateFile = env.STATE_FILE
const outbox = new MailOutbox({
  max: env.MAX_MESSAGES,
  state: stateFile ? loadOutboxFile(stateFile) : undefined,
  onChange: stateFile
    ? (snapshot) => {
        try {
          saveOutboxFile(stateFile, snapshot)
        } catch (err) {
          log.error({ err, stateFile }, 'could not write the state file')
        }
      }
    : undefined,
})

const running = await listen({
  outbox,
  smtpPort: env.SMTP_PORT,
  httpPort: env.PORT,
  host: env.HOST,
  testRoutes: env.TEST_ROUTES,
  log,
})
log.info({ smtp: running.smtpUrl, outbox: running.url, stateFile }, 'mail stand-in listening')

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down')
    void running.close().then(() => {
      log.info('stopped')
      process.exit(0)
    })
  })
}
