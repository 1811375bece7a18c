import { CardStore } from './domain/store'
import { loadStateFile, saveStateFile } from './domain/state-file'
import type { StoreState } from './domain/state'
import { loadCardStandInEnv } from './env'
import { createLogger } from './logger'
import { listen } from './server'

const env = loadCardStandInEnv()
const log = createLogger(env.LOG_LEVEL)

const stateFile = env.STATE_FILE
const persist = stateFile
  ? (state: StoreState) => {
      try {
        saveStateFile(stateFile, state)
      } catch (err) {
        log.error({ err, stateFile }, 'could not write the state file')
      }
    }
  : undefined
const store = new CardStore({ state: stateFile ? loadStateFile(stateFile) : undefined, onChange: persist })

const running = await listen({
  store,
  config: {
    companyId: env.COMPANY_ID,
    apiKey: env.API_KEY,
    apiPublicKey: env.API_PUBLIC_KEY,
    publicUrl: env.PUBLIC_URL,
    timeoutDelayMs: env.TIMEOUT_DELAY_MS,
    testClock: env.TEST_CLOCK,
    log,
  },
  port: env.PORT,
  host: env.HOST,
})
log.info(
  { url: running.url, companyId: env.COMPANY_ID, clock: store.today(), stateFile, testClock: env.TEST_CLOCK },
  'card stand-in listening',
)

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down')
    void running.close().then(() => {
      log.info('stopped')
      process.exit(0)
    })
  })
}
