import { sign } from 'node:crypto'
import {
  publishDomainEvent,
  closeRedis,
  connectRedis,
  consumeDomainEvents,
  createAccountsClient,
  createDb,
  createLimiter,
  prepareDatabase,
  serve,
  tokenVerifierOf,
  type DomainEventConsumer,
  type Logger,
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
import {
  DOMAIN_EVENTS_STREAM,
  type DomainEvent,
  type Person,
  type ReminderSettingInput,
  type SeatEvent,
  type ServerToClientEvents,
} from '@seats/contracts'
import { registerTestWarden } from '@seats/auth/testing'
import { startSeating, type SeatingTestEnv } from '@seats/seating/testing'
import { io as connectSocket, type Socket } from 'socket.io-client'
import { migrations } from '../../migrations'
import { buildReportingApp } from '../app'
import type { ReportingDeps } from '../deps'
import { accountPurge } from '../features/accounts'
import { createActivityService } from '../features/activity'
import { guestMapMailRepo } from '../features/guest-map-mail'
import { reportingEventHandler, createReportsService } from '../features/reports'
import { phoneLineOf } from '../features/phone-line'
import { lobbyDeps, lobbyVerifier } from '../features/lobby'
import { reportLinksDeps } from '../features/report-links'
import { type LocalBehaviour, remindersDeps, createRemindersService } from '../features/reminders'
import { localSmsProvider } from '../features/sms'
import { createRealtimeServer, type RealtimeServer } from '../platform/realtime'
import { createGuestMapQueue, type GuestMapQueue } from '../platform/guest-map-queue'
import { createReminderQueue, type ReminderQueue } from '../platform/reminder-queue'
import { createSeatingClient } from '../platform/seating-client'

export { send, type Reply } from '@seats/kit/testing'

/** The tests' clock: Tuesday 2026-11-17, noon in Israel, so the coming Shabbat is COMING_SHABBAT (פרשת ויצא). */
/** The next `event` a browser's socket hears, or a failure naming it after `ms`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: Socket,
  event: E,
  ms = 3_000,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms)
    socket.once(event as string, (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer)
      resolve(payload)
    })
  })
}

export const TEST_NOW = new Date('2026-11-17T10:00:00Z')
export const COMING_SHABBAT = '2026-11-21'

/** A weekly reminder as a warden saves it (PUT /api/reminders): Friday 10:00, everyone, the coming Shabbat. */
export const reminderSettingInput = (over: Partial<ReminderSettingInput> = {}): ReminderSettingInput => ({
  enabled: true,
  weekday: 5,
  hour: 10,
  minute: 0,
  audience: 'all',
  personIds: [],
  dateTarget: 'shabbat',
  city: 'Jerusalem',
  text: 'שלום מ{בית הכנסת}, לקראת {תאריך}',
  sendLink: false,
  lateWeeks: 'earlier',
  ...over,
})

export interface ReportingInstance {
  base: string
  deps: ReportingDeps
  realtime: RealtimeServer
}

export interface TestAccount {
  id: number
  token: string
  /** The reporting service (first instance). */
  call: Call
  /** The seating service, to make persons and events. */
  seating: Call
  addPerson(firstName: string, lastName: string, phone: string): Promise<Person>
  addEvent(name: string, date: string, type?: SeatEvent['type']): Promise<SeatEvent>
}

export interface ReportingTestEnv {
  /** Real auth and seating, with their own databases, on the same Redis prefix. */
  seating: SeatingTestEnv
  prefix: string
  ivrSecret: string
  instances: ReportingInstance[]
  /** The first instance. */
  base: string
  registerAccount(): Promise<TestAccount>
  /** An account flagged as a demo guest's, opened with `phone`, as the landing page's demo makes one (anyone can). */
  registerDemoGuest(phone?: string): Promise<TestAccount>
  /** An admin (auth's database says so), signed in after the promotion so its token says so too. */
  registerAdmin(): Promise<TestAccount>
  /** Sets the account's phone in auth, as its warden would in the account settings. */
  setPhone(accountId: number, phone: string): Promise<void>
  /** The last verification code the local provider spoke to this phone (null: none). */
  lastCode(phone: string): Promise<string | null>
  /** The account's phone verified as a warden does it: a code asked for, then typed. */
  verifyPhone(account: TestAccount): Promise<void>
  /** Sets the synagogue's name as its warden would in the account settings. */
  nameSynagogue(accountId: number, name: string): Promise<void>
  /** A call to the first instance's /internal routes, with the service token (as the workers call them). */
  internal: Call
  /** Moves every instance's clock; null: the real time. */
  setNow(now: Date | null): void
  publish(event: DomainEvent): Promise<void>
  /** An access token of this account that expired a minute ago, signed by auth's key. */
  expiredToken(accountId: number): string
  /** A socket.io client of `instance`, connected (or rejected with the server's message); a lobby screen's by its link. */
  connect(token: string | { lobby: string }, instance?: number): Promise<Socket>
  close(): Promise<void>
}

/**
 * Reporting on free ports (several instances share one fresh database, like replicas), with the real auth
 * and seating services beside it. Instances fan out through the Redis adapter, consume domain events in
 * the 'reporting' group, and share a clock the tests can move.
 */
export async function startReporting(
  opts: {
    instances?: number
    ivrPhoneMaxRequests?: number
    seatingConsumesEvents?: boolean
    ivrPhoneNumber?: string
    /** A second accepted secret, as during a rotation (IVR_SECRET_PREVIOUS). */
    ivrPreviousSecret?: string
    /** The service's logger (default: the quiet test logger). */
    log?: Logger
    /** How the local provider's callees behave by default (hangup). */
    localBehaviour?: LocalBehaviour
    /** A ReminderQueue of the test's own (default: the real queue on the test prefix). */
    reminderQueue?: ReminderQueue
    /** Seating is down: its internal API refuses every connection (the reporting service stays up). */
    seatingDown?: boolean
    /** Real calls go to a server speaking Yemot's REST API here (its stand-in), not the local provider. */
    yemotUrl?: string
  } = {},
): Promise<ReportingTestEnv> {
  // Seating texts households through this reporting (its first instance), once it listens.
  let reportingBase = 'http://127.0.0.1:9'
  const seating = await startSeating({
    consumeEvents: opts.seatingConsumesEvents ?? false,
    reportingUrl: () => reportingBase,
  })
  const prefix = seating.prefix
  const ivrSecret = `ivr-secret-${prefix}`
  const log = opts.log ?? testLogger('reporting-test')
  const database = testDatabaseName('reporting')
  await prepareDatabase({ mysqlUrl: testMysqlUrl(), database, migrations }, true).then((db) => db.destroy())
  let fixedNow: Date | null = null
  const auth = seating.auth
  const verify = tokenVerifierOf(auth.env, auth.redis)

  const running: Array<{
    server: RunningServer
    consumer: DomainEventConsumer
    instance: ReportingInstance
  }> = []
  const queues: Array<ReminderQueue | GuestMapQueue> = []
  for (let i = 0; i < (opts.instances ?? 1); i++) {
    const db = createDb({ mysqlUrl: testMysqlUrl(), database, migrations })
    const redis = await connectRedis(testRedisUrl())
    const linkSecret = `report-link-secret-of-${prefix}-test`.padEnd(32, '-')
    const realtime = await createRealtimeServer({
      verify,
      redis,
      redisPrefix: prefix,
      log,
      verifyLobby: lobbyVerifier(db, linkSecret),
    })
    const own: { base?: string } = {}
    const seatingClient = createSeatingClient({
      // Port 9 (discard) answers nothing on loopback: connection refused, as for a stopped service.
      baseUrl: opts.seatingDown ? 'http://127.0.0.1:9' : seating.base,
      internalToken: auth.env.INTERNAL_TOKEN,
      timeoutMs: 3_000,
      log,
    })
    const queue = opts.reminderQueue ?? createReminderQueue({ redisUrl: testRedisUrl(), prefix })
    const localSms = localSmsProvider(db)
    const guestMapQueue = createGuestMapQueue({ redisUrl: testRedisUrl(), prefix })
    queues.push(queue, guestMapQueue)
    const deps: ReportingDeps = {
      db,
      redis,
      redisPrefix: prefix,
      log,
      verify,
      seating: seatingClient,
      accounts: createAccountsClient({
        authUrl: auth.base,
        internalToken: auth.env.INTERNAL_TOKEN,
        redis,
        redisPrefix: prefix,
        service: 'reporting',
        cacheSeconds: 0,
        timeoutMs: 3_000,
        log,
      }),
      realtime,
      reminders: remindersDeps({
        db,
        redis,
        redisPrefix: prefix,
        log,
        reports: createReportsService({
          db,
          seating: seatingClient,
          realtime,
          log,
          now: () => fixedNow ?? new Date(),
        }),
        queue,
        now: () => fixedNow ?? new Date(),
        config: {
          provider: opts.yemotUrl ? 'yemot' : 'local',
          ...(opts.yemotUrl
            ? {
                yemot: {
                  token: '0770000000:test',
                  callerId: '0770000000',
                  ivrPath: 'ivr2:/7',
                  baseUrl: opts.yemotUrl,
                  timeoutMs: 3_000,
                },
              }
            : {}),
          localBehaviour: opts.localBehaviour ?? 'hangup',
          runNow: true,
          callTtlSec: 600,
          // Key presses go over HTTP to this instance's own JSON endpoint, as a provider's would.
          callbackUrl: () => (own.base ? `${own.base}/api/ivr/reminder/json/${ivrSecret}` : undefined),
        },
      }),
      ivr: {
        secrets: [ivrSecret, ...(opts.ivrPreviousSecret ? [opts.ivrPreviousSecret] : [])],
        limiter: createLimiter(redis, {
          prefix,
          keyPrefix: 'ivr-phone',
          points: opts.ivrPhoneMaxRequests ?? 1_000,
          durationSec: 600,
        }),
        callTtlSec: 600,
      },
      reportLinks: reportLinksDeps({
        redis,
        redisPrefix: prefix,
        secret: linkSecret,
        appUrl: 'http://app.test',
      }),
      lobby: lobbyDeps({ redis, redisPrefix: prefix, secret: linkSecret }),
      // Every message is recorded here, for the tests to read (localSmsMessages).
      guestMaps: { queue: guestMapQueue },
      sms: { provider: localSms, local: localSms },
      internalToken: auth.env.INTERNAL_TOKEN,
      phoneLine: phoneLineOf(opts.ivrPhoneNumber ?? '03-555-0100'),
      now: () => fixedNow ?? new Date(),
    }
    const server = await serve({
      app: buildReportingApp(deps),
      port: 0,
      log,
      handleSignals: false,
      onServer: (s) => realtime.attach(s),
    })
    own.base = `http://127.0.0.1:${server.port}`
    const consumer = await consumeDomainEvents({
      redis,
      prefix,
      group: 'reporting',
      consumer: `test-${i}`,
      log,
      handle: reportingEventHandler({
        reports: createReportsService(deps),
        activity: createActivityService(deps),
        realtime,
        log,
        accounts: accountPurge({
          db: deps.db,
          reports: createReportsService(deps),
          reminders: createRemindersService(deps),
          guestMapMail: guestMapMailRepo(deps.db),
        }),
      }),
      blockMs: 200,
    })
    running.push({ server, consumer, instance: { base: `http://127.0.0.1:${server.port}`, deps, realtime } })
  }
  const instances = running.map((r) => r.instance)
  const first = instances[0] as ReportingInstance
  reportingBase = first.base

  function testAccount(acc: {
    id: number
    token: string
    call: Call
    add<T>(path: string, body: unknown): Promise<T>
  }): TestAccount {
    const call: Call = (method, path, body, headers) =>
      send(first.base, acc.token, method, path, body, headers)
    return {
      id: acc.id,
      token: acc.token,
      call,
      seating: acc.call,
      addPerson: (firstName, lastName, phone) =>
        acc.add<Person>('/api/persons', { firstName, lastName, phone }),
      addEvent: (name, date, type = 'רגיל') => acc.add<SeatEvent>('/api/events', { name, date, type }),
    }
  }
  const sockets: Socket[] = []
  async function lastCode(phone: string): Promise<string | null> {
    const row = (await first.deps
      .db('reminder_local_calls')
      .where({ phone, behaviour: 'code' })
      .orderBy('id', 'desc')
      .first('spoken')) as { spoken: string } | undefined
    // "... הוא 1 2 3 4 5 6 שוב ...": the first six digits spoken.
    return row ? (row.spoken.match(/\d/g) ?? []).slice(0, 6).join('') : null
  }

  return {
    seating,
    prefix,
    ivrSecret,
    instances,
    base: first.base,
    registerAccount: async () => testAccount(await seating.registerAccount()),
    registerDemoGuest: async (phone = '0541234567') => testAccount(await seating.registerDemoGuest(phone)),
    async registerAdmin() {
      const warden = await registerTestWarden(auth)
      await auth.db('users').where({ id: warden.id }).update({ is_admin: true })
      const login = await send<{ accessToken: string }>(auth.base, null, 'POST', '/api/auth/login', {
        username: warden.email,
        password: warden.password,
      })
      if (login.status !== 200) throw new Error(`admin login: ${login.status}`)
      return testAccount({
        id: warden.id,
        token: login.body.accessToken,
        call: (method, path, body, headers) =>
          send(seating.base, login.body.accessToken, method, path, body, headers),
        add: () => Promise.reject(new Error('not for admins')),
      })
    },
    async setPhone(accountId, phone) {
      await auth.db('users').where({ id: accountId }).update({ phone })
    },
    lastCode,
    async verifyPhone(account) {
      const sent = await account.call('POST', '/api/reminders/phone-verification/code')
      if (sent.status !== 200) throw new Error(`code not sent: ${sent.status} ${JSON.stringify(sent.body)}`)
      const { phone } = sent.body as { phone: string }
      const code = await lastCode(phone)
      const verified = await account.call('POST', '/api/reminders/phone-verification', { code })
      if (verified.status !== 200)
        throw new Error(`not verified: ${verified.status} ${JSON.stringify(verified.body)}`)
    },
    async nameSynagogue(accountId, name) {
      await auth.db('users').where({ id: accountId }).update({ synagogue_name: name })
    },
    internal: (method, path, body, headers) =>
      send(first.base, null, method, path, body, {
        'x-service-token': auth.env.INTERNAL_TOKEN,
        ...headers,
      }),
    setNow(now) {
      fixedNow = now
    },
    async publish(event) {
      await publishDomainEvent(first.deps.redis, prefix, event)
    },
    expiredToken(accountId) {
      const now = Math.floor(Date.now() / 1000)
      const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
      const body = `${part({ alg: 'EdDSA', typ: 'JWT' })}.${part({ sub: String(accountId), adm: false, gst: false, iss: auth.env.JWT_ISSUER, aud: auth.env.JWT_AUDIENCE, iat: now - 960, exp: now - 60 })}`
      return `${body}.${sign(null, Buffer.from(body), auth.keys.privateKeyPem).toString('base64url')}`
    },
    connect(token, instance = 0) {
      const target = instances[instance] ?? first
      const socket = connectSocket(target.base, {
        auth: typeof token === 'string' ? { token } : token,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      })
      sockets.push(socket)
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket))
        socket.once('connect_error', (err) => reject(err))
      })
    },
    async close() {
      for (const s of sockets) s.disconnect()
      for (const r of running) {
        await r.consumer.stop()
        r.instance.realtime.disconnectLocal()
        await r.server.close()
        await r.instance.realtime.close()
        await r.instance.deps.db.destroy()
      }
      const redis = first.deps.redis
      let cursor = '0'
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500)
        cursor = next
        // The stream goes with seating's close.
        const ours = keys.filter((k) => !k.endsWith(DOMAIN_EVENTS_STREAM))
        if (ours.length) await redis.del(...ours)
      } while (cursor !== '0')
      for (const q of new Set(queues)) await q.close()
      for (const r of running) await closeRedis(r.instance.deps.redis)
      await dropTestDatabase(database)
      await seating.close()
    },
  }
}
