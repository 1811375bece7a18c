/**
 * GET /api/maps/:id of a 60x40 map (2,400 seats, 1,500 of them assigned) at a FIXED rate, straight on the
 * seating service and, when GATEWAY_URL is given, through the gateway; plus the time of a 2,000-row bulk
 * import. Prints figures; it is not a test.
 *
 *   pnpm -F @seats/seating bench:get-map                      (builds nothing: uses dist/main.js if present, else src)
 *   BENCH_RATE=500 BENCH_DURATION=20 BENCH_CONNECTIONS=8 pnpm -F @seats/seating bench:get-map
 *   GATEWAY_URL=http://localhost:8080 SEATING_URL=http://127.0.0.1:4102 [BENCH_TOKEN=<access token>] pnpm -F @seats/seating bench:get-map
 *     (a running system; the gateway's RATE_LIMIT_PER_MINUTE must be 0 or it answers 429 at this rate, and the
 *     account needs maxPeople >= 2,000: pass BENCH_TOKEN of such an account, or raise the new account's)
 *
 * Without GATEWAY_URL the script starts the service itself on a throwaway database, with a stand-in for auth's
 * internal API (only the seeding writes ask it; reads never do), and removes everything afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { SignJWT, importPKCS8 } from 'jose'
import type { MapVersion, PersonsBulkResult, SeatMap } from '@seats/contracts'
import { connectRedis, closeRedis, dropDatabase, tokenRevocations } from '@seats/kit'

const RATE = Number(process.env.BENCH_RATE ?? 500)
const DURATION = Number(process.env.BENCH_DURATION ?? 20)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8)
const ROWS = 60
const COLS = 40
const ASSIGNED = 1_500
const PERSONS = 2_000

const here = path.dirname(fileURLToPath(import.meta.url))
const serviceDir = path.resolve(here, '..')

async function call<T>(base: string, token: string, method: string, p: string, body?: unknown): Promise<T> {
  const res = await fetch(base + p, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${p}: HTTP ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

interface Target {
  seatingUrl?: string
  gatewayUrl?: string
  /** Where seeding goes (the gateway when there is one). */
  apiUrl: string
  token: string
  stop: () => Promise<void>
}

/** Our own service process on a throwaway database; a stand-in answers auth's internal account call. */
async function startOwnService(): Promise<Target> {
  const id = randomBytes(3).toString('hex')
  const mysqlUrl = process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306'
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
  const database = `seats_bench_seating_${id}`
  const prefix = `seats_bench_${id}`
  const internalToken = randomBytes(24).toString('hex')
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString()
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()

  const authStub: Server = createServer((req, res) => {
    const m = /^\/internal\/accounts\/(\d+)$/.exec(req.url ?? '')
    if (!m || req.headers['x-service-token'] !== internalToken) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: Number(m[1]),
        isAdmin: false,
        isGuest: false,
        isDemoGuest: false,
        maxPeople: 100_000,
        subscriptionStatus: -1,
        phone: '0501234567',
        contactName: 'מדידה',
        synagogueName: 'מדידה',
      }),
    )
  })
  await new Promise<void>((resolve) => authStub.listen(0, '127.0.0.1', resolve))
  const authPort = (authStub.address() as { port: number }).port
  // As auth does at boot: the (empty) logout deny-list is marked whole, or every token would be refused.
  const markRedis = await connectRedis(redisUrl)
  await tokenRevocations(markRedis, prefix).restore([])
  await closeRedis(markRedis)
  const port = 20_000 + Math.floor(Math.random() * 20_000)

  const built = path.join(serviceDir, 'dist', 'main.js')
  const args = existsSync(built)
    ? [built]
    : [
        path.join(serviceDir, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        path.join(serviceDir, 'src', 'main.ts'),
      ]
  console.log(
    `starting ${existsSync(built) ? 'dist/main.js' : 'src/main.ts (tsx)'} on :${port}, database ${database}`,
  )
  // e.g. BENCH_NODE_ARGS=--cpu-prof to profile the service under load.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: serviceDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Request logs at this rate would measure the terminal, not the code.
      LOG_LEVEL: 'warn',
      PORT: String(port),
      MYSQL_URL: mysqlUrl,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
      DB_NAME: database,
      JWT_PUBLIC_KEY: publicPem,
      INTERNAL_TOKEN: internalToken,
      AUTH_URL: `http://127.0.0.1:${authPort}`,
    },
  })
  const seatingUrl = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`)
    const ok = await fetch(`${seatingUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) throw new Error('the service did not become ready')
    await new Promise((r) => setTimeout(r, 200))
  }
  const token = await new SignJWT({ adm: false, gst: false })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject('1')
    .setIssuer('seats-auth')
    .setAudience('seats-api')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importPKCS8(privatePem, 'EdDSA'))

  return {
    seatingUrl,
    apiUrl: seatingUrl,
    token,
    stop: async () => {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      authStub.close()
      await dropDatabase(mysqlUrl, database)
      const redis = await connectRedis(redisUrl)
      let cursor = '0'
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500)
        if (keys.length) await redis.del(...keys)
        cursor = next
      } while (cursor !== '0')
      await closeRedis(redis)
    },
  }
}

/** A running system: BENCH_TOKEN's account (room for 2,000 persons), or a fresh account through the gateway. */
async function useRunningSystem(gatewayUrl: string): Promise<Target> {
  const given = process.env.BENCH_TOKEN
  if (given)
    return {
      gatewayUrl,
      seatingUrl: process.env.SEATING_URL,
      apiUrl: gatewayUrl,
      token: given,
      stop: async () => undefined,
    }
  const id = randomBytes(4).toString('hex')
  const res = await fetch(`${gatewayUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${id}@example.com`,
      password: `bench-${id}-password`,
      contactName: 'מדידת עומס',
      synagogueName: 'בית כנסת למדידה',
      phone: '0501234567',
    }),
  })
  if (!res.ok) throw new Error(`register failed: HTTP ${res.status} ${await res.text()}`)
  const { accessToken } = (await res.json()) as { accessToken: string }
  console.log(
    "note: a new account is limited to its plan's maxPeople; raise it (admin) if the import is refused",
  )
  return {
    gatewayUrl,
    seatingUrl: process.env.SEATING_URL,
    apiUrl: gatewayUrl,
    token: accessToken,
    stop: async () => undefined,
  }
}

async function seed(t: Target): Promise<{ mapId: number; bulkMs: number }> {
  const rows = Array.from({ length: PERSONS }, (_, i) => ({
    firstName: `מתפלל${i}`,
    lastName: ['כהן', 'לוי', 'מזרחי', 'פרץ', 'ביטון'][i % 5] ?? 'כהן',
    phone: `05${2 + (i % 6)}${String(1_000_000 + i).slice(-7)}`,
  }))
  const started = performance.now()
  const bulk = await call<PersonsBulkResult>(t.apiUrl, t.token, 'POST', '/api/persons/many', rows)
  const bulkMs = performance.now() - started
  if (bulk.created.length !== PERSONS) throw new Error(`bulk created ${bulk.created.length}`)

  const aisles = [{ col: 11 }, { col: 30 }]
  const map = await call<SeatMap>(t.apiUrl, t.token, 'POST', '/api/maps', {
    name: 'אולם למדידה',
    rows: ROWS,
    cols: COLS,
    cells: Array.from({ length: ROWS }, (_, r) =>
      aisles.map((a) => ({ row: r + 1, col: a.col, kind: 'aisle' })),
    ).flat(),
  })
  const seats: Array<{ row: number; col: number }> = []
  for (let r = 1; r <= ROWS; r++)
    for (let c = 1; c <= COLS; c++) if (!aisles.some((a) => a.col === c)) seats.push({ row: r, col: c })
  const ops = bulk.created.slice(0, ASSIGNED).map((p, i) => ({ op: 'assign', personId: p.id, to: seats[i] }))
  await call<MapVersion>(t.apiUrl, t.token, 'POST', `/api/maps/${map.id}/seats`, {
    version: map.version,
    ops,
  })
  return { mapId: map.id, bulkMs }
}

/** Cache-miss cost: each GET follows a seat op, so the document is rebuilt from the database. */
async function coldGets(base: string, token: string, mapId: number, n = 20): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < n; i++) {
    const { version, cells } = await call<SeatMap>(base, token, 'GET', `/api/maps/${mapId}`)
    const seated = cells.find((c) => c.people.length > 0)
    const person = seated?.people[0]
    if (!seated || !person) throw new Error('no seated person')
    await call(base, token, 'POST', `/api/maps/${mapId}/seats`, {
      version,
      ops: [
        { op: 'unassign', personId: person.id, from: seated },
        { op: 'assign', personId: person.id, to: seated },
      ],
    })
    const t0 = performance.now()
    await call(base, token, 'GET', `/api/maps/${mapId}`)
    times.push(performance.now() - t0)
  }
  return times.sort((a, b) => a - b)
}

interface Figures {
  target: string
  rps: number
  p50: number
  p90: number
  p99: number
  max: number
  non2xx: number
  errors: number
}

async function measure(target: string, url: string, token: string): Promise<Figures> {
  const run = (seconds: number) =>
    autocannon({
      url,
      method: 'GET',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
      connections: CONNECTIONS,
      overallRate: RATE,
      duration: seconds,
    })
  await run(WARMUP)
  const r = await run(DURATION)
  return {
    target,
    rps: r.requests.average,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }
}

async function main(): Promise<void> {
  const gatewayUrl = process.env.GATEWAY_URL
  const t = gatewayUrl ? await useRunningSystem(gatewayUrl) : await startOwnService()
  try {
    const { mapId, bulkMs } = await seed(t)
    console.log(`bulk import of ${PERSONS} persons: ${bulkMs.toFixed(0)} ms (goal < 2000 ms)`)
    const probe = await fetch(`${t.apiUrl}/api/maps/${mapId}`, {
      headers: { authorization: `Bearer ${t.token}`, 'accept-encoding': 'gzip' },
    })
    const body = await probe.text()
    const doc = JSON.parse(body) as SeatMap
    const assigned = doc.cells.reduce((n, c) => n + c.people.length, 0)
    console.log(
      `map ${ROWS}x${COLS}: ${doc.cells.length} listed cells, ${assigned} assigned; response ${Buffer.byteLength(body)} bytes of JSON, ${probe.headers.get('content-length')} bytes on the wire (${probe.headers.get('content-encoding') ?? 'identity'})`,
    )
    const coldBase = t.seatingUrl ?? t.apiUrl
    const cold = await coldGets(coldBase, t.token, mapId)
    console.log(
      `uncached GET (document rebuilt after a change), ${cold.length} runs: median ${cold[Math.floor(cold.length / 2)]?.toFixed(1)} ms, max ${cold.at(-1)?.toFixed(1)} ms`,
    )

    console.log(
      `GET /api/maps/:id at ${RATE} req/s for ${DURATION} s (${WARMUP} s warm-up), ${CONNECTIONS} connections`,
    )
    const rows: Figures[] = []
    // The floor: the same rate on /healthz (no token, no database), so a busy machine shows as such.
    if (t.seatingUrl && process.env.BENCH_BASELINE !== '0')
      rows.push(await measure('seating /healthz (floor)', `${t.seatingUrl}/healthz`, t.token))
    if (t.seatingUrl)
      rows.push(await measure('seating (direct)', `${t.seatingUrl}/api/maps/${mapId}`, t.token))
    if (t.gatewayUrl) rows.push(await measure('gateway', `${t.gatewayUrl}/api/maps/${mapId}`, t.token))
    const header = ['target', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'non-2xx', 'errors']
    const table = [
      header,
      ...rows.map((r) =>
        [r.target, r.rps.toFixed(0), r.p50, r.p90, r.p99, r.max, r.non2xx, r.errors].map(String),
      ),
    ]
    const widths = header.map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)))
    for (const row of table)
      console.log(
        row.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  '),
      )
    for (const r of rows.filter((x) => !x.target.includes('floor')))
      console.log(`${r.target}: p99 ${r.p99} ms ${r.p99 <= 20 ? 'meets' : 'misses'} the 20 ms goal`)
    const [load1] = loadavg()
    console.log(`load average during the run: ${load1?.toFixed(1)} on ${availableParallelism()} cores`)
  } finally {
    await t.stop()
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err)
  process.exit(1)
})
