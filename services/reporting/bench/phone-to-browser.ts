/**
 * From a phone report to the warden's browser, across two reporting instances. Prints figures; not a test.
 *
 *   npx tsx bench/phone-to-browser.ts                 (direct to the instances)
 *   BENCH_GATEWAY=1 npx tsx bench/phone-to-browser.ts (a gateway in front of each instance: the phone
 *                                                      provider calls gateway A, the browser sits behind gateway B)
 *   BENCH_REPORTS=1000 BENCH_SOCKETS=1000 BENCH_FANOUT_ROUNDS=30 BENCH_CONCURRENCY=10 ...
 *
 * Starts the real auth and seating services in this process (fresh databases), two reporting processes
 * (dist/main.js when built, else the sources) on one fresh database and one Redis prefix, so the Redis
 * adapter carries every event from instance A to instance B. Then:
 *  1. BENCH_REPORTS phone calls through the JSON adapter, each to its confirm step; the timed part is the
 *     final "1" on instance A, from request start until createReport arrives at a socket.io client on B.
 *     Once one at a time, once BENCH_CONCURRENCY at a time.
 *  2. BENCH_SOCKETS sockets of one account, half on each instance: the RSS each instance gained per socket,
 *     and BENCH_FANOUT_ROUNDS reports fanned out to all of them (per-socket arrival and last-socket times).
 * Everything it created is removed at the end. An external system (GATEWAY_URL) is not used: its reporting
 * instances would not share this run's database and Redis prefix.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import net from 'node:net'
import { availableParallelism, loadavg } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { IvrJsonReply, Person, PersonsBulkResult } from '@seats/contracts'
import { prepareDatabase } from '@seats/kit'
import { dropTestDatabase, testDatabaseName, testMysqlUrl, testRedisUrl } from '@seats/kit/testing'
import { startSeating, type SeatingTestEnv } from '@seats/seating/testing'
import { io as connectSocket, type Socket } from 'socket.io-client'
import { migrations } from '../migrations'

const REPORTS = Number(process.env.BENCH_REPORTS ?? 1_000)
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1_000)
const FANOUT_ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 30)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10)
const WITH_GATEWAY = process.env.BENCH_GATEWAY === '1'
const GOAL_P99_MS = 150

const here = path.dirname(fileURLToPath(import.meta.url))
const serviceDir = path.resolve(here, '..')
const gatewayDir = path.resolve(serviceDir, '../../gateway')

interface Proc {
  name: string
  child: ChildProcess
  url: string
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

/** dist/main.js when built, else the sources through tsx. */
function entryOf(dir: string): string[] {
  const dist = path.join(dir, 'dist/main.js')
  return existsSync(dist) ? [dist] : ['--import', 'tsx', path.join(dir, 'src/main.ts')]
}

async function startProcess(name: string, dir: string, env: Record<string, string>): Promise<Proc> {
  const port = await freePort()
  const child = spawn(process.execPath, entryOf(dir), {
    cwd: dir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${stderr}`)
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { name, child, url }
    if (Date.now() > deadline) throw new Error(`${name} not ready: ${stderr}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

async function stopProcess(p: Proc): Promise<void> {
  if (p.child.exitCode !== null) return
  const exited = new Promise((r) => p.child.once('exit', r))
  p.child.kill('SIGTERM')
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))])
  if (p.child.exitCode === null) p.child.kill('SIGKILL')
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) / 1024
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN
function summary(label: string, samples: number[]): string {
  const s = [...samples].sort((a, b) => a - b)
  const f = (n: number) => n.toFixed(1).padStart(7)
  return `${label.padEnd(44)} n=${String(s.length).padStart(6)}  p50 ${f(percentile(s, 50))} ms  p90 ${f(percentile(s, 90))} ms  p99 ${f(percentile(s, 99))} ms  max ${f(s[s.length - 1] ?? NaN)} ms`
}

function socketTo(url: string, token: string): Promise<Socket> {
  const socket = connectSocket(url, {
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  })
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
  })
}

async function post<T>(url: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as T }
}

async function main(): Promise<void> {
  console.log(
    `phone-to-browser: ${REPORTS} phone reports, ${SOCKETS} sockets, ${availableParallelism()} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  )
  const seating: SeatingTestEnv = await startSeating()
  const database = testDatabaseName('reporting_bench')
  const procs: Proc[] = []
  const sockets: Socket[] = []
  try {
    await prepareDatabase({ mysqlUrl: testMysqlUrl(), database, migrations }, true).then((db) => db.destroy())
    const auth = seating.auth
    const ivrSecret = `bench-ivr-secret-${seating.prefix}`
    const common = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      MYSQL_URL: testMysqlUrl(),
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: seating.prefix,
      JWT_PUBLIC_KEY: auth.keys.publicKeyPem.replace(/\n/g, '\\n'),
      JWT_ISSUER: auth.env.JWT_ISSUER,
      JWT_AUDIENCE: auth.env.JWT_AUDIENCE,
      INTERNAL_TOKEN: auth.env.INTERNAL_TOKEN,
      DB_NAME: database,
      MIGRATE_ON_BOOT: 'false',
      SEATING_URL: seating.base,
      IVR_SECRET: ivrSecret,
      IVR_PHONE_MAX_REQUESTS: '1000000',
    }
    const a = await startProcess('reporting A', serviceDir, common)
    procs.push(a)
    const b = await startProcess('reporting B', serviceDir, common)
    procs.push(b)
    let phoneUrl = a.url
    let browserUrl = b.url
    if (WITH_GATEWAY) {
      const gw = (reporting: string) => ({
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        JWT_PUBLIC_KEY: common.JWT_PUBLIC_KEY,
        JWT_ISSUER: common.JWT_ISSUER,
        JWT_AUDIENCE: common.JWT_AUDIENCE,
        AUTH_URL: auth.base,
        SEATING_URL: seating.base,
        REPORTING_URL: reporting,
        RATE_LIMIT_PER_MINUTE: '0',
      })
      const ga = await startProcess('gateway A', gatewayDir, gw(a.url))
      procs.push(ga)
      const gb = await startProcess('gateway B', gatewayDir, gw(b.url))
      procs.push(gb)
      phoneUrl = ga.url
      browserUrl = gb.url
    }
    console.log(
      `entry: ${entryOf(serviceDir).join(' ')}; phone -> ${WITH_GATEWAY ? 'gateway A -> ' : ''}A, browser -> ${WITH_GATEWAY ? 'gateway B -> ' : ''}B`,
    )

    // One account with REPORTS worshippers, each on a phone of their own.
    const account = await seating.registerAccount()
    await seating.setMaxPeople(account.id, REPORTS + 10)
    const rows = Array.from({ length: REPORTS }, (_, i) => ({
      firstName: `מתפלל${i}`,
      lastName: 'מדידה',
      phone: `053${String(1_000_000 + i).padStart(7, '0')}`,
    }))
    const bulk = await account.call<PersonsBulkResult>('POST', '/api/persons/many', rows)
    if (bulk.status !== 201 && bulk.status !== 200)
      throw new Error(`bulk import: ${bulk.status} ${JSON.stringify(bulk.body).slice(0, 200)}`)
    const persons: Person[] = bulk.body.created

    // The warden's browser, on the other instance.
    const warden = await socketTo(browserUrl, account.token)
    sockets.push(warden)
    const arrivals = new Map<number, number>()
    const waiters = new Map<number, () => void>()
    warden.on('createReport', (report: { personId: number }) => {
      arrivals.set(report.personId, performance.now())
      waiters.get(report.personId)?.()
    })

    const ivr = `${phoneUrl}/api/ivr/json/${ivrSecret}`
    // Every call up to its confirm question (untimed): the caller is identified and the Shabbat offered.
    const calls = persons.map((p, i) => ({ person: p, callId: `bench-${i}`, phone: rows[i]?.phone ?? '' }))
    for (let i = 0; i < calls.length; i += 20) {
      await Promise.all(
        calls.slice(i, i + 20).map(async (c) => {
          const res = await post<IvrJsonReply>(ivr, { callId: c.callId, phone: c.phone })
          if (res.body.ask?.options.join() !== '1,2')
            throw new Error(`unexpected first turn: ${JSON.stringify(res.body)}`)
        }),
      )
    }

    async function confirm(c: (typeof calls)[number]): Promise<number> {
      const arrived = new Promise<void>((resolve) => waiters.set(c.person.id, resolve))
      const started = performance.now()
      const res = await post<IvrJsonReply>(ivr, { callId: c.callId, phone: c.phone, digits: '1' })
      if (!res.body.hangup || res.body.say[0] !== 'הדיווח נרשם בהצלחה')
        throw new Error(`unexpected confirm: ${JSON.stringify(res.body)}`)
      await Promise.race([
        arrived,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error(`no createReport for ${c.person.id}`)), 5_000),
        ),
      ])
      waiters.delete(c.person.id)
      return (arrivals.get(c.person.id) ?? NaN) - started
    }

    // Warm-up: the first 5% (not counted), then the rest one at a time and CONCURRENCY at a time.
    const warm = Math.max(5, Math.floor(REPORTS * 0.05))
    for (const c of calls.slice(0, warm)) await confirm(c)
    const rest = calls.slice(warm)
    const half = Math.floor(rest.length / 2)
    const sequential: number[] = []
    for (const c of rest.slice(0, half)) sequential.push(await confirm(c))
    const concurrent: number[] = []
    const queue = rest.slice(half)
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let c = queue.shift(); c; c = queue.shift()) concurrent.push(await confirm(c))
      }),
    )
    console.log('\nphone confirm (JSON adapter on A) -> createReport on a socket of B')
    console.log(summary('one call at a time', sequential))
    console.log(summary(`${CONCURRENCY} calls at a time`, concurrent))
    const p99 = percentile(
      [...sequential].sort((x, y) => x - y),
      99,
    )
    console.log(`goal p99 <= ${GOAL_P99_MS} ms (one at a time): ${p99 <= GOAL_P99_MS ? 'met' : 'NOT met'}`)

    // Many browsers: the memory each connection costs and the fan-out of one report to all of them.
    const rssBefore = [rssMb(a.child.pid ?? 0), rssMb(b.child.pid ?? 0)]
    const many: Socket[] = []
    for (let i = 0; i < SOCKETS; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, SOCKETS - i) }, (_, j) =>
          socketTo((i + j) % 2 === 0 ? a.url : b.url, account.token),
        ),
      )
      many.push(...batch)
    }
    sockets.push(...many)
    await new Promise((r) => setTimeout(r, 2_000))
    const rssAfter = [rssMb(a.child.pid ?? 0), rssMb(b.child.pid ?? 0)]
    const delta = rssAfter[0]! - rssBefore[0]! + (rssAfter[1]! - rssBefore[1]!)
    console.log(
      `\n${SOCKETS} sockets (half on each instance, direct): RSS A ${rssBefore[0]!.toFixed(1)} -> ${rssAfter[0]!.toFixed(1)} MB, B ${rssBefore[1]!.toFixed(1)} -> ${rssAfter[1]!.toFixed(1)} MB`,
    )
    console.log(
      `memory per connection: ${((delta * 1024) / SOCKETS).toFixed(1)} KB (RSS delta of both instances / sockets)`,
    )

    const perSocket: number[] = []
    const lastSocket: number[] = []
    const sarah = await account.call<Person>('POST', '/api/persons', {
      firstName: 'שרה',
      lastName: 'מדידה',
      phone: '0549999999',
    })
    const dates = Array.from({ length: FANOUT_ROUNDS }, (_, i) =>
      new Date(Date.UTC(2030, 0, 5 + 7 * i)).toISOString().slice(0, 10),
    )
    for (const date of dates) {
      const times: number[] = []
      const all = Promise.all(
        many.map(
          (s) =>
            new Promise<void>((resolve) =>
              s.once('createReport', () => (times.push(performance.now()), resolve())),
            ),
        ),
      )
      const started = performance.now()
      const res = await post(`${a.url}/api/reports`, { personId: sarah.body.id, date }, account.token)
      if (res.status !== 201) throw new Error(`report: ${res.status} ${JSON.stringify(res.body)}`)
      await all
      for (const t of times) perSocket.push(t - started)
      lastSocket.push(Math.max(...times) - started)
    }
    console.log(`\nfan-out of one report (POST on A) to ${SOCKETS} sockets on A and B`)
    console.log(summary('arrival at each socket', perSocket))
    console.log(summary('arrival at the last socket', lastSocket))
    console.log(
      `load after: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    )
  } finally {
    for (const s of sockets) s.disconnect()
    for (const p of procs.reverse()) await stopProcess(p)
    await dropTestDatabase(database)
    await seating.close()
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err)
    process.exit(1)
  },
)
