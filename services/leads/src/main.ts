import {
  closeRedis,
  connectRedis,
  createLimiter,
  createLogger,
  createTokenVerifier,
  prepareDatabase,
  serve,
} from '@seats/kit'
import { migrations } from '../migrations'
import { buildLeadsApp } from './app'
import { loadLeadsEnv } from './env'

const env = loadLeadsEnv()
const log = createLogger('leads', env.LOG_LEVEL)

const db = await prepareDatabase(
  { mysqlUrl: env.MYSQL_URL, database: env.DB_NAME, migrations },
  env.MIGRATE_ON_BOOT,
)
const redis = await connectRedis(env.REDIS_URL)

const app = buildLeadsApp({
  db,
  redis,
  log,
  verify: createTokenVerifier({
    publicKeyPem: env.JWT_PUBLIC_KEY,
    issuer: env.JWT_ISSUER,
    audience: env.JWT_AUDIENCE,
  }),
  publicLeadLimiter: createLimiter(redis, {
    prefix: env.REDIS_PREFIX,
    keyPrefix: 'lead-ip',
    points: env.LEAD_IP_MAX,
    durationSec: env.LEAD_IP_WINDOW_SECONDS,
  }),
  proxyHops: env.PROXY_HOPS,
  internalToken: env.INTERNAL_TOKEN,
})

await serve({
  app,
  port: env.PORT,
  log,
  shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
  closers: [() => db.destroy(), () => closeRedis(redis)],
})
