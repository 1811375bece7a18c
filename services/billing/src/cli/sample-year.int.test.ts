import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { registerTestWarden } from '@seats/auth/testing'
import type { HistoryCustomerInput } from '@seats/card-stand-in/testing'
import { send } from '@seats/kit/testing'
import {
  PAID_SUBSCRIPTION_TYPE,
  addDays,
  addMonths,
  type AccountBilling,
  type BillingStats,
} from '@seats/contracts'
import { startBilling, type BillingTestEnv } from '../testing/billing-harness'
import { externalIdOf, israelMidnight, paidThroughAfterCharge } from '../features/subscriptions'
import { writeSampleYear, type SampleSubscriptionInput } from './sample-year'

const run = promisify(execFile)
const packageDir = fileURLToPath(new URL('../..', import.meta.url))
let env: BillingTestEnv
let today: string
let dir: string

beforeAll(async () => {
  env = await startBilling()
  today = env.today()
  dir = await mkdtemp(path.join(tmpdir(), 'sample-year-'))
})
afterAll(async () => {
  await env?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

/** `months` before today's month, on `day` (at most 28: every month has it). */
function monthsAgo(months: number, day: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m - 1 - months, day)).toISOString().slice(0, 10)
}

const noon = (date: string) => new Date(israelMidnight(date).getTime() + 12 * 3_600_000)

interface Sample {
  id: number
  start: string
  periodMonths: 1 | 12
  price: number
  cancelOn: string | null
  behaviour: 'success' | 'renewal_declines'
  /** The charges the provider makes up to today, valid ones first. */
  paid: string[]
  declined: string[]
}

/** The charge days of an item from `start` every `months` until `until` (inclusive). */
function chargeDays(start: string, months: number, until: string): string[] {
  const days: string[] = []
  for (let k = 0; addMonths(start, k * months) <= until; k++) days.push(addMonths(start, k * months))
  return days
}

/**
 * Four synagogues as the plan makes them: paying monthly, yearly, cancelled, lapsed; auth holds their paid
 * time (as the auth CLI writes it) and the provider their history.
 */
async function seedSamples(): Promise<Sample[]> {
  const shapes = [
    { start: monthsAgo(4, 10), periodMonths: 1, price: 99, cancelOn: null, behaviour: 'success' },
    { start: monthsAgo(5, 20), periodMonths: 12, price: 990, cancelOn: null, behaviour: 'success' },
    {
      start: monthsAgo(5, 12),
      periodMonths: 1,
      price: 99,
      cancelOn: addDays(addMonths(monthsAgo(5, 12), 2), 9),
      behaviour: 'success',
    },
    { start: monthsAgo(3, 5), periodMonths: 1, price: 99, cancelOn: null, behaviour: 'renewal_declines' },
  ] as const
  const samples: Sample[] = []
  for (const shape of shapes) {
    const { id } = await env.registerAccount()
    const due = chargeDays(shape.start, shape.periodMonths, shape.cancelOn ?? today)
    const paid = shape.behaviour === 'renewal_declines' ? due.slice(0, 1) : due
    const declined = shape.behaviour === 'renewal_declines' ? due.slice(1, 2) : []
    samples.push({ id, ...shape, paid, declined })
    await env.auth
      .db('users')
      .where({ id })
      .update({
        created_at: new Date(israelMidnight(addDays(shape.start, -21)).getTime() + 10 * 3_600_000),
        subscription_type: PAID_SUBSCRIPTION_TYPE,
        subscription_ends_at: paidThroughAfterCharge(paid.at(-1)!, shape.periodMonths),
        price: shape.price,
      })
  }
  const customers: HistoryCustomerInput[] = samples.map((s, i) => ({
    externalIdentifier: externalIdOf(s.id),
    name: `בית הכנסת ${i + 1}`,
    email: `sample-${i + 1}@example.com`,
    phone: '0505550101',
    card: {
      lastDigits: String(4240 + i),
      expiryMonth: 3,
      expiryYear: Number(today.slice(0, 4)) + 3,
      behaviour: s.behaviour,
    },
    item: {
      name: s.periodMonths === 12 ? 'מקום פנוי: מנוי שנתי' : 'מקום פנוי: מנוי חודשי',
      unitPrice: s.price,
      durationMonths: s.periodMonths,
      dateStart: s.start,
      cancelOn: s.cancelOn,
    },
  }))
  await env.standIn.history(customers)
  return samples
}

const fileOf = (samples: Sample[]): SampleSubscriptionInput[] =>
  samples.map((s) => ({
    accountId: s.id,
    periodMonths: s.periodMonths,
    cancelledAt: s.cancelOn ? noon(s.cancelOn) : null,
  }))

/** What billing, auth and the provider hold, without the reconcile's own bookkeeping (checked_at). */
async function everything(ids: number[]) {
  const subscriptions = await env.deps.db('subscriptions').whereIn('account_id', ids).orderBy('account_id')
  return {
    subscriptions: subscriptions.map(({ checked_at: _c, updated_at: _u, ...rest }) => rest),
    payments: await env.deps.db('payments').whereIn('account_id', ids).orderBy('id'),
    plans: await env.deps.db('account_plans').whereIn('account_id', ids).orderBy('account_id'),
    users: await env.auth
      .db('users')
      .whereIn('id', ids)
      .orderBy('id')
      .select('id', 'subscription_type', 'subscription_ends_at', 'price'),
    mail: await env.auth.db('mail_messages').whereIn('user_id', ids).count({ n: '*' }),
    provider: await (await fetch(`${env.standIn.url}/__test/state`)).json(),
  }
}

describe('writeSampleYear', () => {
  let samples: Sample[]
  let ids: number[]

  beforeAll(async () => {
    samples = await seedSamples()
    ids = samples.map((s) => s.id)
  })

  const core = () => ({ db: env.deps.db, provider: env.deps.provider, now: env.deps.now })

  it("writes each synagogue's subscription and payments as the provider holds them", async () => {
    const { id: unknown } = await env.registerAccount()
    const result = await writeSampleYear(core(), [
      ...fileOf(samples),
      { accountId: unknown, periodMonths: 1, cancelledAt: null },
    ])
    expect(result).toEqual({
      written: ids,
      skipped: [],
      missing: [unknown],
      payments: samples.reduce((n, s) => n + s.paid.length + s.declined.length, 0),
    })

    const state = (await (await fetch(`${env.standIn.url}/__test/state`)).json()) as {
      customers: Array<{ id: number; externalIdentifier: string }>
      items: Array<{ id: number; customerId: number; dateNextBilling: string }>
    }
    const [monthly, yearly, cancelled, lapsed] = samples as [Sample, Sample, Sample, Sample]
    const providerOf = (s: Sample) => {
      const customer = state.customers.find((c) => c.externalIdentifier === externalIdOf(s.id))!
      const item = state.items.find((i) => i.customerId === customer.id)!
      return {
        customer_id: String(customer.id),
        recurring_item_id: String(item.id),
        next: item.dateNextBilling,
      }
    }
    const subscriptionOf = (s: Sample) => env.deps.db('subscriptions').where({ account_id: s.id }).first()
    const expectSubscription = async (s: Sample, fields: Record<string, unknown>) => {
      const row = await subscriptionOf(s)
      const p = providerOf(s)
      expect(row).toMatchObject({
        customer_id: p.customer_id,
        recurring_item_id: p.recurring_item_id,
        card_last_digits: String(4240 + samples.indexOf(s)),
        card_expiry: `03/${String((Number(today.slice(0, 4)) + 3) % 100)}`,
        price: s.price.toFixed(2),
        period_months: s.periodMonths,
        started_at: israelMidnight(s.start),
        ...fields,
      })
      expect(row.next_charge_date.toISOString().slice(0, 10)).toBe(p.next)
    }
    await expectSubscription(monthly, { state: 'active', cancelled_at: null })
    await expectSubscription(yearly, { state: 'active', cancelled_at: null })
    await expectSubscription(cancelled, { state: 'cancelled', cancelled_at: noon(cancelled.cancelOn!) })
    await expectSubscription(lapsed, { state: 'failed', cancelled_at: null })
    expect(providerOf(lapsed).next).toBe(lapsed.declined[0])

    for (const s of samples) {
      const rows = await env.deps.db('payments').where({ account_id: s.id }).orderBy('charge_date')
      expect(rows.map((r) => [r.charge_date.toISOString().slice(0, 10), Boolean(r.valid)])).toEqual([
        ...s.paid.map((d) => [d, true]),
        ...s.declined.map((d) => [d, false]),
      ])
      // Valid ones are credited already (auth holds their time); receipts open.
      for (const r of rows) expect(Boolean(r.credited_at)).toBe(Boolean(r.valid))
      const receipt = rows.find((r) => r.valid)!.document_url as string
      expect((await fetch(receipt)).status).toBe(200)
    }
    expect(
      await env.deps.db('account_plans').whereIn('account_id', ids).select('account_id', 'period'),
    ).toEqual([{ account_id: yearly.id, period: 'yearly' }])
  })

  it('leaves the reconcile nothing to correct, and a second run changes nothing', async () => {
    const before = await everything(ids)
    expect(await env.reconcile.run()).toEqual({
      settledAttempts: 0,
      paymentsRecorded: 0,
      accountsExtended: 0,
      subscriptionsFailed: 0,
    })
    // The workers' route runs the reconcile with its other passes (details, waiting plan changes).
    const route = await env.service('POST', '/internal/maintenance/reconcile-billing')
    expect(route.body).toEqual({
      settledAttempts: 0,
      paymentsRecorded: 0,
      accountsExtended: 0,
      subscriptionsFailed: 0,
    })
    expect(await everything(ids)).toEqual(before)
    expect(before.mail).toEqual([{ n: 0 }])

    const again = await writeSampleYear(core(), fileOf(samples))
    expect(again).toMatchObject({ written: [], skipped: ids, payments: 0 })
    expect(await everything(ids)).toEqual(before)
  })

  it("shows in the admin's figures and the warden's subscription", async () => {
    const admin = await registerTestWarden(env.auth)
    await env.auth.db('users').where({ id: admin.id }).update({ is_admin: true })
    const login = await send<{ accessToken: string }>(env.auth.base, null, 'POST', '/api/auth/login', {
      username: admin.email,
      password: admin.password,
    })
    const token = login.body.accessToken
    const stats = await send<BillingStats>(env.base, token, 'GET', '/api/billing/admin/stats')
    const at = (date: string) => stats.body.months.find((m) => m.month === date.slice(0, 7))!
    const [monthly, yearly, , lapsed] = samples as [Sample, Sample, Sample, Sample]
    // The yearly charge is a twelfth of recurring revenue in each month it pays for.
    expect(at(yearly.start).mrr).toBeGreaterThanOrEqual(99 + 82.5)
    expect(at(lapsed.declined[0]!).declined).toBe(1)
    expect(stats.body).toMatchObject({ running: 2, mrr: 99 + 990 })
    expect(at(monthly.paid.at(-1)!).paying).toBeGreaterThanOrEqual(1)

    const view = await send<AccountBilling>(
      env.base,
      token,
      'GET',
      `/api/billing/admin/accounts/${yearly.id}`,
    )
    expect(view.body.subscription).toMatchObject({
      state: 'active',
      periodMonths: 12,
      cardLastDigits: '4241',
    })
    expect(view.body.payments.map((p) => [p.amount, p.status])).toEqual([[990, 'paid']])
  })
})

describe('cli sample-year', () => {
  const cli = async (args: string[]) => {
    const [row] = (await env.deps.db.raw('SELECT DATABASE() AS d'))[0] as Array<{ d: string }>
    return run(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
      cwd: packageDir,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        MYSQL_URL: process.env.MYSQL_URL ?? 'mysql://root@127.0.0.1:3306',
        DB_NAME: row!.d,
        SUMIT_API_URL: env.standIn.url,
        SUMIT_COMPANY_ID: env.standIn.companyId,
        SUMIT_API_KEY: env.standIn.apiKey,
      },
    })
  }

  it('prints what it wrote as JSON', { timeout: 60_000 }, async () => {
    const { id } = await env.registerAccount()
    await env.standIn.history([
      {
        externalIdentifier: externalIdOf(id),
        name: 'בית הכנסת מהשורה',
        email: null,
        phone: null,
        card: { lastDigits: '1111', expiryMonth: 1, expiryYear: Number(today.slice(0, 4)) + 4 },
        item: { name: 'מקום פנוי: מנוי חודשי', unitPrice: 99, durationMonths: 1, dateStart: monthsAgo(1, 1) },
      },
    ])
    const file = path.join(dir, 'year.json')
    await writeFile(
      file,
      JSON.stringify({ accounts: [{ accountId: id, periodMonths: 1, cancelledAt: null }] }),
    )
    const { stdout } = await cli(['sample-year', '--file', file])
    expect(JSON.parse(stdout)).toEqual({ written: [id], skipped: [], missing: [], payments: 2 })
  })

  it('exits 2 without --file, and 1 on a file that is not a sample year', { timeout: 60_000 }, async () => {
    await expect(cli(['sample-year'])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Usage:'),
    })
    const bad = path.join(dir, 'bad.json')
    await writeFile(bad, JSON.stringify({ accounts: [{ accountId: 'x' }] }))
    await expect(cli(['sample-year', '--file', bad])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('accounts.0.accountId'),
    })
  })
})
