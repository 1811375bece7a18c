import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@seats/card-stand-in/testing'
import {
  addDays,
  addMonths,
  subscriptionStatus,
  type Payment,
  type ReconcileResult,
  type Subscription,
  type User,
} from '@seats/contracts'
import { startBilling, type BillingTestEnv, type TestAccount } from '../../testing/billing-harness'
import { israelMidnight } from '../subscriptions'

let env: BillingTestEnv

beforeAll(async () => {
  env = await startBilling()
})
afterAll(() => env?.close())

const me = (a: TestAccount): Promise<User> => env.deps.auth.user(a.id)
const subscription = async (a: TestAccount) =>
  (await a.call<Subscription>('GET', '/api/billing/subscription')).body
const payments = async (a: TestAccount) => (await a.call<Payment[]>('GET', '/api/billing/payments')).body
const reconcile = async () =>
  (await env.service<ReconcileResult>('POST', '/internal/maintenance/reconcile-billing')).body
async function pay(a: TestAccount, card: string) {
  const { firstChargeDate } = await subscription(a)
  return a.call<User>('POST', '/api/users/createRecurringCharge', {
    SingleUseToken: await env.standIn.createToken(card),
    dateStart: firstChargeDate,
  })
}
const credits = async (a: TestAccount) =>
  Number(
    (
      (await env.auth.db('subscription_credits').where({ user_id: a.id }).count({ n: '*' }).first()) as {
        n: number
      }
    ).n,
  )

describe("renewal on the provider's clock", () => {
  it('month by month: a renewal extends once, a declined one lets the account run out (2), a new card brings it back (-1)', async () => {
    const a = await env.lapsedWarden()
    const t0 = env.today()
    const first = await pay(a, TEST_CARDS.renewalDeclines)
    expect(first.status).toBe(200)
    const paidTo = first.body.subscriptionEndsAt
    expect(paidTo).toBe(israelMidnight(addDays(addMonths(t0, 1), 3)).toISOString())

    // Month one: the provider's renewal is declined. The end date stays; past it the account is expired.
    const m1 = addMonths(t0, 1)
    await env.setDate(m1)
    expect(await reconcile()).toMatchObject({ paymentsRecorded: 1, subscriptionsFailed: 1 })
    expect((await me(a)).subscriptionEndsAt).toBe(paidTo)
    expect(await subscription(a)).toMatchObject({ state: 'failed', nextChargeDate: null })
    expect((await payments(a)).map((p) => p.status)).toEqual(['declined', 'paid'])
    const late = addDays(m1, 4)
    await env.setDate(late)
    expect(subscriptionStatus(await me(a), env.deps.now())).toBe(2)

    // A new card: charged that day, the account works again.
    const again = await pay(a, TEST_CARDS.success)
    expect(again.status).toBe(200)
    expect(subscriptionStatus(again.body, env.deps.now())).toBe(-1)
    expect(again.body.subscriptionEndsAt).toBe(israelMidnight(addDays(addMonths(late, 1), 3)).toISOString())

    // Month three: the new card renews; the reconcile extends the account by a month, once however often it runs.
    const m3 = addMonths(late, 1)
    await env.setDate(m3)
    const runs = await Promise.all([reconcile(), reconcile()])
    expect(runs.reduce((n, r) => n + r.paymentsRecorded, 0)).toBe(1)
    await reconcile()
    const renewed = await me(a)
    expect(renewed.subscriptionEndsAt).toBe(israelMidnight(addDays(addMonths(m3, 1), 3)).toISOString())
    expect(subscriptionStatus(renewed, env.deps.now())).toBe(-1)
    expect((await payments(a)).map((p) => [p.date, p.status])).toEqual([
      [m3, 'paid'],
      [late, 'paid'],
      [m1, 'declined'],
      [t0, 'paid'],
    ])
    expect(await subscription(a)).toMatchObject({ state: 'active', nextChargeDate: addMonths(m3, 1) })
    // One credit per paid charge, none for the declined one.
    expect(await credits(a)).toBe(3)
  })

  it('cancel: no further charges, and the paid time is kept', async () => {
    const a = await env.lapsedWarden()
    expect((await pay(a, TEST_CARDS.success)).status).toBe(200)
    const paidTo = (await me(a)).subscriptionEndsAt
    const cancelled = await a.call<Subscription>('POST', '/api/billing/subscription/cancel')
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({
      state: 'cancelled',
      nextChargeDate: null,
      subscriptionEndsAt: paidTo,
    })
    await env.setDate(addMonths(env.today(), 1))
    await reconcile()
    expect(await payments(a)).toHaveLength(1)
    expect((await me(a)).subscriptionEndsAt).toBe(paidTo)
    expect((await a.call('POST', '/api/billing/subscription/cancel')).status).toBe(409)
  })

  it('cancel, then a new card: the charge date and the paid time stay where they were, every cycle', async () => {
    const a = await env.lapsedWarden()
    const t0 = env.today()
    expect((await pay(a, TEST_CARDS.success)).status).toBe(200)
    const paidTo = (await me(a)).subscriptionEndsAt
    const due = addMonths(t0, 1)
    expect((await a.call('POST', '/api/billing/subscription/cancel')).status).toBe(200)

    // A few days later the warden gives a card again: it is first charged when the paid month ends.
    await env.setDate(addDays(t0, 5))
    expect((await subscription(a)).firstChargeDate).toBe(due)
    const back = await pay(a, TEST_CARDS.success)
    expect(back.status).toBe(200)
    expect(back.body.subscriptionEndsAt).toBe(paidTo)
    expect(await subscription(a)).toMatchObject({ state: 'active', nextChargeDate: due })

    await env.setDate(due)
    await reconcile()
    expect((await payments(a)).map((p) => p.date)).toEqual([due, t0])
    expect((await me(a)).subscriptionEndsAt).toBe(israelMidnight(addDays(addMonths(due, 1), 3)).toISOString())
  })

  it('cancelled and run into the grace days: a new card is charged that day, not after the grace', async () => {
    const a = await env.lapsedWarden()
    const t0 = env.today()
    expect((await pay(a, TEST_CARDS.success)).status).toBe(200)
    expect((await a.call('POST', '/api/billing/subscription/cancel')).status).toBe(200)
    const late = addDays(addMonths(t0, 1), 1)
    await env.setDate(late)
    expect((await subscription(a)).firstChargeDate).toBe(late)
    const back = await pay(a, TEST_CARDS.success)
    expect(back.status).toBe(200)
    expect((await payments(a)).map((p) => p.date)).toEqual([late, t0])
    expect(back.body.subscriptionEndsAt).toBe(israelMidnight(addDays(addMonths(late, 1), 3)).toISOString())
  })

  it('a changed card replaces the recurring charge without charging the running month again', async () => {
    const a = await env.lapsedWarden()
    expect((await pay(a, TEST_CARDS.success)).status).toBe(200)
    const before = await subscription(a)
    // While the subscription runs, a new card takes over its schedule.
    expect(before.firstChargeDate).toBe(before.nextChargeDate)
    const changed = await pay(a, TEST_CARDS.success)
    expect(changed.status).toBe(200)
    expect(await payments(a)).toHaveLength(1)
    expect(await subscription(a)).toMatchObject({ state: 'active', nextChargeDate: before.nextChargeDate })
    await env.setDate(before.nextChargeDate!)
    await reconcile()
    expect((await payments(a)).map((p) => p.status)).toEqual(['paid', 'paid'])
  })
})
