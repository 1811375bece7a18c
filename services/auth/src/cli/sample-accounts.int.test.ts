import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { prepareDatabase, type Knex } from '@seats/kit'
import { dropTestDatabase, testDatabaseName, testMysqlUrl } from '@seats/kit/testing'
import { PAID_SUBSCRIPTION_TYPE, TRIAL_SUBSCRIPTION_TYPE, subscriptionStatus } from '@seats/contracts'
import { migrations } from '../../migrations'
import { membershipsRepo } from '../features/team'
import { usersRepo } from '../features/user-records'
import { ensureSampleAccounts, sampleAccountsFileSchema } from './sample-accounts'

const run = promisify(execFile)
const database = testDatabaseName('auth_samples')
const packageDir = fileURLToPath(new URL('../..', import.meta.url))
const DAY_MS = 86_400_000
let db: Knex
let dir: string

beforeAll(async () => {
  db = await prepareDatabase({ mysqlUrl: testMysqlUrl(), database, migrations }, true)
  dir = await mkdtemp(path.join(tmpdir(), 'sample-accounts-'))
})
afterAll(async () => {
  await db?.destroy()
  await dropTestDatabase(database)
  if (dir) await rm(dir, { recursive: true, force: true })
})

const NOW = Date.now()
const daysAgo = (days: number) => new Date(NOW - days * DAY_MS).toISOString()

/** Two sample synagogues as the plan writes them: one paying monthly, one whose trial ran out. */
const plan = (tag: string) => ({
  today: '2026-11-29',
  accounts: [
    {
      n: 1,
      email: `sample-${tag}-01@example.com`,
      contactName: 'אברהם כהן',
      synagogueName: 'בית הכנסת אוהל יעקב',
      phone: '0505550101',
      outcome: 'monthly',
      signedUpAt: daysAgo(95),
      subscriptionType: PAID_SUBSCRIPTION_TYPE,
      subscriptionEndsAt: daysAgo(-20),
      price: 99,
      maxPeople: 300,
      subscription: { state: 'active' },
    },
    {
      n: 2,
      email: `sample-${tag}-02@example.com`,
      contactName: 'יצחק לוי',
      synagogueName: 'בית הכנסת היכל שלמה',
      phone: '050-5550102',
      outcome: 'trial_ended',
      signedUpAt: daysAgo(40),
      subscriptionType: TRIAL_SUBSCRIPTION_TYPE,
      subscriptionEndsAt: daysAgo(20),
      price: 99,
      maxPeople: 300,
      subscription: null,
    },
  ],
})

const accountsOf = (tag: string) => sampleAccountsFileSchema.parse(plan(tag)).accounts

describe('ensureSampleAccounts', () => {
  it('creates each synagogue as if it had signed up then, with the paid time its history gave it', async () => {
    const [paying, lapsedTrial] = plan('a').accounts
    const answer = await ensureSampleAccounts(db, accountsOf('a'))
    expect(answer.map((a) => [a.email, a.created])).toEqual([
      [paying!.email, true],
      [lapsedTrial!.email, true],
    ])

    const first = await usersRepo(db).findById(answer[0]!.id)
    expect(first).toMatchObject({
      email: paying!.email,
      contactName: 'אברהם כהן',
      synagogueName: 'בית הכנסת אוהל יעקב',
      phone: '0505550101',
      isNew: false,
      isAdmin: false,
      isGuest: false,
      subscriptionType: PAID_SUBSCRIPTION_TYPE,
      subscriptionEndsAt: paying!.subscriptionEndsAt,
      createdAt: paying!.signedUpAt,
      price: 99,
      maxPeople: 300,
    })
    expect(first!.passwordHash).toMatch(/^\$argon2/)
    expect(subscriptionStatus(first)).toBe(-1)

    const second = await usersRepo(db).findById(answer[1]!.id)
    expect(second).toMatchObject({
      phone: '0505550102',
      subscriptionType: TRIAL_SUBSCRIPTION_TYPE,
      createdAt: lapsedTrial!.signedUpAt,
    })
    expect(subscriptionStatus(second)).toBe(1)
    // Each owns its synagogue, as a registration makes it.
    expect((await membershipsRepo(db).ofAccount(answer[0]!.id)).map((m) => m.role)).toEqual(['owner'])
  })

  it('leaves existing accounts as they are, so a second run changes nothing', async () => {
    const before = await db('users').orderBy('id').select()
    const again = await ensureSampleAccounts(db, accountsOf('a'))
    expect(again.every((a) => !a.created)).toBe(true)
    expect(again.map((a) => a.id)).toEqual(before.slice(-2).map((r: { id: number }) => r.id))
    expect(await db('users').orderBy('id').select()).toEqual(before)
  })

  it('refuses a sign-up in the future before writing anything', async () => {
    const accounts = accountsOf('future')
    accounts[1]!.signedUpAt = new Date(Date.now() + DAY_MS)
    await expect(ensureSampleAccounts(db, accounts)).rejects.toThrow(/future/)
    expect(await usersRepo(db).findByEmail(accounts[0]!.email)).toBeNull()
  })
})

describe('cli sample-accounts', () => {
  const cli = (args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: packageDir,
      env: { ...process.env, NODE_ENV: 'development', MYSQL_URL: testMysqlUrl(), DB_NAME: database },
    })

  it('prints each account’s email and id as JSON, never a password', { timeout: 60_000 }, async () => {
    const file = path.join(dir, 'plan.json')
    await writeFile(file, JSON.stringify(plan('cli')))
    const { stdout } = await cli(['sample-accounts', '--file', file])
    const printed = JSON.parse(stdout) as Array<{ email: string; id: number; created: boolean }>
    expect(printed).toEqual([
      { email: 'sample-cli-01@example.com', id: expect.any(Number), created: true },
      { email: 'sample-cli-02@example.com', id: expect.any(Number), created: true },
    ])
    expect(stdout.trim().split('\n')).toHaveLength(1)
    const again = JSON.parse((await cli(['sample-accounts', '--file', file])).stdout) as typeof printed
    expect(again).toEqual(printed.map((p) => ({ ...p, created: false })))
  })

  it('exits 2 without --file, and 1 on a file that is not a plan', { timeout: 60_000 }, async () => {
    await expect(cli(['sample-accounts'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage:'),
    })
    const bad = path.join(dir, 'bad.json')
    await writeFile(bad, JSON.stringify({ accounts: [{ email: 'x@example.com' }] }))
    await expect(cli(['sample-accounts', '--file', bad])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('accounts.0.contactName'),
    })
  })
})
