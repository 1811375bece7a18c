import { hostname } from 'node:os'
import {
  closeRedis,
  createMetrics,
  watchDomainEvents,
  consumeDomainEvents,
  consumerName,
  createLimiter,
  createLogger,
  createRealtime,
  openStores,
  serve,
  tokenVerifierOf,
  acceptedCallersOf,
  openClock,
} from '@seats/kit'
import { migrations } from '../migrations'
import { buildBillingApp } from './app'
import type { BillingDeps } from './deps'
import { loadBillingEnv } from './env'
import { billingEventHandler } from './features/account-events'
import { createSumitProvider } from './features/provider'
import { createAuthClient } from './platform/auth-client'

const env = loadBillingEnv()
const log = createLogger('billing', env.LOG_LEVEL)

const { db, redis } = await openStores(env, migrations, log)
const clock = await openClock({ env, redis, prefix: env.REDIS_PREFIX, name: 'billing' })

const deps: BillingDeps = {
  trustedProxies: env.TRUSTED_PROXIES,
  db,
  redis,
  log,
  verify: tokenVerifierOf(env, redis),
  provider: createSumitProvider({
    apiUrl: env.SUMIT_API_URL,
    companyId: env.SUMIT_COMPANY_ID,
    apiKey: env.SUMIT_API_KEY,
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
  }),
  auth: createAuthClient({
    authUrl: env.AUTH_URL,
    internalToken: env.INTERNAL_TOKEN,
    timeoutMs: env.AUTH_TIMEOUT_MS,
  }),
  realtime: createRealtime(redis, env.REDIS_PREFIX, log),
  chargeLimiter: createLimiter(redis, {
    prefix: env.REDIS_PREFIX,
    keyPrefix: 'charge-account',
    points: env.CHARGE_ACCOUNT_MAX,
    durationSec: env.CHARGE_ACCOUNT_WINDOW_SECONDS,
  }),
  appUrl: env.APP_URL,
  cardScript: {
    scriptUrls: env.CARD_SCRIPT_URLS,
    companyId: env.SUMIT_COMPANY_ID,
    apiPublicKey: env.SUMIT_API_PUBLIC_KEY,
    environment: env.SUMIT_ENVIRONMENT,
  },
  internalToken: acceptedCallersOf(env),
  now: clock.now,
}
const metrics = createMetrics('billing')
// The consumer group's backlog on /metrics: how an operator (and the fault test) sees no event is stuck.
watchDomainEvents(metrics, redis, env.REDIS_PREFIX, 'billing')
const { app } = buildBillingApp(deps, metrics)

const consumer = await consumeDomainEvents({
  redis,
  prefix: env.REDIS_PREFIX,
  group: 'billing',
  consumer: consumerName(process.env, hostname()),
  log,
  handle: billingEventHandler(deps),
})

await serve({
  host: env.HOST,
  app,
  port: env.PORT,
  log,
  shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  closers: [() => consumer.stop(), () => clock.close(), () => db.destroy(), () => closeRedis(redis)],
})
