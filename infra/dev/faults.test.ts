import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import mysql from 'mysql2/promise'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dropDatabases } from './databases.js'
import { gatewayJson, type JsonReply } from './gateway-json.js'
import { fromRoot } from './paths.js'
import { generateSecrets } from './secrets.js'
import { startSystem, type RunningSystem } from './system.js'

/**
 * The built system under faults, with traffic in flight: Redis killed and started again, every database
 * connection dropped, each service and the gateway killed with SIGKILL and started again by the supervisor. Web reports, phone calls and seat moves go on throughout, retried by their clients as
 * the app and the provider would; afterwards no report is lost or doubled, no seat is half assigned, no
 * domain event is stuck, and an open map hears of the next report. The system runs on a Redis of this
 * test's own (append-only, as production runs it), so killing it touches nothing else.
 * Needs the build (`npm test` builds first); skipped when the services are not built.
 */
const built =
  existsSync(fromRoot('gateway', 'dist', 'main.js')) &&
  existsSync(fromRoot('services', 'reporting', 'dist', 'main.js'))
const GATEWAY_PORT = Number(process.env.FAULTS_TEST_GATEWAY_PORT ?? 19280)
const PERSONS = 70
/** Worshippers one import adds while services are killed under it. */
const IMPORTED = 120

let system: RunningSystem
let redis: ChildProcess
let redisPort = 0
const redisDir = mkdtempSync(path.join(tmpdir(), 'seats-faults-redis-'))
const prefix = `seats_t_flt_${randomBytes(3).toString('hex')}`
let token = ''
let mapId = 0
let comingShabbat = ''
const persons: Array<{ id: number; phone: string }> = []

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

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

async function startRedis(): Promise<void> {
  redis = spawn(
    'redis-server',
    [
      ...['--port', String(redisPort), '--bind', '127.0.0.1', '--dir', redisDir, '--save', ''],
      ...['--appendonly', 'yes', '--appendfsync', 'always', '--maxmemory-policy', 'noeviction'],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  await new Promise<void>((resolve, reject) => {
    redis.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve()
    })
    redis.once('exit', (code) => reject(new Error(`redis-server exited (${code})`)))
  })
}

const killRedis = () =>
  new Promise<void>((resolve) => {
    redis.once('exit', () => resolve())
    redis.kill('SIGKILL')
  })

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
  for (const name of ['reporting', 'seating']) {
    const text = await (await fetch(`${system.serviceUrls[name]}/metrics`)).text()
    const backlog = [...text.matchAll(/^domain_events_backlog\{[^}]*\} (\d+)/gm)].map((m) => Number(m[1]))
    if (backlog.some((n) => n > 0)) return false
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

/** Kills one process with SIGKILL and waits until the supervisor has it serving again. */
async function killAndAwaitRestart(name: string): Promise<void> {
  const pid = system.pids()[name]
  expect(pid, `${name} runs`).toBeGreaterThan(0)
  process.kill(pid!, 'SIGKILL')
  await until(
    `${name} to be started again`,
    async () => system.processStates()[name] === 'up' && (system.pids()[name] ?? pid) !== pid,
  )
  const url = name === 'gateway' ? system.gatewayUrl : system.serviceUrls[name]
  await until(`${name} to answer ready`, async () => (await fetch(`${url}/readyz`)).ok)
}

describe.skipIf(!built)('the system under faults, with traffic in flight', () => {
  beforeAll(async () => {
    redisPort = await freePort()
    await startRedis()
    system = await startSystem({
      mode: 'prod',
      ports: { gateway: GATEWAY_PORT, firstService: GATEWAY_PORT + 21 },
      dbPrefix: prefix,
      redisPrefix: prefix,
      secrets: generateSecrets(),
      output: new PassThrough().resume(),
      colors: false,
      env: { LOG_LEVEL: 'warn', REDIS_URL: `redis://127.0.0.1:${redisPort}` },
    })
    const registered = await call<{ accessToken: string }>('POST', '/api/auth/register', {
      email: `faults-${randomBytes(4).toString('hex')}@example.com`,
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
    if (system) {
      await system.stop()
      await dropDatabases(system.config.mysqlUrl, prefix)
    }
    if (redis && redis.exitCode === null) await killRedis()
    rmSync(redisDir, { recursive: true, force: true })
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
      await killRedis()
      await sleep(2_000)
      await startRedis()
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
      for (const name of ['seating', 'reporting', 'auth', 'gateway']) {
        await sleep(150)
        await killAndAwaitRestart(name)
      }
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
})
