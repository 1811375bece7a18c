import { randomBytes, randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { existsSync } from 'node:fs'
import { PassThrough } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import mysql from 'mysql2/promise'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cardStandInUrl, databaseName } from './env.js'
import { gatewayJson, type JsonReply } from './gateway-json.js'
import { internalTokenOf } from './internal-callers.js'
import { fromRoot } from './paths.js'
import { scratchMariadb, scratchRedis, type ScratchServer } from './scratch-servers.js'
import { generateSecrets } from './secrets.js'
import { startSystem, type RunningSystem } from './system.js'
import { moveSystemClock } from './test-clock.js'

/**
 * The built system under faults, with traffic in flight: Redis killed and started again, every database
 * connection dropped, the MariaDB server killed and started again, each service, the gateway and the
 * workers killed with SIGKILL and started again by the supervisor. Web reports, phone calls, seat moves, an
 * import, a payment, a contact form and a reminder run go on throughout, retried by their clients as the
 * app and the provider would; afterwards nothing is lost or done twice, no seat is half assigned, no domain
 * event is stuck, and an open map hears of the next report. Each kill is shown to have cut a request that
 * was in flight. The system runs on a Redis and a MariaDB of this test's own (Redis append-only, as
 * production runs it), so killing them touches nothing else.
 * Needs the build (`npm test` builds first): skipped without it on a workstation, a failure in CI.
 */
const built =
  existsSync(fromRoot('gateway', 'dist', 'main.js')) &&
  existsSync(fromRoot('services', 'reporting', 'dist', 'main.js'))
if (!built && process.env.CI)
  throw new Error('faults.test.ts needs the built system (gateway/dist, services/*/dist): build first')
const GATEWAY_PORT = Number(process.env.FAULTS_TEST_GATEWAY_PORT ?? 19280)
const PERSONS = 70
/** Worshippers one import adds while services are killed under it. */
const IMPORTED = 120

let system: RunningSystem
let redis: ScratchServer
let mariadb: ScratchServer
const prefix = `seats_t_flt_${randomBytes(3).toString('hex')}`
let token = ''
let adminToken = ''
let email = ''
let mapId = 0
let comingShabbat = ''
const persons: Array<{ id: number; phone: string }> = []

/**
 * The system's calendar for the whole run: the next Wednesday around noon in Israel. On Shabbat the phone
 * line already takes reports for the next week while the web still shows this one, and reminders never ring;
 * a weekday makes every step mean the same whatever day the test runs on. Ahead of now, so the card
 * provider's forward-only clock never has to go back.
 */
const WEEKDAY_OFFSET_MS = (() => {
  const now = new Date()
  const days = (3 - now.getUTCDay() + 7) % 7 || 7
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 10) - now.getTime()
})()

const call = <T>(method: string, url: string, body?: unknown): Promise<JsonReply<T>> =>
  gatewayJson<T>(system.gatewayUrl, token, method, url, body, 15_000)

/** As a client does: again after a failure (an error answer or none at all) until `done` says so. */
async function retried<T>(
  what: string,
  attempt: () => Promise<JsonReply<T>>,
  done: (r: JsonReply<T>) => boolean,
): Promise<JsonReply<T>> {
  const end = Date.now() + 60_000
  let last: JsonReply<T> | Error = new Error('never tried')
  while (Date.now() < end) {
    try {
      last = await attempt()
      if (done(last)) return last
    } catch (err) {
      last = err as Error
    }
    await sleep(200)
  }
  throw new Error(`${what}: gave up, last ${last instanceof Error ? last.message : last.status}`)
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (await check().catch(() => false)) return
    await sleep(200)
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** A web report, made until it is there: 201, or 409 when an earlier try had made it after all. */
const webReport = (personId: number) =>
  retried(
    `report of ${personId}`,
    () => call('POST', '/api/reports', { personId, date: comingShabbat, eventId: null }),
    // 200: an earlier try was written but its answer was lost with the connection; the repeat finds it.
    (r) => r.status === 201 || r.status === 200 || r.status === 409,
  )

/**
 * A whole phone call through the line's JSON adapter, as a caller who listens: "1" through the menu and the
 * confirmation; dialled again when the line drops, and then "2" (keep it) if it says the report exists.
 */
async function phoneReport(phone: string): Promise<void> {
  const secret = system.config.secrets.IVR_SECRET
  const turn = (callId: string, body: Record<string, unknown>) =>
    call<{ say: string[] }>('POST', `/api/ivr/json/${secret}`, { callId, phone, ...body })
  const heard = (r: JsonReply<{ say: string[] }>, words: string) =>
    r.status === 200 && r.body.say.some((s) => s.includes(words))
  await retried(
    `the call of ${phone}`,
    async () => {
      const callId = randomUUID()
      let last = await turn(callId, {})
      for (let step = 0; step < 4 && last.status === 200; step++) {
        if (heard(last, 'הדיווח נרשם בהצלחה') || heard(last, 'הדיווח נשאר בתוקף')) break
        last = await turn(callId, { digits: heard(last, 'כבר קיים דיווח') ? '2' : '1' })
      }
      return last
    },
    (r) => heard(r, 'הדיווח נרשם בהצלחה') || heard(r, 'הדיווח נשאר בתוקף'),
  )
}

/** Seats person i at seat i; after a failure, reads the map to see whether the move was made after all. */
async function seat(i: number): Promise<void> {
  const person = persons[i] as { id: number }
  const to = { row: 1 + Math.floor(i / 10), col: 1 + (i % 10) }
  await retried(
    `seating ${person.id}`,
    async () => {
      const map = await call<{
        version: number
        cells: Array<{ row: number; col: number; people: Array<{ id: number }> }>
      }>('GET', `/api/maps/${mapId}`)
      if (map.status !== 200) return map
      const cell = map.body.cells.find((c) => c.row === to.row && c.col === to.col)
      if (cell?.people.some((p) => p.id === person.id)) return { status: 200, body: map.body }
      return call('POST', `/api/maps/${mapId}/seats`, {
        version: map.body.version,
        ops: [{ op: 'assign', personId: person.id, to }],
      })
    },
    (r) => r.status === 200,
  )
}

async function reportsOfShabbat(): Promise<number[]> {
  const res = await call<{ reports: Array<{ personId: number }> }>(
    'GET',
    `/api/reports/date/${comingShabbat}`,
  )
  expect(res.status).toBe(200)
  return res.body.reports.map((r) => r.personId)
}

/** Every consumer group has read and handled every domain event (nothing pending, nothing dead). */
async function eventsSettled(): Promise<boolean> {
  for (const name of ['reporting', 'seating', 'billing']) {
    const text = await (await fetch(`${system.serviceUrls[name]}/metrics`)).text()
    const backlog = [...text.matchAll(/^domain_events_backlog\{[^}]*\} (\d+)/gm)].map((m) => Number(m[1]))
    // Both of the group's gauges (pending, dead) must be there: a service that stopped reporting is not settled.
    if (backlog.length < 2 || backlog.some((n) => n > 0)) return false
  }
  return true
}

/** An open map (a socket through the gateway) that keeps the reports it hears. */
async function openMap(): Promise<{ socket: Socket; heardReportOf(person: { id: number }): Promise<void> }> {
  const socket = io(system.gatewayUrl, { auth: { token }, transports: ['websocket'] })
  const heard: number[] = []
  socket.on('createReport', (r: { personId: number }) => heard.push(r.personId))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })
  return {
    socket,
    /** The map reconnects by itself after a fault and hears a report made now. */
    heardReportOf: (person) =>
      until('the open map to hear a new report', async () => {
        if (!socket.connected) return false
        await webReport(person.id)
        await sleep(500)
        return heard.includes(person.id)
      }),
  }
}

/** Each of these has one report for the coming Shabbat, and no report is there twice. */
async function expectReportedOnce(people: ReadonlyArray<{ id: number }>): Promise<void> {
  const reported = await reportsOfShabbat()
  expect(new Set(reported).size).toBe(reported.length)
  for (const p of people) expect(reported).toContain(p.id)
}

/** The map seats `total` people, and persons[from] to persons[to - 1] each on the seat seat(i) gave them. */
async function expectSeated(total: number, from: number, to: number): Promise<void> {
  const map = await call<{ cells: Array<{ row: number; col: number; people: Array<{ id: number }> }> }>(
    'GET',
    `/api/maps/${mapId}`,
  )
  const seated = map.body.cells.flatMap((c) => c.people.map((p) => ({ id: p.id, row: c.row, col: c.col })))
  expect(seated).toHaveLength(total)
  for (let i = from; i < to; i++)
    expect(seated).toContainEqual({ id: persons[i]?.id, row: 1 + Math.floor(i / 10), col: 1 + (i % 10) })
}

/**
 * An import of worshippers, sent again after any failure as the import dialog's retry does: rows already
 * there come back as duplicates, so the account ends with each worshipper once, whichever try wrote them.
 */
const importRows = (rows: Array<{ firstName: string; lastName: string; phone: string }>) =>
  retried(
    'the import',
    () => call<{ created: unknown[]; duplicates: unknown[] }>('POST', '/api/persons/many', rows),
    (r) => r.status === 201,
  )

/**
 * A request held inside its service: headers and half its JSON body sent (the gateway streams bodies, the
 * service's body parser waits for the rest). A kill of the service (or of the gateway) cuts it for sure;
 * `finish` sends the rest, and `answer` is its status, or the error of a connection cut.
 */
function halfSent(path: string) {
  const url = new URL(path, system.gatewayUrl)
  const body = JSON.stringify({ probe: 'x'.repeat(64) })
  const req = request({
    host: url.hostname,
    port: url.port,
    path: url.pathname,
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  })
  const answer = new Promise<number | string>((resolve) => {
    req.on('response', (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', (err) => resolve(err.message))
  })
  req.flushHeaders()
  req.write(body.slice(0, 20))
  return { answer, finish: () => req.end(body.slice(20)) }
}

/** A 502-504 from the gateway for a service that went away, or no answer at all. */
const wasCut = (outcome: number | string) => typeof outcome === 'string' || (outcome >= 502 && outcome <= 504)

/**
 * Kills one process with SIGKILL while a request to it is in flight (held half sent), waits until the
 * supervisor has it serving again, and checks that the kill cut that request.
 */
async function killAndAwaitRestart(name: string, inFlightPath: string | null): Promise<void> {
  const pid = system.pids()[name]
  expect(pid, `${name} runs`).toBeGreaterThan(0)
  const held = inFlightPath ? halfSent(inFlightPath) : null
  // Time for the gateway to pass the request on: the service is reading its body when the kill comes.
  if (held) await sleep(500)
  process.kill(pid!, 'SIGKILL')
  await until(
    `${name} to be started again`,
    async () => system.processStates()[name] === 'up' && (system.pids()[name] ?? pid) !== pid,
  )
  const url = name === 'gateway' ? system.gatewayUrl : system.serviceUrls[name]
  if (url) await until(`${name} to answer ready`, async () => (await fetch(`${url}/readyz`)).ok)
  if (held) {
    held.finish()
    const outcome = await held.answer
    expect(wasCut(outcome), `the request in flight when ${name} was killed: ${outcome}`).toBe(true)
  }
}

/** Where a request reaches each service through the gateway (any POST: the body is read before routing). */
const inFlightPathOf: Record<string, string> = {
  seating: '/api/persons',
  reporting: '/api/reports',
  auth: '/api/users/me',
  gateway: '/api/persons',
  billing: '/api/users/createRecurringCharge',
  leads: '/api/leads',
}

describe.skipIf(!built)('the system under faults, with traffic in flight', () => {
  beforeAll(async () => {
    ;[redis, mariadb] = await Promise.all([scratchRedis(), scratchMariadb()])
    await Promise.all([redis.start(), mariadb.start()])
    const secrets = generateSecrets()
    system = await startSystem({
      mode: 'prod',
      ports: { gateway: GATEWAY_PORT, firstService: GATEWAY_PORT + 21 },
      dbPrefix: prefix,
      redisPrefix: prefix,
      mysqlUrl: mariadb.url,
      redisUrl: redis.url,
      secrets,
      output: new PassThrough().resume(),
      colors: false,
      env: { LOG_LEVEL: 'warn' },
      // The probes' steady calls are not a flood here.
      testClock: { offsetMs: WEEKDAY_OFFSET_MS },
      processEnv: {
        gateway: { RATE_LIMIT_PER_MINUTE: '0' },
        leads: { LEAD_IP_MAX: '1000' },
        // A run slow enough to be killed in the middle of.
        workers: { REMINDER_CALLS_PER_SECOND: '2' },
      },
    })
    const admin = await call<{ accessToken: string }>('POST', '/api/auth/login', {
      username: secrets.SEED_ADMIN_EMAIL,
      password: secrets.SEED_ADMIN_PASSWORD,
    })
    expect(admin.status).toBe(200)
    adminToken = admin.body.accessToken
    email = `faults-${randomBytes(4).toString('hex')}@example.com`
    const registered = await call<{ accessToken: string }>('POST', '/api/auth/register', {
      email,
      password: `Seats-${randomBytes(4).toString('hex')}-pw`,
      contactName: 'גבאי',
      synagogueName: 'אהל משה',
      phone: '0501234567',
    })
    expect(registered.status).toBe(201)
    token = registered.body.accessToken
    const rows = Array.from({ length: PERSONS }, (_, i) => ({
      firstName: `מתפלל${i}`,
      lastName: 'בדיקה',
      phone: `0529${String(i).padStart(6, '0')}`,
    }))
    const created = await call<{ created: Array<{ id: number; phone: string }> }>(
      'POST',
      '/api/persons/many',
      rows,
    )
    expect(created.status).toBe(201)
    persons.push(...created.body.created)
    const cells = Array.from({ length: PERSONS }, (_, i) => ({
      row: 1 + Math.floor(i / 10),
      col: 1 + (i % 10),
      kind: 'seat',
      people: [],
    }))
    const map = await call<{ id: number }>('POST', '/api/maps', { name: 'אולם', rows: 7, cols: 10, cells })
    expect(map.status).toBe(201)
    mapId = map.body.id
    comingShabbat = (await call<{ date: string }>('GET', '/api/reports/date/')).body.date
  }, 120_000)

  afterAll(async () => {
    if (system) await system.stop()
    await Promise.all([redis?.remove(), mariadb?.remove()])
  }, 60_000)

  it('Redis killed and started again: reports (web and phone) made once each, no event stuck, the map catches up', async () => {
    const map = await openMap()
    try {
      const web = persons.slice(0, 15)
      const phone = persons.slice(15, 20)
      const traffic = Promise.all([
        ...web.map((p, i) => sleep(i * 60).then(() => webReport(p.id))),
        ...phone.map((p, i) => sleep(i * 150).then(() => phoneReport(p.phone))),
        (async () => {
          for (let i = 0; i < 10; i++) await seat(i)
        })(),
      ])
      await sleep(300)
      await redis.kill()
      await sleep(2_000)
      await redis.start()
      await traffic

      const reported = await reportsOfShabbat()
      expect([...reported].sort()).toEqual([...web, ...phone].map((p) => p.id).sort())
      await until('every domain event handled', eventsSettled)
      // The open map reconnects by itself and hears of the next report.
      await map.heardReportOf(persons[20] as { id: number })
    } finally {
      map.socket.disconnect()
    }
  }, 120_000)

  it('every database connection dropped mid-flight: the services reconnect, nothing lost, doubled or half written', async () => {
    const admin = await mysql.createConnection({ uri: system.config.mysqlUrl })
    try {
      const web = persons.slice(21, 36)
      const traffic = Promise.all([
        ...web.map((p, i) => sleep(i * 50).then(() => webReport(p.id))),
        ...persons.slice(36, 40).map((p, i) => sleep(i * 120).then(() => phoneReport(p.phone))),
        (async () => {
          for (let i = 10; i < 30; i++) await seat(i)
        })(),
      ])
      for (let round = 0; round < 3; round++) {
        await sleep(250)
        const [rows] = await admin.query<mysql.RowDataPacket[]>(
          'SELECT id FROM information_schema.processlist WHERE db LIKE ?',
          [`${prefix}\\_%`],
        )
        for (const row of rows) await admin.query(`KILL CONNECTION ${Number(row.id)}`).catch(() => undefined)
      }
      await traffic

      await expectReportedOnce([...web, ...persons.slice(36, 40)])
      // Each of the 30 seated is on their seat, once; nobody else sits anywhere.
      await expectSeated(30, 0, 30)
      await until('every domain event handled', eventsSettled)
    } finally {
      await admin.end()
    }
  }, 120_000)

  it('each service and the gateway killed mid-flight and restarted: reports, calls, seat moves and an import each done once', async () => {
    const map = await openMap()
    try {
      const before = await call<unknown[]>('GET', '/api/persons')
      expect(before.status).toBe(200)
      const rows = Array.from({ length: IMPORTED }, (_, i) => ({
        firstName: `מיובא${i}`,
        lastName: 'בדיקה',
        phone: `0538${String(i).padStart(6, '0')}`,
      }))
      const web = persons.slice(40, 55)
      const phone = persons.slice(55, 60)
      const traffic = Promise.all([
        ...web.map((p, i) => sleep(i * 150).then(() => webReport(p.id))),
        ...phone.map((p, i) => sleep(i * 400).then(() => phoneReport(p.phone))),
        (async () => {
          for (let i = 30; i < 50; i++) await seat(i)
        })(),
        sleep(200).then(() => importRows(rows)),
      ])
      for (const name of ['seating', 'reporting', 'auth', 'gateway'])
        await killAndAwaitRestart(name, inFlightPathOf[name]!)
      await traffic

      await expectReportedOnce([...web, ...phone])
      const after = await call<Array<{ firstName: string }>>('GET', '/api/persons')
      expect(after.body).toHaveLength(before.body.length + IMPORTED)
      expect(
        new Set(after.body.filter((p) => p.firstName.startsWith('מיובא')).map((p) => p.firstName)).size,
      ).toBe(IMPORTED)
      await expectSeated(50, 30, 50)
      await until('every domain event handled', eventsSettled)
      // The open map reconnected through the new gateway and reporting, and hears the next report.
      await map.heardReportOf(persons[60] as { id: number })
    } finally {
      map.socket.disconnect()
    }
  }, 180_000)

  it('the MariaDB server killed and started again mid-flight: the services reconnect, nothing lost, doubled or half written', async () => {
    const web = persons.slice(61, 67)
    const phone = persons.slice(67, 70)
    const traffic = Promise.all([
      ...web.map((p, i) => sleep(i * 100).then(() => webReport(p.id))),
      ...phone.map((p, i) => sleep(i * 300).then(() => phoneReport(p.phone))),
      (async () => {
        for (let i = 50; i < 60; i++) await seat(i)
      })(),
    ])
    // A query at the server when it dies: the kill is shown to cut work in flight, not an idle server.
    const admin = await mysql.createConnection({ uri: mariadb.url })
    const sleeping = admin.query('SELECT SLEEP(30)').then(
      () => 'finished',
      (err: Error) => err.message,
    )
    await sleep(300)
    await mariadb.kill()
    await sleep(2_000)
    await mariadb.start()
    expect(await sleeping, 'the query in flight when MariaDB was killed').not.toBe('finished')
    admin.destroy()
    await traffic

    await expectReportedOnce([...web, ...phone])
    await expectSeated(60, 50, 60)
    await until('every domain event handled', eventsSettled, 60_000)
    for (const name of ['auth', 'seating', 'reporting', 'billing', 'leads'])
      await until(
        `${name} to answer ready`,
        async () => (await fetch(`${system.serviceUrls[name]}/readyz`)).ok,
      )
  }, 180_000)

  it('billing killed mid-payment and leads mid-contact-form: one card subscription, one lead', async () => {
    const config = await call<{ companyId: string; apiPublicKey: string }>('GET', '/api/billing/config')
    const cardUrl = cardStandInUrl(system.config)
    const card = (await (
      await fetch(`${cardUrl}/tokens/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          CompanyID: config.body.companyId,
          APIPublicKey: config.body.apiPublicKey,
          CardNumber: '4111111111111111',
          ExpirationMonth: '12',
          ExpirationYear: String(new Date().getFullYear() + 3),
          CVV: '123',
          CitizenID: '000000018',
        }),
      })
    ).json()) as { Data: { SingleUseToken: string } }
    const sub = await call<{ firstChargeDate: string }>('GET', '/api/billing/subscription')
    const paymentKey: Record<string, string> = {
      'Idempotency-Key': `faults-pay-${randomBytes(6).toString('hex')}`,
    }
    const pay = () =>
      gatewayJson<{ error?: string }>(
        system.gatewayUrl,
        token,
        'POST',
        '/api/users/createRecurringCharge',
        { SingleUseToken: card.Data.SingleUseToken, dateStart: sub.body.firstChargeDate },
        15_000,
        paymentKey,
      )
    const leadKey = { 'Idempotency-Key': `faults-lead-${randomBytes(6).toString('hex')}` }
    const lead = {
      name: 'ליד בתקלה',
      phone: '0541112233',
      email: 'fault-lead@example.com',
      message: 'נא לחזור',
    }
    const sendLead = () =>
      gatewayJson<{ id: number }>(system.gatewayUrl, null, 'POST', '/api/leads', lead, 15_000, leadKey)

    // The payment dialog and the contact form each send again, with their key, until they get an answer.
    // An attempt whose answer died with billing is being confirmed (payment_confirming) until the reconcile
    // settles it; another already open for the account is payment_pending.
    const paid = retried(
      'the payment',
      pay,
      (r) =>
        r.status === 200 || r.body?.error === 'payment_pending' || r.body?.error === 'payment_confirming',
    )
    const sentLead = retried('the lead', sendLead, (r) => r.status === 201)
    await killAndAwaitRestart('billing', inFlightPathOf.billing!)
    await killAndAwaitRestart('leads', inFlightPathOf.leads!)
    await Promise.all([paid, sentLead])

    // An attempt whose answer died with billing is settled by the reconcile, as the workers run it, once
    // it can no longer be under way: found at the provider it is the subscription; not found, it never
    // reached the provider and is let go (16 minutes on billing's calendar covers both).
    await moveSystemClock(redis.url, prefix, WEEKDAY_OFFSET_MS + 16 * 60_000)
    const reconcile = await fetch(`${system.serviceUrls.billing}/internal/maintenance/reconcile-billing`, {
      method: 'POST',
      headers: { 'x-service-token': internalTokenOf(system.config.secrets, 'workers') },
    })
    await moveSystemClock(redis.url, prefix, WEEKDAY_OFFSET_MS)
    expect(reconcile.status).toBeLessThan(300)
    const settled = await call<{ state: string }>('GET', '/api/billing/subscription')
    if (settled.body.state !== 'active') {
      // The warden pays again from the dialog: a new attempt, a new key.
      paymentKey['Idempotency-Key'] = `faults-pay-${randomBytes(6).toString('hex')}`
      await retried('the second payment', pay, (r) => r.status === 200)
    }
    const provider = (await (await fetch(`${cardUrl}/__test/state`)).json()) as {
      customers: Array<{ id: number; email: string | null }>
      items: Array<{ customerId: number; status: number }>
    }
    const customers = provider.customers.filter((c) => c.email === email)
    expect(customers).toHaveLength(1)
    // One recurring charge at the provider, running or waiting for its first date: never a second one.
    const items = provider.items.filter((i) => i.customerId === customers[0]?.id)
    expect(items).toHaveLength(1)
    expect([0, 12]).toContain(items[0]?.status)
    expect((await call<{ state: string }>('GET', '/api/billing/subscription')).body.state).toBe('active')

    const leads = await gatewayJson<Array<{ name: string }>>(
      system.gatewayUrl,
      adminToken,
      'GET',
      `/api/leads?q=${encodeURIComponent('ליד בתקלה')}`,
    )
    expect(leads.body.filter((l) => l.name === 'ליד בתקלה')).toHaveLength(1)
    await until('every domain event handled', eventsSettled, 60_000)
  }, 180_000)

  it('the workers killed mid-run: the reminder run goes on, each worshipper rung once', async () => {
    // A Thursday morning: reminders ring (never on Shabbat), whatever day the test runs on.
    await moveSystemClock(redis.url, prefix, Date.parse('2026-11-26T10:00:00+02:00') - Date.now())
    const imported = (
      await call<Array<{ id: number; firstName: string; phone: string }>>('GET', '/api/persons')
    ).body
      .filter((p) => p.firstName.startsWith('מיובא'))
      .slice(0, 16)
    const view = await call<{ cities: Array<{ name: string }> }>('GET', '/api/reminders')
    const saved = await call('PUT', '/api/reminders', {
      enabled: true,
      weekday: 4,
      hour: 9,
      minute: 0,
      audience: 'chosen',
      personIds: imported.map((p) => p.id),
      dateTarget: 'shabbat',
      city: view.body.cities[0]?.name,
      text: 'תזכורת לדיווח על מקום פנוי',
    })
    expect(saved.status).toBe(200)
    const started = await call<{ id: number }>('POST', '/api/reminders/run-now')
    expect(started.status).toBe(202)
    const runOf = () =>
      call<{ status: string; counts: { queued: number; called: number; failed: number } }>(
        'GET',
        `/api/reminders/runs/${started.body.id}`,
      )
    await until('the run to have rung a few', async () => (await runOf()).body.counts.called >= 3)
    const beforeKill = (await runOf()).body.counts
    expect(beforeKill.called, 'the run was still calling when the workers were killed').toBeLessThan(
      imported.length,
    )
    await killAndAwaitRestart('workers', null)
    await until('the run to finish', async () => (await runOf()).body.status === 'done', 150_000)

    const db = await mysql.createConnection({
      uri: `${mariadb.url}/${databaseName(system.config, 'reporting')}`,
    })
    try {
      const [rows] = await db.query<mysql.RowDataPacket[]>(
        'SELECT phone, COUNT(*) AS n FROM reminder_local_calls WHERE run_id = ? GROUP BY phone',
        [started.body.id],
      )
      const rung = new Map(rows.map((r) => [String(r.phone), Number(r.n)]))
      // Each chosen worshipper rung exactly once: none lost with the killed worker, none rung twice.
      expect([...rung.values()].every((n) => n === 1)).toBe(true)
      expect([...rung.keys()].sort()).toEqual(imported.map((p) => p.phone.replace(/\D/g, '')).sort())
    } finally {
      await db.end()
      await moveSystemClock(redis.url, prefix, WEEKDAY_OFFSET_MS)
    }
  }, 240_000)
})
