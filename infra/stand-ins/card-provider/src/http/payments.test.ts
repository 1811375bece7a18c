import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCardStandIn, TEST_CARDS, type RunningCardStandIn } from '../testing'
import { addDays, callBilling, charge, type PaymentJson } from '../test-helpers'

let s: RunningCardStandIn
let today: string
let customerId: number
let declinedId: number
beforeAll(async () => {
  s = await startCardStandIn()
  today = await s.clock()
  // One item billed for five years: 61 valid payments, one a month; and one declined payment today.
  const answer = await charge(s, TEST_CARDS.success, { price: 49 })
  customerId = answer.Data!.CustomerID
  declinedId = (await charge(s, TEST_CARDS.declined)).Data!.Payment!.ID
  await s.setClock(`${Number(today.slice(0, 4)) + 5}-${today.slice(5, 8)}01`)
})
afterAll(() => s.close())

type Page = { Payments: PaymentJson[]; HasNextPage: boolean }
const list = async (body: Record<string, unknown>) =>
  (await callBilling<Page>(s, 'payments/list/', body)).Data!

describe('POST /billing/payments/list/', () => {
  it('pages 50 at a time, ordered by ID', async () => {
    const first = await list({ StartIndex: 0 })
    expect(first.Payments).toHaveLength(50)
    expect(first.HasNextPage).toBe(true)
    const second = await list({ StartIndex: 50 })
    expect(second.HasNextPage).toBe(false)
    const all = [...first.Payments, ...second.Payments]
    const ids = all.map((p) => p.ID)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(ids.length)
    expect(all.filter((p) => p.ValidPayment && p.CustomerID === customerId).length).toBeGreaterThanOrEqual(60)
    expect(all[0]).toMatchObject({
      CustomerID: customerId,
      Date: today,
      Amount: 49,
      Currency: 'ILS',
      ValidPayment: true,
      Status: '000',
      StatusDescription: 'מאושר',
      RecurringCustomerItemID: expect.any(Number),
      PaymentMethod: { CreditCard_LastDigits: '1111' },
    })
    expect(all[0]?.DocumentDownloadURL).toBe(`${s.url}/documents/${all[0]?.DocumentID}`)
  })

  it('filters by date, inclusive, with or without a time', async () => {
    const from = addDays(today, 20)
    const to = addDays(today, 80)
    const page = await list({ Date_From: from, Date_To: `${to}T23:59:59` })
    expect(page.Payments.length).toBeGreaterThanOrEqual(1)
    expect(page.Payments.length).toBeLessThanOrEqual(3)
    expect(page.Payments.every((p) => p.Date >= from && p.Date <= to)).toBe(true)
    const todayOnly = await list({ Date_From: today, Date_To: today })
    expect(todayOnly.Payments.map((p) => p.Date)).toEqual([today, today])
  })

  it('filters by validity', async () => {
    const invalid = await list({ Valid: false })
    expect(invalid.Payments.map((p) => p.ID)).toEqual([declinedId])
    const valid = await list({ Valid: true, StartIndex: 50 })
    expect(valid.Payments.every((p) => p.ValidPayment)).toBe(true)
  })

  it('refuses a date that is not one', async () => {
    const answer = await callBilling(s, 'payments/list/', { Date_From: 'yesterday' })
    expect(answer.Status).toBe(1)
    expect(answer.UserErrorMessage).toContain('Date_From')
  })
})

describe('POST /billing/payments/get/', () => {
  it('answers one payment, or Status 1 for an unknown one', async () => {
    const got = await callBilling<{ Payment: PaymentJson }>(s, 'payments/get/', { PaymentID: declinedId })
    expect(got.Data?.Payment).toMatchObject({ ID: declinedId, ValidPayment: false, DocumentID: null })
    const missing = await callBilling(s, 'payments/get/', { PaymentID: 1 })
    expect(missing).toMatchObject({ Status: 1, UserErrorMessage: 'התשלום לא נמצא', Data: null })
  })
})
