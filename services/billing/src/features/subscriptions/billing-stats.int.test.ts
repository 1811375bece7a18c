import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@seats/card-stand-in/testing'
import { registerTestWarden } from '@seats/auth/testing'
import { send } from '@seats/kit/testing'
import { addMonths, type AccountPayment, type BillingStats, type Subscription } from '@seats/contracts'
import { startBilling, type BillingTestEnv, type TestAccount } from '../../testing/billing-harness'

let env: BillingTestEnv

beforeAll(async () => {
  env = await startBilling()
})
afterAll(() => env?.close())

async function pay(a: TestAccount, card: string) {
  const { firstChargeDate } = (await a.call<Subscription>('GET', '/api/billing/subscription')).body
  const res = await a.call('POST', '/api/users/createRecurringCharge', {
    SingleUseToken: await env.standIn.createToken(card),
    dateStart: firstChargeDate,
  })
  expect(res.status).toBe(200)
}

describe('GET /api/billing/admin/stats', () => {
  it('money per month: charged, paying accounts, declined renewals and cancellations; the recurring revenue now', async () => {
    const t0 = env.today()
    const steady = await env.lapsedWarden()
    const declining = await env.lapsedWarden()
    const leaving = await env.lapsedWarden()
    await pay(steady, TEST_CARDS.success)
    await pay(declining, TEST_CARDS.renewalDeclines)
    await pay(leaving, TEST_CARDS.success)
    expect((await leaving.call('POST', '/api/billing/subscription/cancel')).status).toBe(200)
    await env.setDate(addMonths(t0, 1))
    await env.service('POST', '/internal/maintenance/reconcile-billing')

    const admin = await registerTestWarden(env.auth)
    await env.auth.db('users').where({ id: admin.id }).update({ is_admin: true })
    const login = await send<{ accessToken: string }>(env.auth.base, null, 'POST', '/api/auth/login', {
      username: admin.email,
      password: admin.password,
    })
    const stats = await send<BillingStats>(
      env.base,
      login.body.accessToken,
      'GET',
      '/api/billing/admin/stats',
    )
    expect(stats.status).toBe(200)
    expect(stats.body.months).toHaveLength(12)
    const at = (date: string) => stats.body.months.find((m) => m.month === date.slice(0, 7))
    expect(at(t0)).toMatchObject({ revenue: 297, paying: 3, declined: 0, cancelled: 1, mrr: 297 })
    // The declined renewal ran the subscription out: with the cancellation a month before, churn is told
    // against the accounts that paid before it.
    expect(at(addMonths(t0, 1))).toMatchObject({
      revenue: 99,
      paying: 1,
      declined: 1,
      cancelled: 0,
      lapsed: 1,
      mrr: 99,
      churnRate: 1 / 3,
    })
    expect(stats.body).toMatchObject({ mrr: 99, running: 1 })
    expect((await steady.call('GET', '/api/billing/admin/stats')).status).toBe(403)

    // Every account's payments, for the admin's export.
    const all = await send<AccountPayment[]>(
      env.base,
      login.body.accessToken,
      'GET',
      '/api/billing/admin/payments',
    )
    const mine = (a: TestAccount) => all.body.filter((p) => p.accountId === a.id).map((p) => p.status)
    expect(mine(steady)).toEqual(['paid', 'paid'])
    expect(mine(declining)).toEqual(['declined', 'paid'])
    expect(mine(leaving)).toEqual(['paid'])
    expect((await steady.call('GET', '/api/billing/admin/payments')).status).toBe(403)
  })
})
