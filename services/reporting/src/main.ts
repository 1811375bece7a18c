import { hostname } from 'node:os'
import {
  closeRedis,
  consumeDomainEvents,
  createLimiter,
  createLogger,
  openStores,
  serve,
  tokenVerifierOf,
} from '@seats/kit'
import { migrations } from '../migrations'
import { buildReportingApp } from './app'
import type { ReportingDeps } from './deps'
import { loadReportingEnv } from './env'
import { reportingEventHandler } from './features/reports/reports.events'
import { phoneLineOf } from './features/phone-line/phone-line'
import { reportsService } from './features/reports/reports.service'
import { createAuthClient } from './platform/auth-client'
import { createRealtimeServer } from './platform/realtime'
import { createSeatingClient } from './platform/seating-client'

const env = loadReportingEnv()
const log = createLogger('reporting', env.LOG_LEVEL)
if (!env.IVR_SECRET) log.warn('IVR_SECRET is not set: the phone line answers 404 until it is')

const { db, redis } = await openStores(env, migrations)
const verify = tokenVerifierOf(env)
const realtime = await createRealtimeServer({ verify, redis, redisPrefix: env.REDIS_PREFIX, log })

const deps: ReportingDeps = {
  db,
  redis,
  redisPrefix: env.REDIS_PREFIX,
  log,
  verify,
  seating: createSeatingClient({
    baseUrl: env.SEATING_URL,
    internalToken: env.INTERNAL_TOKEN,
    timeoutMs: env.SEATING_TIMEOUT_MS,
    log,
  }),
  auth: createAuthClient({
    baseUrl: env.AUTH_URL,
    internalToken: env.INTERNAL_TOKEN,
    timeoutMs: env.SEATING_TIMEOUT_MS,
    log,
  }),
  realtime,
  ivr: {
    secret: env.IVR_SECRET,
    limiter: createLimiter(redis, {
      prefix: env.REDIS_PREFIX,
      keyPrefix: 'ivr-phone',
      points: env.IVR_PHONE_MAX_REQUESTS,
      durationSec: env.IVR_PHONE_WINDOW_SEC,
    }),
    callTtlSec: env.IVR_CALL_TTL_SEC,
  },
  internalToken: env.INTERNAL_TOKEN,
  phoneLine: phoneLineOf(env.IVR_PHONE_NUMBER),
  now: () => new Date(),
}

const consumer = await consumeDomainEvents({
  redis,
  prefix: env.REDIS_PREFIX,
  group: 'reporting',
  consumer: `${hostname()}-${process.pid}`,
  log,
  handle: reportingEventHandler({ reports: reportsService(deps), realtime, log }),
})

const running = await serve({
  app: buildReportingApp(deps),
  port: env.PORT,
  log,
  shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  onServer: (server) => realtime.attach(server),
  // Our own signal handling: open WebSockets would hold the HTTP server's close until the timeout.
  handleSignals: false,
  closers: [() => consumer.stop(), () => realtime.close(), () => db.destroy(), () => closeRedis(redis)],
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down')
    realtime.disconnectLocal()
    void running.close().then(() => process.exit(0))
  })
}
