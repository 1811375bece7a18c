import { registerTestWarden, startTestServer, type TestAuthServer } from '@seats/auth/testing'
import { startCardStandIn, type RunningCardStandIn } from '@seats/card-stand-in/testing'
import {
  closeRedis,
  connectRedis,
  consumeDomainEvents,
  createLimiter,
  createRealtime,
  prepareDatabase,
  serve,
  tokenVerifierOf,
  type DomainEventConsumer,
  type RunningServer,
} from '@seats/kit'
import {
  dropTestDatabase,
  send,
  testDatabaseName,
  testLogger,
  testMysqlUrl,
  testRedisUrl,
  type Call,
} from '@seats/kit/testing'
import { israelDate } from '@seats/contracts'
import { migrations } from '../../migrations'
import { buildBillingApp } from '../app'
import type { BillingDeps } from '../deps'
import { billingEventHandler } from '../features/account-events'
import { createSumitProvider, LIVE_ITEM_STATUSES } from '../features/provider'
import { externalIdOf, israelMidnight } from '../features/subscriptions'
import type { ReconcileService } from '../features/reconcile'
import { createAuthClient } from '../platform/auth-client'

export interface TestAccount {
  id: number
  token: string
  call: Call
  /** The same call through a second billing instance (same database and Redis), as behind a load balancer. */
  callSecond: Call
}

export interface BillingTestEnv {
  base: string
  deps: BillingDeps
  auth: TestAuthServer
  standIn: RunningCardStandIn
  reconcile: ReconcileService
  registerAccount: () => Promise<TestAccount>
  /** A warden whose trial ended yesterday (status 1) on the test clock. */
  lapsedWarden: () => Promise<TestAccount>
  /** How many recurring charges the card provider still runs for the account (live statuses). */
  liveItemsOf: (accountId: number) => Promise<number>
  /** How many valid payments the card provider took from the account's customer. */
  paidAtProvider: (accountId: number) => Promise<number>
  /** Today on the shared test clock (billing's and the card provider's), YYYY-MM-DD in Israel time. */
  today: () => string
  /** Moves both clocks to noon of that Israel day; the provider runs the charges that fall due. */
  setDate: (date: string) => Promise<void>
  /** Moves billing's clock alone by some milliseconds (the provider keeps its day). */
  advance: (ms: number) => void
  /** Calls billing's /internal with the service token. */
  service: Call
  /** The account's mail as the admin's outbox holds it, oldest first. */
  mailOf: (account: TestAccount) => Promise<Array<{ subject: string; body: string }>>
  close: () => Promise<void>
}

const DAY_MS = 86_400_000

/** What the card provider's GET /__test/state tells of customers and recurring items. */
interface StandInState {
  customers: Array<{ id: number; externalIdentifier: string | null }>
  items: Array<{ customerId: number; status: number }>
  payments: Array<{ customerId: number; valid: boolean }>
}

const noonOf = (date: string) => new Date(israelMidnight(date).getTime() + 12 * 3_600_000)

/**
 * Billing on a free port with a fresh database, beside the real auth service and the card provider's local
 * stand-in (over HTTP, as in production), sharing one test clock; `close` removes what they made.
 */
export async function startBilling(
  opts: {
    providerTimeoutMs?: number
    standInTimeoutDelayMs?: number
    chargeMax?: number
    consumeEvents?: boolean
  } = {},
): Promise<BillingTestEnv> {
  const auth = await startTestServer()
  const standIn = await startCardStandIn({ timeoutDelayMs: opts.standInTimeoutDelayMs ?? 1_500 })
  const log = testLogger('billing-test')
  const database = testDatabaseName('billing')
  const db = await prepareDatabase({ mysqlUrl: testMysqlUrl(), database, migrations }, true)
  const redis = await connectRedis(testRedisUrl())
  let now = noonOf(await standIn.clock())
  const deps: BillingDeps = {
    db,
    redis,
    log,
    verify: tokenVerifierOf(auth.env, redis),
    provider: createSumitProvider({
      apiUrl: standIn.url,
      companyId: standIn.companyId,
      apiKey: standIn.apiKey,
      timeoutMs: opts.providerTimeoutMs ?? 5_000,
    }),
    auth: createAuthClient({ authUrl: auth.base, internalToken: auth.env.INTERNAL_TOKEN, timeoutMs: 5_000 }),
    realtime: createRealtime(redis, auth.env.REDIS_PREFIX, log),
    chargeLimiter: createLimiter(redis, {
      prefix: auth.env.REDIS_PREFIX,
      keyPrefix: 'charge-account',
      points: opts.chargeMax ?? 1_000,
      durationSec: 600,
    }),
    appUrl: 'http://localhost:8080',
    cardScript: {
      scriptUrls: [standIn.scriptUrl],
      companyId: standIn.companyId,
      apiPublicKey: standIn.apiPublicKey,
      environment: 'www',
    },
    internalToken: auth.env.INTERNAL_TOKEN,
    now: () => now,
  }
  const { app, reconcile } = buildBillingApp(deps)
  const server: RunningServer = await serve({ app, port: 0, log, handleSignals: false })
  const base = `http://127.0.0.1:${server.port}`
  const second: RunningServer = await serve({
    app: buildBillingApp(deps).app,
    port: 0,
    log,
    handleSignals: false,
  })
  const secondBase = `http://127.0.0.1:${second.port}`
  const standInState = async () => (await (await fetch(`${standIn.url}/__test/state`)).json()) as StandInState
  const customerOf = (state: StandInState, accountId: number) =>
    state.customers.find((c) => c.externalIdentifier === externalIdOf(accountId))
  // Auth's domain events (account.deleted) reach billing's consumer through the shared Redis prefix.
  const consumer: DomainEventConsumer | null = opts.consumeEvents
    ? await consumeDomainEvents({
        redis,
        prefix: auth.env.REDIS_PREFIX,
        group: 'billing',
        consumer: 'billing-test',
        log,
        handle: billingEventHandler(deps),
        blockMs: 200,
      })
    : null

  const registerAccount = async (): Promise<TestAccount> => {
    const warden = await registerTestWarden(auth)
    return {
      id: warden.id,
      token: warden.token,
      call: (method, path, body, headers) => send(base, warden.token, method, path, body, headers),
      callSecond: (method, path, body, headers) =>
        send(secondBase, warden.token, method, path, body, headers),
    }
  }

  return {
    base,
    deps,
    auth,
    standIn,
    reconcile,
    registerAccount,
    async lapsedWarden() {
      const account = await registerAccount()
      await auth
        .db('users')
        .where({ id: account.id })
        .update({
          created_at: new Date(now.getTime() - 40 * DAY_MS),
          subscription_ends_at: new Date(now.getTime() - DAY_MS),
        })
      return account
    },
    async liveItemsOf(accountId) {
      const state = await standInState()
      const customer = customerOf(state, accountId)
      return state.items.filter((i) => i.customerId === customer?.id && LIVE_ITEM_STATUSES.has(i.status))
        .length
    },
    async paidAtProvider(accountId) {
      const state = await standInState()
      const customer = customerOf(state, accountId)
      return state.payments.filter((p) => p.customerId === customer?.id && p.valid).length
    },
    today: () => israelDate(now),
    async setDate(date) {
      await standIn.setClock(date)
      now = noonOf(date)
    },
    advance(ms) {
      now = new Date(now.getTime() + ms)
    },
    service: (method, path, body, headers) =>
      send(base, null, method, path, body, { 'x-service-token': auth.env.INTERNAL_TOKEN, ...headers }),
    mailOf: (account) =>
      auth
        .db('mail_messages as m')
        .join('mail_batches as b', 'b.id', 'm.batch_id')
        .where('m.user_id', account.id)
        .orderBy('m.id')
        .select('b.subject', 'b.body'),
    async close() {
      await consumer?.stop()
      await second.close()
      await server.close()
      await db.destroy()
      await closeRedis(redis)
      await dropTestDatabase(database)
      await standIn.close()
      await auth.close()
    },
  }
}
