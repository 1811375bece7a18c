import type Koa from 'koa'
import { randomBytes } from 'node:crypto'
import {
  closeRedis,
  connectRedis,
  createLogger,
  createOutbox,
  prepareDatabase,
  serve,
  type Knex,
  type Redis,
  realClock,
  type Clock,
} from '@seats/kit'
import {
  dropTestDatabase,
  send,
  testDatabaseName,
  testInternalToken,
  testKeyPair,
  testMysqlUrl,
  testRedisPrefix,
  testRedisUrl,
} from '@seats/kit/testing'
import { migrations } from '../../migrations'
import { buildApp } from '../app'
import { createMailQueue } from '../features/mail'
import { durableRevocations } from '../features/sessions'
import { loadAuthEnv, type AuthEnv } from '../env'

export interface TestAuthServer {
  /** The running app (its routes, for the route-access checks). */
  app: Koa
  base: string
  db: Knex
  redis: Redis
  env: AuthEnv
  keys: { publicKeyPem: string; privateKeyPem: string }
  close: () => Promise<void>
}

/**
 * The real service on a free port, with its own fresh database and Redis prefix; `close` stops it
 * and removes both. Env overrides let a test lower limits or shorten windows, or name the other
 * services (SEATING_URL, ...); `replicaOf` starts another instance of a running server instead.
 */
export async function startTestServer(
  overrides: Record<string, string> = {},
  opts: {
    replicaOf?: TestAuthServer
    /** The calendar's clock (trials, statuses); the real time unless given. */
    now?: Clock
    /** An existing database to run on (a migration test's), instead of a fresh one. */
    database?: string
  } = {},
): Promise<TestAuthServer> {
  // A replica is one more instance of a running server: same database, keys, service token and Redis prefix.
  const replicaOf = opts.replicaOf
  const keys = replicaOf?.keys ?? testKeyPair()
  const database = opts.database ?? replicaOf?.env.DB_NAME ?? testDatabaseName('auth')
  const env = loadAuthEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    MYSQL_URL: testMysqlUrl(),
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: replicaOf?.env.REDIS_PREFIX ?? testRedisPrefix(),
    DB_NAME: database,
    JWT_PUBLIC_KEY: keys.publicKeyPem,
    // As a deployment passes it: one line with literal \n.
    JWT_PRIVATE_KEY: keys.privateKeyPem.replace(/\n/g, '\\n'),
    INTERNAL_TOKEN: replicaOf?.env.INTERNAL_TOKEN ?? testInternalToken(),
    // Every file registers many accounts from one address; the rate-limit tests lower these again.
    REGISTER_IP_MAX: '10000',
    DEMO_IP_MAX: '10000',
    LOGIN_IP_MAX_FAILURES: '10000',
    LOGIN_ACCOUNT_IP_MAX_FAILURES: '10000',
    LOGIN_ACCOUNT_SLOW_AFTER_FAILURES: '10000',
    ...overrides,
  })
  const log = createLogger('auth-test', 'silent')
  const db = await prepareDatabase({ mysqlUrl: env.MYSQL_URL, database, migrations }, true)
  const redis = await connectRedis(env.REDIS_URL)
  const outbox = createOutbox({ db, redis, redisPrefix: env.REDIS_PREFIX, log })
  outbox.start(500)
  const mailQueue = createMailQueue({
    redisUrl: env.REDIS_URL,
    prefix: env.REDIS_PREFIX,
    attempts: env.MAIL_ATTEMPTS,
    retryDelayMs: env.MAIL_RETRY_DELAY_MS,
  })
  const revocations = durableRevocations({ db, redis, prefix: env.REDIS_PREFIX, log })
  await revocations.ensureKept()
  const stopKeeping = revocations.keep(env.REVOCATIONS_CHECK_SECONDS * 1000)
  const app = buildApp({ env, db, redis, log, outbox, mailQueue, now: opts.now ?? realClock, revocations })
  const server = await serve({
    app,
    port: 0,
    log,
    handleSignals: false,
  })

  return {
    app,
    base: `http://127.0.0.1:${server.port}`,
    db,
    redis,
    env,
    keys,
    close: async () => {
      stopKeeping()
      await server.close()
      await outbox.stop()
      await mailQueue.close()
      await db.destroy()
      if (replicaOf) {
        // The database and the keys belong to the server it replicates.
        await closeRedis(redis)
        return
      }
      await deleteKeys(redis, `${env.REDIS_PREFIX}:*`)
      await closeRedis(redis)
      await dropTestDatabase(database)
    },
  }
}

async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  let cursor = '0'
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500)
    if (keys.length) await redis.del(...keys)
    cursor = next
  } while (cursor !== '0')
}

export interface TestWarden {
  id: number
  email: string
  password: string
  /** An access token every service verifies. */
  token: string
}

/** A fresh warden account registered through auth's API, as the other services' tests act. */
export async function registerTestWarden(auth: TestAuthServer): Promise<TestWarden> {
  const id = randomBytes(5).toString('hex')
  const email = `warden-${id}@example.com`
  const password = `password-${id}`
  const reg = await send<{ accessToken: string; user: { id: number } }>(
    auth.base,
    null,
    'POST',
    '/api/auth/register',
    {
      email,
      password,
      contactName: 'גבאי בדיקה',
      // Each its own: synagogues of one name may not share a worshipper's phone.
      synagogueName: `בית כנסת לבדיקה ${id}`,
      phone: '0501234567',
    },
  )
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`)
  return { id: reg.body.user.id, email, password, token: reg.body.accessToken }
}

export { createGuestSession } from './guest-session'
export {
  invitationTokenSentTo,
  joinTestMember,
  routeAccessOfTeam,
  testTeam,
  type TestMember,
} from './team-member'
