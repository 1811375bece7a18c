import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { PassThrough } from 'node:stream'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PHONE_LINE_UNAVAILABLE_REPLY } from '@seats/contracts'
import { deleteRedisPrefix, dropDatabases } from './databases.js'
import { gatewayJson, type JsonReply } from './gateway-json.js'
import { fromRoot } from './paths.js'
import { generateSecrets } from './secrets.js'
import { startSystem, type ProcessEvent, type RunningSystem } from './system.js'

/**
 * The start command's supervision, on the built system: every process killed with SIGKILL comes back and
 * serves again while the others keep serving, and nothing written before the kill is lost.
 * Needs the build (`npm test` builds first); skipped when the services are not built.
 */
const built =
  existsSync(fromRoot('gateway', 'dist', 'main.js')) &&
  existsSync(fromRoot('services', 'auth', 'dist', 'main.js'))
const GATEWAY_PORT = Number(process.env.SUPERVISION_TEST_GATEWAY_PORT ?? 19080)

let system: RunningSystem
const events: ProcessEvent[] = []
const prefix = `seats_t_sup_${randomBytes(3).toString('hex')}`
let token = ''
let personId = 0
let reportId = 0

const call = <T>(method: string, path: string, body?: unknown): Promise<JsonReply<T>> =>
  gatewayJson<T>(system.gatewayUrl, token, method, path, body, 10_000)

async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 30_000,
): Promise<void> {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return
    await sleep(100)
  }
  throw new Error(`timed out waiting for ${what}`)
}

describe.skipIf(!built)('npm start supervises its processes', () => {
  beforeAll(async () => {
    system = await startSystem({
      mode: 'prod',
      ports: { gateway: GATEWAY_PORT, firstService: GATEWAY_PORT + 21 },
      dbPrefix: prefix,
      redisPrefix: prefix,
      secrets: generateSecrets(),
      output: new PassThrough().resume(),
      colors: false,
      env: { LOG_LEVEL: 'warn' },
      onProcessEvent: (e) => events.push(e),
    })
    const email = `sup-${randomBytes(4).toString('hex')}@example.com`
    const registered = await call<{ accessToken: string }>('POST', '/api/auth/register', {
      email,
      password: `Seats-${randomBytes(4).toString('hex')}-pw`,
      contactName: 'גבאי',
      synagogueName: 'אהל משה',
      phone: '0501234567',
    })
    expect(registered.status).toBe(201)
    token = registered.body.accessToken
    const person = await call<{ id: number }>('POST', '/api/persons', {
      firstName: 'משה',
      lastName: 'כהן',
      phone: '0527654321',
    })
    expect(person.status).toBe(201)
    personId = person.body.id
    const { body: coming } = await call<{ date: string }>('GET', '/api/reports/date/')
    const report = await call<{ id: number }>('POST', '/api/reports', {
      personId,
      date: coming.date,
      eventId: null,
    })
    expect(report.status).toBe(201)
    reportId = report.body.id
  }, 120_000)

  afterAll(async () => {
    if (!system) return
    const pids = Object.values(system.pids())
    await system.stop()
    // Ctrl-C leaves nothing behind, restarted processes included.
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow()
    await dropDatabases(system.config.mysqlUrl, prefix)
    await deleteRedisPrefix(system.config.redisUrl, prefix)
  }, 60_000)

  it('every process answers /metrics on its internal port, none through the gateway', async () => {
    const text = async (url: string) => (await fetch(url)).text()
    for (const name of ['auth', 'seating', 'reporting', 'billing', 'leads']) {
      const body = await text(`${system.serviceUrls[name]}/metrics`)
      expect(body, name).toContain(`service="${name}"`)
      expect(body, name).toContain('db_pool_connections')
    }
    const reporting = await text(`${system.serviceUrls.reporting}/metrics`)
    expect(reporting).toContain('socket_connections')
    expect(reporting).toMatch(/reports_last_hour\{source="web"[^}]*\} 1/)
    expect(reporting).toContain('# TYPE reminder_calls gauge')
    expect(reporting).toMatch(/domain_events_backlog\{group="reporting",state="pending"/)
    const gateway = await text(`http://127.0.0.1:${system.config.ports.gatewayMetrics}/metrics`)
    expect(gateway).toMatch(/http_request_duration_seconds_count\{[^}]*route="api:seating"/)
    const workers = await text(`http://127.0.0.1:${system.config.ports.workersMetrics}/metrics`)
    expect(workers).toMatch(/bullmq_jobs\{[^}]*queue="maintenance"/)
    expect(await text(`${system.gatewayUrl}/metrics`)).not.toContain('http_request_duration_seconds')
  })

  it.each(['seating', 'reporting', 'auth', 'billing', 'leads', 'workers', 'gateway'])(
    '%s killed with SIGKILL comes back and serves; the others serve meanwhile',
    async (name) => {
      const pid = system.pids()[name]
      expect(pid, `${name} runs`).toBeGreaterThan(0)
      const exitsBefore = events.filter((e) => e.kind === 'exited' && e.name === name).length
      process.kill(pid!, 'SIGKILL')
      await until(
        `${name} to be seen exiting`,
        () => events.filter((e) => e.kind === 'exited' && e.name === name).length > exitsBefore,
      )
      // Within the first second the process waits before it is started again.
      if (name === 'seating') {
        // Its calls answer 503 JSON at once; reporting's go on.
        const persons = await call<{ error: string }>('GET', '/api/persons')
        expect(persons.status).toBe(503)
        expect(persons.body.error).toBe('upstream_unavailable')
        expect((await call('GET', '/api/reports/date/')).status).toBe(200)
      }
      if (name === 'reporting') {
        // The phone line still answers the provider in its own text; seating serves.
        const secret = system.config.secrets.IVR_SECRET
        const line = await call<string>('GET', `/api/ivr/yemot/${secret}?ApiPhone=0527654321`)
        expect(line.status).toBe(200)
        expect(line.body).toBe(PHONE_LINE_UNAVAILABLE_REPLY)
        expect((await call('GET', '/api/persons')).status).toBe(200)
      }
      await until(
        `${name} to be started again`,
        () => system.processStates()[name] === 'up' && system.pids()[name] !== pid,
      )
      const url = name === 'gateway' ? system.gatewayUrl : system.serviceUrls[name]
      if (url) await until(`${name} to answer ready`, async () => (await fetch(`${url}/readyz`)).ok)
      // Nothing written before the kill is lost.
      await until('the worshipper and the report through the gateway', async () => {
        const persons = await call<Array<{ id: number }>>('GET', '/api/persons')
        const report = await call<{ id: number; personId: number }>('GET', `/api/reports/${reportId}`)
        return (
          persons.status === 200 &&
          persons.body.some((p) => p.id === personId) &&
          report.status === 200 &&
          report.body.personId === personId
        )
      })
    },
    60_000,
  )

  it('names a process that keeps crashing, and keeps the rest serving', async () => {
    const name = 'leads'
    for (let i = 0; i < 4; i++) {
      await until(
        `${name} to run`,
        () => system.processStates()[name] !== 'restarting' && (system.pids()[name] ?? 0) > 0,
      )
      process.kill(system.pids()[name]!, 'SIGKILL')
      await until(`${name} exit ${i + 1}`, () => system.pids()[name] === undefined)
    }
    await until('the crash to be reported', () => system.processStates()[name] === 'crashing')
    expect(events.filter((e) => e.kind === 'exited' && e.name === name).at(-1)).toMatchObject({
      crashing: true,
    })
    // While it waits out its backoff the gateway names it as down, and routes everything else.
    const ready = await call<{ down: string[] }>('GET', '/readyz')
    expect(ready.status).toBe(200)
    expect(ready.body.down).toContain(name)
    expect((await call('GET', '/api/persons')).status).toBe(200)
    // And it is still started again.
    await until(`${name} back`, () => (system.pids()[name] ?? 0) > 0, 40_000)
  }, 90_000)
})
