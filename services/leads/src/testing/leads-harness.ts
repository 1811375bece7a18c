import { randomBytes } from 'node:crypto'
import { registerTestWarden, startTestServer, type TestAuthServer } from '@seats/auth/testing'
import {
  closeRedis,
  connectRedis,
  createLimiter,
  prepareDatabase,
  serve,
  tokenVerifierOf,
  createAccountsClient,
  type RunningServer,
} from '@seats/kit'
import {
  dropTestDatabase,
  send,
  testDatabaseName,
  testLogger,
  testMysqlUrl,
  testRedisPrefix,
  testRedisUrl,
  type Call,
} from '@seats/kit/testing'
import { migrations } from '../../migrations'
import { buildLeadsApp } from '../app'
import type { LeadsDeps } from '../deps'

export interface TestAccount {
  id: number
  token: string
  call: Call
}

export interface LeadsTestEnv {
  base: string
  deps: LeadsDeps
  /** The real auth service (own database), which issues the tokens leads verifies. */
  auth: TestAuthServer
  /** A caller without a token (a landing-page visitor); each test passes its own X-Forwarded-For. */
  anonymous: Call
  /** Calls /internal with the shared service token. */
  service: Call
  registerAccount: () => Promise<TestAccount>
  /** A registered account made admin in auth's database, then logged in again so its token says so. */
  registerAdmin: () => Promise<TestAccount>
  close: () => Promise<void>
}

/** A unique client address per test, so the contact-form limit of one test never trips another. */
export const visitorIp = () => `10.${[...randomBytes(3)].join('.')}`

/**
 * The leads service on a free port with a fresh database, and the real auth service beside it (its own
 * fresh database) issuing the tokens; `close` removes both databases and the Redis keys.
 */
export async function startLeads(
  opts: { leadIpMax?: number; auth?: TestAuthServer } = {},
): Promise<LeadsTestEnv> {
  // With `auth`, leads joins a running system (its service token and Redis prefix) and leaves auth running.
  const prefix = opts.auth?.env.REDIS_PREFIX ?? testRedisPrefix()
  const auth = opts.auth ?? (await startTestServer({ REDIS_PREFIX: prefix }))
  const log = testLogger('leads-test')
  const database = testDatabaseName('leads')
  const db = await prepareDatabase({ mysqlUrl: testMysqlUrl(), database, migrations }, true).catch(
    async (err: unknown) => {
      await dropTestDatabase(database)
      await auth.close()
      throw err
    },
  )
  const redis = await connectRedis(testRedisUrl())
  const deps: LeadsDeps = {
    db,
    redis,
    log,
    verify: tokenVerifierOf(auth.env, redis),
    accounts: createAccountsClient({
      authUrl: auth.base,
      internalToken: auth.env.INTERNAL_TOKEN,
      redis,
      redisPrefix: prefix,
      service: 'leads',
      cacheSeconds: 0,
      timeoutMs: 2_000,
      log,
    }),
    publicLeadLimiter: createLimiter(redis, {
      prefix,
      keyPrefix: 'lead-ip',
      points: opts.leadIpMax ?? 1000,
      durationSec: 600,
    }),
    internalToken: auth.env.INTERNAL_TOKEN,
  }
  const server: RunningServer = await serve({ app: buildLeadsApp(deps), port: 0, log, handleSignals: false })
  const base = `http://127.0.0.1:${server.port}`

  const registerAccount = async (): Promise<TestAccount & { email: string; password: string }> => {
    const warden = await registerTestWarden(auth)
    return {
      ...warden,
      call: (method, path, body, headers) => send(base, warden.token, method, path, body, headers),
    }
  }

  return {
    base,
    deps,
    auth,
    anonymous: (method, path, body, headers) => send(base, null, method, path, body, headers),
    service: (method, path, body, headers) =>
      send(base, null, method, path, body, { 'x-service-token': auth.env.INTERNAL_TOKEN, ...headers }),
    registerAccount,
    async registerAdmin() {
      const account = await registerAccount()
      await auth.db('users').where({ id: account.id }).update({ is_admin: true })
      const login = await send<{ accessToken: string }>(auth.base, null, 'POST', '/api/auth/login', {
        username: account.email,
        password: account.password,
      })
      if (login.status !== 200)
        throw new Error(`admin login failed: ${login.status} ${JSON.stringify(login.body)}`)
      const token = login.body.accessToken
      return {
        id: account.id,
        token,
        call: (method, path, body, headers) => send(base, token, method, path, body, headers),
      }
    },
    async close() {
      await server.close()
      await db.destroy()
      await closeRedis(redis)
      await dropTestDatabase(database)
      // auth.close also removes every Redis key under the shared prefix (the limiter's included).
      if (!opts.auth) await auth.close()
    },
  }
}
