import { hostname } from 'node:os'
import {
  closeRedis,
  consumeDomainEvents,
  consumerName,
  createAccountsClient,
  createLimiter,
  createLogger,
  openStores,
  serve,
  tokenVerifierOf,
  acceptedCallersOf,
  openClock,
} from '@seats/kit'
import { migrations } from '../migrations'
import { buildReportingApp } from './app'
import type { ReportingDeps } from './deps'
import { loadReportingEnv } from './env'
import { accountPurge } from './features/accounts'
import { createActivityService } from './features/activity'
import { reportingEventHandler, createReportsService } from './features/reports'
import { lobbyDeps, lobbyVerifier } from './features/lobby'
import { phoneLineOf } from './features/phone-line'
import { remindersDeps, createRemindersService } from './features/reminders'
import { reportLinksDeps } from './features/report-links'
import { localSmsProvider, yemotSmsProvider } from './features/sms'
import { createRealtimeServer } from './platform/realtime'
import { guestMapMailRepo } from './features/guest-map-mail'
import { createGuestMapQueue } from './platform/guest-map-queue'
import { createReminderQueue } from './platform/reminder-queue'
import { createSeatingClient } from './platform/seating-client'

const env = loadReportingEnv()
const log = createLogger('reporting', env.LOG_LEVEL)
if (!env.IVR_SECRET) log.warn('IVR_SECRET is not set: the phone line answers 404 until it is')
if (env.IVR_SECRET_PREVIOUS) log.info('IVR_SECRET_PREVIOUS is set: the phone line accepts both secrets')

const { db, redis } = await openStores(env, migrations, log)
const clock = await openClock({ env, redis, prefix: env.REDIS_PREFIX, name: 'reporting' })
const verify = tokenVerifierOf(env, redis)
const realtime = await createRealtimeServer({
  verify,
  redis,
  redisPrefix: env.REDIS_PREFIX,
  log,
  verifyLobby: lobbyVerifier(db, env.REPORT_LINK_SECRET),
})

const seating = createSeatingClient({
  baseUrl: env.SEATING_URL,
  internalToken: env.INTERNAL_TOKEN,
  timeoutMs: env.SEATING_TIMEOUT_MS,
  log,
})
// One reports service: the reminder calls' key presses and the domain events write through it too.
const reports = createReportsService({ db, seating, realtime, log, now: clock.now })
const reminderQueue = createReminderQueue({ redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX })
const guestMapQueue = createGuestMapQueue({ redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX })
const localSms = localSmsProvider(db)
const deps: ReportingDeps = {
  trustedProxies: env.TRUSTED_PROXIES,
  db,
  redis,
  redisPrefix: env.REDIS_PREFIX,
  log,
  verify,
  seating,
  accounts: createAccountsClient({
    authUrl: env.AUTH_URL,
    internalToken: env.INTERNAL_TOKEN,
    redis,
    redisPrefix: env.REDIS_PREFIX,
    service: 'reporting',
    cacheSeconds: env.ACCOUNT_CACHE_SECONDS,
    timeoutMs: env.AUTH_TIMEOUT_MS,
    log,
  }),
  realtime,
  reminders: remindersDeps({
    db,
    redis,
    redisPrefix: env.REDIS_PREFIX,
    log,
    reports,
    queue: reminderQueue,
    now: clock.now,
    config: {
      provider: env.REMINDERS_PROVIDER,
      localBehaviour: env.REMINDERS_LOCAL_BEHAVIOUR,
      runNow: env.REMINDERS_RUN_NOW,
      callTtlSec: env.REMINDER_CALL_TTL_SEC,
      callbackUrl: () =>
        env.IVR_SECRET ? `http://127.0.0.1:${env.PORT}/api/ivr/reminder/json/${env.IVR_SECRET}` : undefined,
      yemot:
        env.YEMOT_TOKEN && env.YEMOT_CALLER_ID && env.YEMOT_IVR_PATH
          ? {
              token: env.YEMOT_TOKEN,
              callerId: env.YEMOT_CALLER_ID,
              ivrPath: env.YEMOT_IVR_PATH,
              baseUrl: env.YEMOT_API_URL,
              timeoutMs: env.YEMOT_TIMEOUT_MS,
            }
          : undefined,
    },
  }),
  ivr: {
    secrets: [env.IVR_SECRET, env.IVR_SECRET_PREVIOUS].filter((s): s is string => Boolean(s)),
    limiter: createLimiter(redis, {
      prefix: env.REDIS_PREFIX,
      keyPrefix: 'ivr-phone',
      points: env.IVR_PHONE_MAX_REQUESTS,
      durationSec: env.IVR_PHONE_WINDOW_SEC,
    }),
    callTtlSec: env.IVR_CALL_TTL_SEC,
  },
  reportLinks: reportLinksDeps({
    redis,
    redisPrefix: env.REDIS_PREFIX,
    secret: env.REPORT_LINK_SECRET,
    appUrl: env.APP_URL,
  }),
  lobby: lobbyDeps({ redis, redisPrefix: env.REDIS_PREFIX, secret: env.REPORT_LINK_SECRET }),
  guestMaps: { queue: guestMapQueue },
  sms: {
    // The env's refine makes SMS_PROVIDER=yemot come with its token and sender.
    provider:
      env.SMS_PROVIDER === 'yemot' && env.YEMOT_TOKEN && env.YEMOT_SMS_FROM
        ? yemotSmsProvider({
            token: env.YEMOT_TOKEN,
            from: env.YEMOT_SMS_FROM,
            baseUrl: env.YEMOT_API_URL,
            timeoutMs: env.YEMOT_TIMEOUT_MS,
            log,
          })
        : localSms,
    local: localSms,
  },
  internalToken: acceptedCallersOf(env),
  phoneLine: phoneLineOf(env.IVR_PHONE_NUMBER),
  now: clock.now,
}

const consumer = await consumeDomainEvents({
  redis,
  prefix: env.REDIS_PREFIX,
  group: 'reporting',
  consumer: consumerName(process.env, hostname()),
  log,
  handle: reportingEventHandler({
    reports,
    activity: createActivityService({ db, realtime, now: clock.now }),
    realtime,
    log,
    accounts: accountPurge({
      db: deps.db,
      reports,
      reminders: createRemindersService(deps),
      guestMapMail: guestMapMailRepo(deps.db),
    }),
  }),
})

const running = await serve({
  host: env.HOST,
  app: buildReportingApp(deps),
  port: env.PORT,
  log,
  shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  onServer: (server) => realtime.attach(server),
  // Our own signal handling: open WebSockets would hold the HTTP server's close until the timeout.
  handleSignals: false,
  closers: [
    () => consumer.stop(),
    () => reminderQueue.close(),
    () => guestMapQueue.close(),
    () => realtime.close(),
    () => clock.close(),
    () => db.destroy(),
    () => closeRedis(redis),
  ],
})

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down')
    realtime.disconnectLocal()
    void running.close().then(() => process.exit(0))
  })
}
