import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { prepareDatabase, type Knex } from '@seats/kit'
import { dropTestDatabase, testDatabaseName, testMysqlUrl } from '@seats/kit/testing'
import { subscriptionStatus } from '@seats/contracts'
import { migrations } from '../../migrations'
import { passwordMatches } from '../features/credentials'
import { usersRepo } from '../features/user-records'
import { loadCliEnv } from './cli-env'
import { membershipsRepo } from '../features/team'
import {
  LOCAL_ADMIN_PASSWORD,
  LOCAL_DEMO_PASSWORD,
  LOCAL_SEASON_DEMO_PASSWORD,
  SEASON_DEMO_MAX_PEOPLE,
  seedAccounts,
} from './seed'
import { ensureAccount } from './staff-accounts'

const run = promisify(execFile)
const database = testDatabaseName('auth_cli')
const packageDir = fileURLToPath(new URL('../..', import.meta.url))
let db: Knex

beforeAll(async () => {
  db = await prepareDatabase({ mysqlUrl: testMysqlUrl(), database, migrations }, true)
})
afterAll(async () => {
  await db?.destroy()
  await dropTestDatabase(database)
})

const env = (extra: Record<string, string> = {}) =>
  loadCliEnv({ NODE_ENV: 'development', MYSQL_URL: testMysqlUrl(), DB_NAME: database, ...extra })

describe('seedAccounts', () => {
  it('creates the admin and a ready demo synagogue, and a second run changes nothing it should not', async () => {
    const first = await seedAccounts(db, env())
    expect(first.admin.created && first.demo.created).toBe(true)
    expect(first.admin.user).toMatchObject({ email: 'admin@example.com', isAdmin: true, isNew: false })
    expect(first.demo.user).toMatchObject({
      email: 'demo@example.com',
      isAdmin: false,
      isNew: false,
      synagogueName: 'בית הכנסת אוהל משה',
      phone: '0501234567',
    })
    for (const { user } of [first.admin, first.demo]) expect(subscriptionStatus(user)).toBe(-1)
    expect(await passwordMatches(first.admin.user.passwordHash, LOCAL_ADMIN_PASSWORD)).toBe(true)
    expect(await passwordMatches(first.demo.user.passwordHash, LOCAL_DEMO_PASSWORD)).toBe(true)

    // The owner renamed the demo synagogue; a re-seed keeps that and keeps one row per account.
    await usersRepo(db).update(first.demo.user.id, { synagogueName: 'שם אחר' })
    const second = await seedAccounts(db, env())
    expect(second.admin.created || second.demo.created).toBe(false)
    expect(second.demo.user).toMatchObject({ id: first.demo.user.id, synagogueName: 'שם אחר' })
    expect(await db('users').count({ n: '*' })).toEqual([{ n: 5 }])
    // Two wardens and a viewer work on the demo synagogue, each signing in with the demo's password.
    const team = await membershipsRepo(db).ofAccount(first.demo.user.id)
    expect(team.map((m) => [m.email, m.role])).toEqual([
      ['demo@example.com', 'owner'],
      ['demo-warden@example.com', 'warden'],
      ['demo-viewer@example.com', 'viewer'],
    ])
    for (const member of second.team)
      expect(await passwordMatches(member.user.passwordHash, LOCAL_DEMO_PASSWORD)).toBe(true)
  })

  it('ensures the season demo synagogue, paid up, with a plan for a thousand worshippers', async () => {
    const { seasonDemo } = await seedAccounts(db, env())
    expect(seasonDemo.user).toMatchObject({
      email: 'season-demo@example.com',
      isAdmin: false,
      isNew: false,
      synagogueName: 'היכל שלמה',
      phone: '0505550148',
      maxPeople: SEASON_DEMO_MAX_PEOPLE,
    })
    expect(subscriptionStatus(seasonDemo.user)).toBe(-1)
    expect(await passwordMatches(seasonDemo.user.passwordHash, LOCAL_SEASON_DEMO_PASSWORD)).toBe(true)

    // A lapsed subscription is renewed; a larger plan chosen since is kept.
    await usersRepo(db).update(seasonDemo.user.id, {
      subscriptionEndsAt: new Date(Date.now() - 86_400_000),
      maxPeople: 3_000,
    })
    const again = await seedAccounts(db, env({ SEED_SEASON_DEMO_PASSWORD: 'season-from-env' }))
    expect(again.seasonDemo).toMatchObject({ created: false, password: 'season-from-env' })
    expect(again.seasonDemo.user).toMatchObject({ id: seasonDemo.user.id, maxPeople: 3_000 })
    expect(subscriptionStatus(again.seasonDemo.user)).toBe(-1)
    expect(await passwordMatches(again.seasonDemo.user.passwordHash, 'season-from-env')).toBe(true)
    // Back to the local password, which the cli process below prints.
    await seedAccounts(db, env())
  })

  it('applies passwords given in the environment', async () => {
    const { admin } = await seedAccounts(db, env({ SEED_ADMIN_PASSWORD: 'from-the-env-1' }))
    expect(admin.password).toBe('from-the-env-1')
    expect(await passwordMatches(admin.user.passwordHash, 'from-the-env-1')).toBe(true)
  })

  it('in production generates a password for a new account instead of a known default', async () => {
    const { admin } = await seedAccounts(
      db,
      env({
        NODE_ENV: 'production',
        SEED_ADMIN_EMAIL: 'root@example.org',
        SEED_DEMO_EMAIL: 'demo2@example.org',
      }),
    )
    expect(admin.created).toBe(true)
    expect(admin.password).toBeDefined()
    expect(admin.password).not.toBe(LOCAL_ADMIN_PASSWORD)
    expect(await passwordMatches(admin.user.passwordHash, admin.password!)).toBe(true)
  })
})

describe('ensureAccount as create-admin', () => {
  it('promotes an existing customer without touching their plan or password', async () => {
    const { user } = await ensureAccount(db, {
      email: 'warden@example.com',
      password: 'warden-pass-1',
      contactName: 'גבאי',
      admin: false,
      renew: false,
    })
    await usersRepo(db).update(user.id, {
      subscriptionType: 'ניסיון',
      subscriptionEndsAt: new Date('2030-01-01T00:00:00Z'),
    })
    const promoted = await ensureAccount(db, {
      email: 'Warden@Example.com',
      contactName: 'x',
      admin: true,
      renew: false,
    })
    expect(promoted.created).toBe(false)
    expect(promoted.user).toMatchObject({
      id: user.id,
      isAdmin: true,
      contactName: 'גבאי',
      subscriptionType: 'ניסיון',
      subscriptionEndsAt: '2030-01-01T00:00:00.000Z',
    })
    expect(await passwordMatches(promoted.user.passwordHash, 'warden-pass-1')).toBe(true)
  })
})

describe('the cli process', () => {
  const cli = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: packageDir,
      env: { ...process.env, NODE_ENV: 'development', MYSQL_URL: testMysqlUrl(), DB_NAME: database },
    })

  it('seeds and prints the logins, exit 0', async () => {
    const { stdout } = await cli(['seed'])
    expect(stdout).toMatch(/^admin: admin@example\.com \/ admin12345 \(updated, id \d+\)$/m)
    expect(stdout).toMatch(/^demo: demo@example\.com \/ demo12345 \(updated, id \d+\)$/m)
    expect(stdout).toMatch(/^season demo: season-demo@example\.com \/ season12345 \(updated, id \d+\)$/m)
  })

  it('creates an admin from flags', async () => {
    const { stdout } = await cli([
      'create-admin',
      '--email',
      'ops@example.com',
      '--password',
      'ops-pass-123',
      '--name',
      'תפעול',
    ])
    expect(stdout).toMatch(/^admin: ops@example\.com \/ ops-pass-123 \(created, id \d+\)$/m)
    expect(await usersRepo(db).findByEmail('ops@example.com')).toMatchObject({
      isAdmin: true,
      contactName: 'תפעול',
    })
  })

  it('exits 2 with usage on bad arguments', async () => {
    for (const args of [['create-admin'], ['create-admin', '--email', 'a@b.co', '--bogus'], ['explode']]) {
      await expect(cli(args)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('Usage:') })
    }
    // Three processes, each loading TypeScript: on a busy machine that alone takes tens of seconds.
  }, 90_000)
})
