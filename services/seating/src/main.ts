import { hostname } from 'node:os'
import {
  closeRedis,
  createMetrics,
  watchDomainEvents,
  consumeDomainEvents,
  consumerName,
  createLogger,
  createOutbox,
  openStores,
  serve,
  signatureVerifierOf,
  tokenRevocations,
  withRevocationCheck,
  createAccountsClient,
  acceptedCallersOf,
  openClock,
  createRealtime,
  linkTokens,
} from '@seats/kit'
import { migrations } from '../migrations'
import { buildSeatingApp } from './app'
import { loadSeatingEnv } from './env'
import { seatingEventHandler } from './features/accounts'
import { MapDocumentCache } from './features/maps'
import { createMessages } from './platform/messages'
import { cachedVerifier } from './platform/token-cache'

const env = loadSeatingEnv()
const log = createLogger('seating', env.LOG_LEVEL)

const { db, redis } = await openStores(env, migrations, log)
const accounts = createAccountsClient({
  authUrl: env.AUTH_URL,
  internalToken: env.INTERNAL_TOKEN,
  redis,
  redisPrefix: env.REDIS_PREFIX,
  service: 'seating',
  cacheSeconds: env.ACCOUNT_CACHE_SECONDS,
  timeoutMs: env.AUTH_TIMEOUT_MS,
  log,
})
const outbox = createOutbox({ db, redis, redisPrefix: env.REDIS_PREFIX, log })
outbox.start()
const clock = await openClock({ env, redis, prefix: env.REDIS_PREFIX, name: 'seating' })

const metrics = createMetrics('seating')
// The consumer group's backlog on /metrics: how an operator (and the fault test) sees no event is stuck.
watchDomainEvents(metrics, redis, env.REDIS_PREFIX, 'seating')
const app = buildSeatingApp(
  {
    trustedProxies: env.TRUSTED_PROXIES,
    db,
    redis,
    redisPrefix: env.REDIS_PREFIX,
    log,
    verify: withRevocationCheck(
      cachedVerifier(signatureVerifierOf(env)),
      tokenRevocations(redis, env.REDIS_PREFIX),
    ),
    accounts,
    realtime: createRealtime(redis, env.REDIS_PREFIX, log),
    outbox,
    mapCache: new MapDocumentCache(env.MAP_CACHE_MB * 1024 * 1024),
    bulkBodyLimit: env.BULK_BODY_LIMIT,
    internalToken: acceptedCallersOf(env),
    now: clock.now,
    messages: createMessages({
      authUrl: env.AUTH_URL,
      reportingUrl: () => env.REPORTING_URL,
      internalToken: env.INTERNAL_TOKEN,
      log,
    }),
    seasonLinks: {
      tokens: env.SEASON_LINK_SECRET ? linkTokens(env.SEASON_LINK_SECRET) : null,
      appUrl: env.APP_URL,
    },
  },
  metrics,
)

const consumer = await consumeDomainEvents({
  redis,
  prefix: env.REDIS_PREFIX,
  group: 'seating',
  consumer: consumerName(process.env, hostname()),
  log,
  handle: seatingEventHandler({ db, accounts, log }),
})

await serve({
  host: env.HOST,
  app,
  port: env.PORT,
  log,
  shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  closers: [
    () => consumer.stop(),
    () => outbox.stop(),
    () => clock.close(),
    () => db.destroy(),
    () => closeRedis(redis),
  ],
})
