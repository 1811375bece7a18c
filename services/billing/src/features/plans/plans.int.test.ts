import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@seats/card-stand-in/testing'
import { registerTestWarden } from '@seats/auth/testing'
import { send, type Call } from '@seats/kit/testing'
import {
  addDays,
  addMonths,
  type AuditEntry,
  type ErrorBody,
  type Payment,
  type Plan,
  type PlanChangeResult,
  type PlanOffer,
  type Subscription,
  type User,
} from '@seats/contracts'
import { startBilling, type BillingTestEnv, type TestAccount } from '../../testing/billing-harness'
import { shortDate } from '../billing-mail'

let env: BillingTestEnv
let admin: Call
let adminAtAuth: Call
let plans: { small: Plan; medium: Plan; large: Plan }

interface StandInItem {
  customerId: number
  status: number
  unitPrice: number
}
interface StandInState {
  customers: Array<{ id: number; externalIdentifier: string | null }>
  items: StandInItem[]
  payments: Array<{ customerId: number; amount: number; valid: boolean; recurringItemId: number | null }>
}

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
  const define = async (maxPeople: number, monthlyPrice: number, yearlyPrice: number) =>
    (await admin<Plan>('POST', '/api/billing/admin/plans', { maxPeople, monthlyPrice, yearlyPrice })).body
  plans = {
    small: await define(150, 69, 690),
    medium: await define(300, 99, 990),
    large: await define(600, 149, 1490),
  }
})
afterAll(() => env?.close())

const standIn = async () => (await (await fetch(`${env.standIn.url}/__test/state`)).json()) as StandInState
const customerOf = (state: StandInState, accountId: number) =>
  state.customers.find((c) => c.externalIdentifier === `seats-account-${accountId}`)!
const liveItem = async (accountId: number) => {
  const state = await standIn()
  const customer = customerOf(state, accountId)
  return state.items.find((i) => i.customerId === customer.id && [0, 12].includes(i.status))!
}
const choose = (a: TestAccount, planId: number, period = 'monthly') =>
  a.call<PlanChangeResult & ErrorBody>('POST', '/api/billing/plan', { planId, period })
const auditOf = async (accountId: number) =>
  (await adminAtAuth<AuditEntry[]>('GET', `/api/users/${accountId}/audit`)).body
const accountOf = (a: TestAccount) => env.deps.auth.account(a.id)

async function payingWarden(): Promise<TestAccount> {
  const a = await env.lapsedWarden()
  const { firstChargeDate } = (await a.call<Subscription>('GET', '/api/billing/subscription')).body
  const token = await env.standIn.createToken(TEST_CARDS.success)
  const paid = await a.call('POST', '/api/users/createRecurringCharge', {
    SingleUseToken: token,
    dateStart: firstChargeDate,
  })
  expect(paid.status).toBe(200)
  return a
}

describe('plans', () => {
  it('only an admin defines plans; a yearly price above twelve months is refused naming the field', async () => {
    const warden = await env.registerAccount()
    const refused = await warden.call('POST', '/api/billing/admin/plans', {
      maxPeople: 50,
      monthlyPrice: 10,
      yearlyPrice: 100,
    })
    expect(refused.status).toBe(403)
    const bad = await admin<ErrorBody>('POST', '/api/billing/admin/plans', {
      maxPeople: 900,
      monthlyPrice: 199,
      yearlyPrice: 2500,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toContain('מחיר שנתי')
    const offer = (await warden.call<PlanOffer>('GET', '/api/billing/plans')).body
    expect(offer.plans.map((p) => p.maxPeople)).toEqual([150, 300, 600])
    // A retired plan is no longer offered.
    const retired = (
      await admin<Plan>('POST', '/api/billing/admin/plans', {
        maxPeople: 1000,
        monthlyPrice: 199,
        yearlyPrice: 1990,
      })
    ).body
    await admin('PUT', `/api/billing/admin/plans/${retired.id}`, {
      maxPeople: 1000,
      monthlyPrice: 199,
      yearlyPrice: 1990,
      active: false,
    })
    expect((await warden.call<PlanOffer>('GET', '/api/billing/plans')).body.plans).toHaveLength(3)
  })

  it("a trial warden's choice applies at once: the cap and the price, in the audit log", async () => {
    const a = await env.registerAccount()
    const res = await choose(a, plans.large.id)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ outcome: 'applied', charged: null })
    expect(await accountOf(a)).toMatchObject({ maxPeople: 600, price: 149 })
    const [entry] = await auditOf(a.id)
    expect(entry).toMatchObject({ action: 'billing.plan_change', actorId: a.id })
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: 'maxPeople', before: 300, after: 600 },
        { field: 'price', before: 99, after: 149 },
      ]),
    )
    expect((await choose(a, plans.large.id)).body.error).toBe('plan_unchanged')
    expect((await choose(a, 99999)).status).toBe(404)
  })

  it('an upgrade is charged pro rata at once at the provider, and the recurring charge bills the new price', async () => {
    const a = await payingWarden()
    const start = env.today()
    const next = addMonths(start, 1)
    // Ten days into the month.
    await env.setDate(addDays(start, 10))
    const total = (Date.parse(next) - Date.parse(start)) / 86_400_000
    const expected = Math.round(((149 - 99) * (total - 10) * 100) / total) / 100

    const res = await choose(a, plans.large.id)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ outcome: 'upgraded', charged: expected })
    const state = await standIn()
    const customer = customerOf(state, a.id)
    const oneTime = state.payments.filter((p) => p.customerId === customer.id && p.recurringItemId === null)
    expect(oneTime).toEqual([expect.objectContaining({ amount: expected, valid: true })])
    expect((await liveItem(a.id)).unitPrice).toBe(149)
    expect(await accountOf(a)).toMatchObject({ maxPeople: 600, price: 149 })
    // The warden sees the charge with its receipt; the paid time is not moved by it.
    const payments = (await a.call<Payment[]>('GET', '/api/billing/payments')).body
    expect(payments[0]).toMatchObject({ amount: expected, status: 'paid' })
    expect((await a.call<Subscription>('GET', '/api/billing/subscription')).body.nextChargeDate).toBe(next)
    // Its receipt says what it paid for, and that the next charge stays where it was.
    const receipt = (await env.mailOf(a)).at(-1)
    expect(receipt?.body).toContain('התשלום על הגדלת המסלול של המנוי')
    expect(receipt?.body).toContain(`החיוב הבא: ${shortDate(next)}.`)
    const [entry] = await auditOf(a.id)
    expect(entry).toMatchObject({
      action: 'billing.plan_change',
      detail: expect.objectContaining({ charged: expected }),
    })

    // The renewal bills the new price.
    await env.setDate(next)
    await env.service('POST', '/internal/maintenance/reconcile-billing')
    expect((await a.call<Payment[]>('GET', '/api/billing/payments')).body[0]).toMatchObject({
      amount: 149,
      date: next,
    })
  })

  it('a downgrade keeps the plan until the next charge, which bills the smaller price, then the cap follows', async () => {
    const a = await payingWarden()
    const next = addMonths(env.today(), 1)
    const res = await choose(a, plans.small.id)
    expect(res.body).toMatchObject({ outcome: 'scheduled', charged: null, from: next })
    expect(res.body.offer.scheduled).toEqual({ planId: plans.small.id, period: 'monthly', from: next })
    // Paid for 300 this month: kept until the next charge.
    expect(await accountOf(a)).toMatchObject({ maxPeople: 300, price: 99 })
    expect((await liveItem(a.id)).unitPrice).toBe(69)
    expect((await auditOf(a.id))[0]).toMatchObject({ action: 'billing.plan_scheduled' })

    await env.setDate(next)
    await env.service('POST', '/internal/maintenance/reconcile-billing')
    expect(await accountOf(a)).toMatchObject({ maxPeople: 150, price: 69 })
    expect((await a.call<Payment[]>('GET', '/api/billing/payments')).body[0]).toMatchObject({ amount: 69 })
    expect((await a.call<PlanOffer>('GET', '/api/billing/plans')).body).toMatchObject({
      current: { planId: plans.small.id, period: 'monthly' },
      scheduled: null,
    })
    expect((await auditOf(a.id))[0]).toMatchObject({ action: 'billing.plan_change', actorId: null })
  })

  it('a declined upgrade changes nothing', async () => {
    const a = await env.lapsedWarden()
    const { firstChargeDate } = (await a.call<Subscription>('GET', '/api/billing/subscription')).body
    await a.call('POST', '/api/users/createRecurringCharge', {
      SingleUseToken: await env.standIn.createToken(TEST_CARDS.renewalDeclines),
      dateStart: firstChargeDate,
    })
    await env.setDate(addDays(env.today(), 3))
    const res = await choose(a, plans.large.id)
    expect(res.status).toBe(422)
    expect(res.body.error).toBe('plan_charge_declined')
    expect(await accountOf(a)).toMatchObject({ maxPeople: 300, price: 99 })
    expect((await liveItem(a.id)).unitPrice).toBe(99)
  })

  it('a yearly plan is charged once a year at its yearly price, and pays for the year', async () => {
    const a = await env.lapsedWarden()
    expect((await choose(a, plans.large.id, 'yearly')).body.outcome).toBe('applied')
    expect(await accountOf(a)).toMatchObject({ maxPeople: 600, price: 1490 })
    const start = env.today()
    const { firstChargeDate } = (await a.call<Subscription>('GET', '/api/billing/subscription')).body
    const paid = await a.call<User>('POST', '/api/users/createRecurringCharge', {
      SingleUseToken: await env.standIn.createToken(TEST_CARDS.success),
      dateStart: firstChargeDate,
    })
    expect(paid.status).toBe(200)
    expect(Date.parse(paid.body.subscriptionEndsAt!)).toBeGreaterThan(Date.parse(addMonths(start, 12)))
    const sub = (await a.call<Subscription>('GET', '/api/billing/subscription')).body
    expect(sub.nextChargeDate).toBe(addMonths(start, 12))
    expect((await a.call<Payment[]>('GET', '/api/billing/payments')).body).toEqual([
      expect.objectContaining({ amount: 1490, status: 'paid' }),
    ])
    const [receipt] = await env.mailOf(a)
    expect(receipt?.body).toContain('התשלום השנתי עבור המנוי')
    expect(receipt?.body).toContain(`החיוב הבא: ${shortDate(addMonths(start, 12))}.`)
    // A month on, nothing more is charged.
    await env.setDate(addMonths(start, 1))
    await env.service('POST', '/internal/maintenance/reconcile-billing')
    expect(await env.paidAtProvider(a.id)).toBe(1)
    expect((await a.call<Subscription>('GET', '/api/billing/subscription')).body.nextChargeDate).toBe(
      addMonths(start, 12),
    )
  })
})
