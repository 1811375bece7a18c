import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@seats/card-stand-in/testing'
import {
  addMonths,
  type BillingDetailsView,
  type ErrorBody,
  type Payment,
  type Subscription,
} from '@seats/contracts'
import { startBilling, type BillingTestEnv, type TestAccount } from '../../testing/billing-harness'

let env: BillingTestEnv
beforeAll(async () => {
  env = await startBilling()
})
afterAll(() => env?.close())

const details = {
  legalName: 'קהילת אהל משה',
  entityType: 'association',
  entityNumber: '580012342',
  address: 'רחוב הרב קוק 5, ירושלים',
  billingEmail: 'gizbar@example.org',
}

const save = (a: TestAccount, body: unknown) =>
  a.call<BillingDetailsView & ErrorBody>('PUT', '/api/billing/details', body)
const pay = async (a: TestAccount) => {
  const { firstChargeDate } = (await a.call<Subscription>('GET', '/api/billing/subscription')).body
  const token = await env.standIn.createToken(TEST_CARDS.success)
  return a.call('POST', '/api/users/createRecurringCharge', {
    SingleUseToken: token,
    dateStart: firstChargeDate,
  })
}
const receiptOf = async (payment: Payment | undefined) => (await fetch(payment!.receiptUrl!)).text()

describe('billing details', () => {
  it('refuses bad details with a Hebrew error naming each field, and keeps nothing', async () => {
    const a = await env.registerAccount()
    const bad = await save(a, { ...details, entityNumber: '580012345', billingEmail: 'not-an-email' })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('validation_failed')
    expect(bad.body.message).toContain('מספר התאגיד')
    expect(bad.body.message).toContain('אימייל לקבלות')
    expect(bad.body.fields?.map((f) => f.field).sort()).toEqual(['billingEmail', 'entityNumber'])
    const missing = await save(a, { ...details, legalName: ' ' })
    expect(missing.body.message).toContain('השם המשפטי')
    expect((await a.call<BillingDetailsView>('GET', '/api/billing/details')).body).toEqual({
      details: null,
      atProvider: false,
    })
  })

  it("a trial's details reach the provider's customer at once, and the first receipt carries them", async () => {
    const a = await env.lapsedWarden()
    const saved = await save(a, { ...details, entityNumber: '58-001234-2' })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual({ details, atProvider: true })
    expect((await a.call<BillingDetailsView>('GET', '/api/billing/details')).body.details).toEqual(details)

    expect((await pay(a)).status).toBe(200)
    const [payment] = (await a.call<Payment[]>('GET', '/api/billing/payments')).body
    const receipt = await receiptOf(payment)
    expect(receipt).toContain('קהילת אהל משה (ע&quot;ר)')
    expect(receipt).toContain('580012342')
    expect(receipt).toContain('רחוב הרב קוק 5, ירושלים')
    expect(receipt).toContain('gizbar@example.org')
  })

  it("a paying account's new details go to its customer, and the next renewal's receipt carries them", async () => {
    const a = await env.lapsedWarden()
    expect((await pay(a)).status).toBe(200)
    const before = await receiptOf((await a.call<Payment[]>('GET', '/api/billing/payments')).body[0])
    expect(before).not.toContain('580012342')

    const saved = await save(a, { ...details, entityType: 'company', legalName: 'אהל משה בע"מ' })
    expect(saved.body.atProvider).toBe(true)
    await env.setDate(addMonths(env.today(), 1))
    await env.service('POST', '/internal/maintenance/reconcile-billing')
    const payments = (await a.call<Payment[]>('GET', '/api/billing/payments')).body
    expect(payments).toHaveLength(2)
    const renewal = await receiptOf(payments[0])
    expect(renewal).toContain('אהל משה בע&quot;מ')
    expect(renewal).not.toContain('(ע&quot;ר)')
    expect(renewal).toContain('580012342')
    // The receipt issued before keeps what it was issued with.
    expect(await receiptOf(payments[1])).not.toContain('580012342')
  })
})
