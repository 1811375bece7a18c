import {
  createGuestSession,
  registerTestWarden,
  startTestServer,
  type TestAuthServer,
} from '@seats/auth/testing'
import { DOMAIN_EVENTS_STREAM, TRIAL_SUBSCRIPTION_TYPE, type DomainEvent } from '@seats/contracts'
import {
  closeRedis,
  connectRedis,
  consumeDomainEvents,
  createOutbox,
  prepareDatabase,
  serve,
  signatureVerifierOf,
  tokenRevocations,
  withRevocationCheck,
  type DomainEventConsumer,
  type RunningServer,
  createAccountsClient,
  realClock,
  createRealtime,
  linkTokens,
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
import { buildSeatingApp } from '../app'
import type { SeatingDeps } from '../deps'
import { seatingEventHandler } from '../features/accounts'
import { MapDocumentCache } from '../features/maps'
import { createMessages } from '../platform/messages'
import { cachedVerifier } from '../platform/token-cache'

export { send, type Reply } from '@seats/kit/testing'

export interface TestAccount {
  id: number
  token: string
  call: Call
  /** POSTs a fixture (a person, map, event, display, element) and answers it; anything but 201 fails the test. */
  add<T>(path: string, body: unknown): Promise<T>
}

export interface SeatingTestEnv {
  base: string
  prefix: string
  deps: SeatingDeps
  /** The real auth service (own database), which seating asks about quotas and subscriptions. */
  auth: TestAuthServer
  registerAccount: () => Promise<TestAccount>
  /** A demo guest, as the landing page's demo makes one: flagged in auth, its token carrying the guest claim. */
  registerDemoGuest: (phone: string) => Promise<TestAccount>
  setMaxPeople: (accountId: number, maxPeople: number) => Promise<void>
  expireTrial: (accountId: number) => Promise<void>
  domainEvents: () => Promise<DomainEvent[]>
  close: () => Promise<void>
}

/**
 * The seating service on a free port with a fresh database, and the real auth service beside it (its own
 * fresh database) sharing one unique Redis prefix, so auth's domain events reach seating's consumer.
 */
export async function startSeating(
  opts: {
    consumeEvents?: boolean
    authUrl?: string
    /** Reporting's URL once it runs (its texts); unset: no SMS goes out (an unreachable port). */
    reportingUrl?: () => string
  } = {},
): Promise<SeatingTestEnv> {
  const prefix = testRedisPrefix()
  const auth = await startTestServer({ REDIS_PREFIX: prefix })
  const log = testLogger('seating-test')
  const database = testDatabaseName('seating')
  const db = await prepareDatabase({ mysqlUrl: testMysqlUrl(), database, migrations }, true).catch(
    async (err: unknown) => {
      await dropTestDatabase(database)
      await auth.close()
      throw err
    },
  )
  const redis = await connectRedis(testRedisUrl())
  const accounts = createAccountsClient({
    authUrl: opts.authUrl ?? auth.base,
    internalToken: auth.env.INTERNAL_TOKEN,
    redis,
    redisPrefix: prefix,
    service: 'seating',
    cacheSeconds: 30,
    timeoutMs: 2_000,
    log,
  })
  const outbox = createOutbox({ db, redis, redisPrefix: prefix, log })
  const deps: SeatingDeps = {
    db,
    redis,
    redisPrefix: prefix,
    log,
    verify: withRevocationCheck(
      cachedVerifier(signatureVerifierOf(auth.env)),
      tokenRevocations(redis, auth.env.REDIS_PREFIX),
    ),
    accounts,
    realtime: createRealtime(redis, prefix, log),
    outbox,
    mapCache: new MapDocumentCache(16 * 1024 * 1024),
    bulkBodyLimit: '5mb',
    internalToken: auth.env.INTERNAL_TOKEN,
    now: realClock,
    messages: createMessages({
      authUrl: opts.authUrl ?? auth.base,
      reportingUrl: opts.reportingUrl ?? (() => 'http://127.0.0.1:9'),
      internalToken: auth.env.INTERNAL_TOKEN,
      log,
    }),
    seasonLinks: { tokens: linkTokens(`season-links-of-${prefix}-long-enough`), appUrl: 'http://app.test' },
  }
  const server: RunningServer = await serve({
    app: buildSeatingApp(deps),
    port: 0,
    log,
    handleSignals: false,
  })
  const base = `http://127.0.0.1:${server.port}`
  let consumer: DomainEventConsumer | null = null
  if (opts.consumeEvents) {
    consumer = await consumeDomainEvents({
      redis,
      prefix,
      group: 'seating',
      consumer: 'test',
      log,
      handle: seatingEventHandler({ db, accounts, log }),
      blockMs: 200,
    })
  }

  /** A signed-in account of the test: its calls to seating, and a create that must answer 201. */
  const accountOf = ({ id, token }: { id: number; token: string }): TestAccount => {
    const call: Call = (method, path, body, headers) => send(base, token, method, path, body, headers)
    return {
      id,
      token,
      call,
      async add<T>(path: string, body: unknown) {
        const res = await call<T>('POST', path, body)
        if (res.status !== 201)
          throw new Error(`${path} did not create: ${res.status} ${JSON.stringify(res.body)}`)
        return res.body
      },
    }
  }

  return {
    base,
    prefix,
    deps,
    auth,
    registerAccount: async () => accountOf(await registerTestWarden(auth)),
    async registerDemoGuest(phone) {
      const { guest, accessToken } = await createGuestSession(auth)
      await auth.db('users').where({ id: guest.id }).update({ phone, synagogue_name: 'בית כנסת לבדיקה' })
      return accountOf({ id: guest.id, token: accessToken })
    },
    async setMaxPeople(accountId, maxPeople) {
      await auth.db('users').where({ id: accountId }).update({ max_people: maxPeople })
      await accounts.forget(accountId)
    },
    async expireTrial(accountId) {
      const day = 86_400_000
      await auth
        .db('users')
        .where({ id: accountId })
        .update({
          subscription_type: TRIAL_SUBSCRIPTION_TYPE,
          created_at: new Date(Date.now() - 40 * day),
          subscription_ends_at: new Date(Date.now() - 10 * day),
        })
      await accounts.forget(accountId)
    },
    async domainEvents() {
      const entries = (await redis.xrange(`${prefix}:${DOMAIN_EVENTS_STREAM}`, '-', '+')) as Array<
        [string, string[]]
      >
      return entries.map(
        ([, fields]) => JSON.parse(fields[fields.indexOf('event') + 1] ?? 'null') as DomainEvent,
      )
    },
    async close() {
      await consumer?.stop()
      await server.close()
      await outbox.stop()
      await db.destroy()
      await redis.del(`${prefix}:${DOMAIN_EVENTS_STREAM}`)
      await closeRedis(redis)
      await dropTestDatabase(database)
      await auth.close()
    },
  }
}
