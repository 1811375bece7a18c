import { YemotStore } from './domain/store'
import { loadYemotStandInEnv } from './env'
import { createLogger } from './logger'
import { listen } from './server'

const env = loadYemotStandInEnv()
const log = createLogger(env.LOG_LEVEL)
const store = new YemotStore(env.EXTENSIONS, env.BRIDGED_API_PHONE)

const running = await listen({
  store,
  config: {
    systemNumber: env.SYSTEM_NUMBER,
    password: env.PASSWORD,
    answerDelayMs: env.ANSWER_DELAY_MS,
    testRoutes: env.TEST_ROUTES,
    log,
  },
  port: env.PORT,
  host: env.HOST,
})
log.info(
  { url: running.url, extensions: [...store.extensions.keys()], bridgedApiPhone: env.BRIDGED_API_PHONE },
  'yemot stand-in listening',
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
