import {
  closeRedis,
  createAccountsClient,
  createLimiter,
  createLogger,
  openStores,
  serve,
  tokenVerifierOf,
  acceptedCallersOf,
} from '@seats/kit'
import { migrations } from '../migrations'
import { buildLeadsApp } from './app'
import { loadLeadsEnv } from './env'

const env = loadLeadsEnv()
const log = createLogger('leads', env.LOG_LEVEL)

const { db, redis } = await openStores(env, migrations, log)

const app = buildLeadsApp({
  db,
  redis,
  log,
  verify: tokenVerifierOf(env, redis),
  accounts: createAccountsClient({
    authUrl: env.AUTH_URL,
    internalToken: env.INTERNAL_TOKEN,
    redis,
    redisPrefix: env.REDIS_PREFIX,
    service: 'leads',
    cacheSeconds: 0,
    timeoutMs: env.AUTH_TIMEOUT_MS,
    log,
  }),
  publicLeadLimiter: createLimiter(redis, {
    prefix: env.REDIS_PREFIX,
    keyPrefix: 'lead-ip',
    points: env.LEAD_IP_MAX,
    durationSec: env.LEAD_IP_WINDOW_SECONDS,
  }),
  trustedProxies: env.TRUSTED_PROXIES,
  internalToken: acceptedCallersOf(env),
})

await serve({
  host: env.HOST,
  app,
  port: env.PORT,
  log,
  shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  closers: [() => db.destroy(), () => closeRedis(redis)],
})
