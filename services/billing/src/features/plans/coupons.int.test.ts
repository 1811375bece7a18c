import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@seats/card-stand-in/testing'
import { registerTestWarden } from '@seats/auth/testing'
import { send, type Call } from '@seats/kit/testing'
import {
  addDays,
  addMonths,
  type AuditEntry,
  type Coupon,
  type ErrorBody,
  type Payment,
  type Subscription,
} from '@seats/contracts'
import { startBilling, type BillingTestEnv, type TestAccount } from '../../testing/billing-harness'

let env: BillingTestEnv
let admin: Call
let adminAtAuth: Call

beforeAll(async () => {
  env = await startBilling()
  const a = await registerTestWarden(env.auth)
  await env.auth.db('users').where({ id: a.id }).update({ is_admin: true })
  const login = await send<{ accessToken: string }>(env.auth.base, null, 'POST', '/api/auth/login', {
    username: a.email,
    password: a.password,
  })
  admin = (method, path, body, headers) => send(env.base, login.body.accessToken, method, path, body, headers)
  adminAtAuth = (method, path, body, headers) =>
    send(env.auth.base, login.body.accessToken, method, path, body, headers)
})
afterAll(() => env?.close())

const grant = (a: TestAccount, coupon: unknown) =>
  admin<Coupon & ErrorBody>('POST', `/api/billing/admin/accounts/${a.id}/coupons`, coupon)
const payments = async (a: TestAccount) => (await a.call<Payment[]>('GET', '/api/billing/payments')).body
const subscription = async (a: TestAccount) =>
  (await a.call<Subscription>('GET', '/api/billing/subscription')).body
async function pay(a: TestAccount): Promise<void> {
  const { firstChargeDate } = await subscription(a)
  const res = await a.call('POST', '/api/users/createRecurringCharge', {
    SingleUseToken: await env.standIn.createToken(TEST_CARDS.success),
    dateStart: firstChargeDate,
  })
  expect(res.status).toBe(200)
}
const reconcileOn = async (date: string) => {
  await env.setDate(date)
  await env.service('POST', '/internal/maintenance/reconcile-billing')
}

describe('coupons', () => {
  it('only an admin grants one, and a bad one names its field', async () => {
    const a = await env.registerAccount()
    expect(
      (
        await a.call('POST', `/api/billing/admin/accounts/${a.id}/coupons`, {
          kind: 'percent',
          percent: 50,
          charges: 1,
        })
      ).status,
    ).toBe(403)
    const bad = await grant(a, { kind: 'percent', percent: 150, charges: 1 })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('אחוז הנחה')
  })

  it('a percent off is charged at the provider for the charges it covers, then the full price again', async () => {
    const a = await env.lapsedWarden()
    const granted = await grant(a, { kind: 'percent', percent: 20, charges: 2 })
    expect(granted.status).toBe(201)
    const start = env.today()
    await pay(a)
    expect((await payments(a))[0]).toMatchObject({ amount: 79.2 })
    await reconcileOn(addMonths(start, 1))
    expect((await payments(a))[0]).toMatchObject({ amount: 79.2, date: addMonths(start, 1) })
    await reconcileOn(addMonths(start, 2))
    expect((await payments(a))[0]).toMatchObject({ amount: 99, date: addMonths(start, 2) })
    const audit = (await adminAtAuth<AuditEntry[]>('GET', `/api/users/${a.id}/audit`)).body
    expect(audit.find((e) => e.action === 'billing.coupon')?.detail).toMatchObject({
      kind: 'percent',
      percent: 20,
    })
  })

  it('a percent off given to a running subscription bills its next charge at once at the discount', async () => {
    const a = await env.lapsedWarden()
    const start = env.today()
    await pay(a)
    await grant(a, { kind: 'percent', percent: 50, charges: 1 })
    await reconcileOn(addMonths(start, 1))
    expect((await payments(a))[0]).toMatchObject({ amount: 49.5 })
    await reconcileOn(addMonths(start, 2))
    expect((await payments(a))[0]).toMatchObject({ amount: 99 })
  })

  it('months free move the next charge and the paid time by those months, with nothing charged between', async () => {
    const a = await env.lapsedWarden()
    const start = env.today()
    await pay(a)
    const before = await subscription(a)
    expect((await grant(a, { kind: 'months_free', months: 2 })).status).toBe(201)
    const after = await subscription(a)
    expect(after.nextChargeDate).toBe(addMonths(before.nextChargeDate!, 2))
    expect(Date.parse(after.subscriptionEndsAt!)).toBeGreaterThanOrEqual(
      Date.parse(`${addDays(addMonths(before.nextChargeDate!, 2), 1)}T00:00:00+03:00`) - 3_600_000,
    )
    await reconcileOn(addMonths(start, 1))
    await reconcileOn(addMonths(start, 2))
    expect(await payments(a)).toHaveLength(1)
    await reconcileOn(addMonths(start, 3))
    expect(await payments(a)).toHaveLength(2)
    expect((await payments(a))[0]).toMatchObject({ amount: 99, date: addMonths(start, 3) })
  })
})
