import { closeRedis, createLogger, createOutbox, openClock, openStores, serve } from '@seats/kit'
import { migrations } from '../migrations'
import { buildApp } from './app'
import { createMailQueue } from './features/mail'
import { durableRevocations } from './features/sessions'
import { loadAuthEnv, type AuthEnv } from './env'

let env: AuthEnv
try {
  env = loadAuthEnv()
} catch (err) {
  // Before the logger exists: say plainly which settings are wrong.
  console.error((err as Error).message)
  process.exit(1)
}
const log = createLogger('auth', env.LOG_LEVEL)

try {
  const { db, redis } = await openStores(env, migrations, log)
  const outbox = createOutbox({ db, redis, redisPrefix: env.REDIS_PREFIX, log })
  outbox.start()
  const mailQueue = createMailQueue({
    redisUrl: env.REDIS_URL,
    prefix: env.REDIS_PREFIX,
    attempts: env.MAIL_ATTEMPTS,
    retryDelayMs: env.MAIL_RETRY_DELAY_MS,
  })
  const clock = await openClock({ env, redis, prefix: env.REDIS_PREFIX, name: 'auth' })
  const revocations = durableRevocations({ db, redis, prefix: env.REDIS_PREFIX, log })
  // Before the first request: a deny-list Redis lost while auth was down is written back from the database.
  await revocations.ensureKept()
  const stopKeeping = revocations.keep(env.REVOCATIONS_CHECK_SECONDS * 1000)
  const app = buildApp({ env, db, redis, log, outbox, mailQueue, now: clock.now, revocations })
  await serve({
    host: env.HOST,
    app,
    port: env.PORT,
    log,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    closers: [
      async () => stopKeeping(),
      () => outbox.stop(),
      () => mailQueue.close(),
      () => clock.close(),
      () => db.destroy(),
      () => closeRedis(redis),
    ],
  })
} catch (err) {
  log.fatal({ err }, 'auth failed to start')
  process.exit(1)
}
