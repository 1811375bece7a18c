import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PassThrough } from 'node:stream'
import { afterAll, describe, expect, it } from 'vitest'
import { deleteRedisPrefix, dropDatabases } from '../dev/databases.js'
import { fromRoot } from '../dev/paths.js'
import { generateSecrets } from '../dev/secrets.js'
import { startSystem, type RunningSystem } from '../dev/system.js'
import { backup, DUMP_FILE, MANIFEST_FILE, restore, serviceDatabases } from './backup.js'
import mysql from 'mysql2/promise'
import { gatewayJson } from '../dev/gateway-json.js'

/**
 * A backup that has been restored: a seeded system is backed up, its databases dropped, the backup
 * restored into the empty server, and the API shows the same maps, worshippers, reports and subscription.
 * Needs the build (`npm test` builds first); skipped when the services are not built.
 */
const built =
  existsSync(fromRoot('gateway', 'dist', 'main.js')) &&
  existsSync(fromRoot('services', 'auth', 'dist', 'main.js'))
// Apart from the fault tests (19280) and supervision (19080): vitest may run those files at the same time.
const GATEWAY_PORT = Number(process.env.BACKUP_TEST_GATEWAY_PORT ?? 19480)
const prefix = `seats_t_bak_${randomBytes(3).toString('hex')}`
const secrets = generateSecrets()
const parent = mkdtempSync(path.join(tmpdir(), 'seats-backup-'))
const dir = path.join(parent, 'today')
// Restored beside the live databases, to compare before switching.
const copyPrefix = `${prefix}c`
const account = {
  email: `bak-${randomBytes(4).toString('hex')}@example.com`,
  password: `Seats-${randomBytes(4).toString('hex')}-pw`,
}

const start = () =>
  startSystem({
    mode: 'prod',
    ports: { gateway: GATEWAY_PORT, firstService: GATEWAY_PORT + 21 },
    dbPrefix: prefix,
    redisPrefix: prefix,
    secrets,
    output: new PassThrough().resume(),
    colors: false,
    env: { LOG_LEVEL: 'warn' },
    seed: false,
  })

async function client(system: RunningSystem, login: boolean) {
  let token = ''
  const call = <T>(method: string, p: string, body?: unknown) =>
    gatewayJson<T>(system.gatewayUrl, token, method, p, body)
  if (login) {
    const res = await call<{ accessToken: string }>('POST', '/api/auth/login', {
      username: account.email,
      password: account.password,
    })
    expect(res.status).toBe(200)
    token = res.body.accessToken
  }
  return { call, setToken: (t: string) => (token = t) }
}

/** What a warden sees of the account: map with its seats, worshippers, the report, the subscription. */
async function seen(api: Awaited<ReturnType<typeof client>>, mapId: number, reportId: number) {
  const me = await api.call<Record<string, unknown>>('GET', '/api/users/me')
  return {
    map: (await api.call('GET', `/api/maps/${mapId}`)).body,
    persons: (await api.call('GET', '/api/persons')).body,
    report: (await api.call('GET', `/api/reports/${reportId}`)).body,
    subscription: {
      type: me.body.subscriptionType,
      endsAt: me.body.subscriptionEndsAt,
      maxPeople: me.body.maxPeople,
    },
  }
}

let system: RunningSystem | undefined

afterAll(async () => {
  await system?.stop()
  await dropDatabases(process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306', prefix)
  await dropDatabases(process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306', copyPrefix)
  await deleteRedisPrefix(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', prefix)
  rmSync(parent, { recursive: true, force: true })
}, 60_000)

describe.skipIf(!built)('backups', () => {
  it('a backup of a seeded system restores into an empty server with the same data, through the API', async () => {
    system = await start()
    const mysqlUrl = system.config.mysqlUrl
    const api = await client(system, false)
    const registered = await api.call<{ accessToken: string }>('POST', '/api/auth/register', {
      ...account,
      contactName: 'גבאי',
      synagogueName: 'אהל משה',
      phone: '0501234567',
    })
    expect(registered.status).toBe(201)
    api.setToken(registered.body.accessToken)
    const person = await api.call<{ id: number }>('POST', '/api/persons', {
      firstName: 'משה',
      lastName: 'כהן',
      phone: '0527654321',
    })
    const map = await api.call<{ id: number }>('POST', '/api/maps', {
      name: 'אולם',
      rows: 3,
      cols: 4,
      cells: [{ row: 1, col: 2, people: [{ id: person.body.id }] }],
    })
    const { body: coming } = await api.call<{ date: string }>('GET', '/api/reports/date/')
    const report = await api.call<{ id: number }>('POST', '/api/reports', {
      personId: person.body.id,
      date: coming.date,
      eventId: null,
    })
    expect(report.status).toBe(201)
    const before = await seen(api, map.body.id, report.body.id)

    const manifest = await backup({ mysqlUrl, prefix, outDir: dir })
    // Password hashes and phones: readable by the operator alone.
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    for (const f of [DUMP_FILE, MANIFEST_FILE]) expect(statSync(path.join(dir, f)).mode & 0o777).toBe(0o600)
    expect(manifest.databases.map((d) => d.name).sort()).toEqual(
      ['auth', 'billing', 'leads', 'reporting', 'seating'].map((s) => `${prefix}_${s}`),
    )
    // The system goes, and its databases with it.
    await system.stop()
    system = undefined
    await dropDatabases(mysqlUrl, prefix)
    expect(await serviceDatabases(mysqlUrl, prefix)).toEqual([])

    await restore({ mysqlUrl, fromDir: dir })
    system = await start()
    const after = await seen(await client(system, true), map.body.id, report.body.id)
    expect(after).toEqual(before)
    expect(
      (after.map as { cells: Array<{ people: unknown[] }> }).cells.some((c) => c.people.length === 1),
    ).toBe(true)

    // Beside the live databases under other names: the same worshippers there, the live ones untouched.
    await restore({ mysqlUrl, fromDir: dir, intoPrefix: copyPrefix })
    expect(await serviceDatabases(mysqlUrl, copyPrefix)).toHaveLength(5)
    const conn = await mysql.createConnection({ uri: mysqlUrl })
    try {
      const [[copied]] = await conn.query<mysql.RowDataPacket[]>(
        `SELECT COUNT(*) AS n FROM \`${copyPrefix}_seating\`.persons`,
      )
      expect(Number(copied?.n)).toBe(1)
    } finally {
      await conn.end()
    }
    expect(await serviceDatabases(mysqlUrl, prefix)).toHaveLength(5)

    // A second restore over the living databases is refused, and a damaged file is never loaded.
    await expect(restore({ mysqlUrl, fromDir: dir })).rejects.toThrow(/already holds tables/)
    writeFileSync(path.join(dir, DUMP_FILE), '-- damaged\n', { flag: 'a' })
    await expect(restore({ mysqlUrl, fromDir: dir, replace: true })).rejects.toThrow(
      /does not match its manifest/,
    )
  }, 180_000)
})
