import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nextMonthlyDate } from '../domain/dates'
import { startCardStandIn, TEST_CARDS, type RunningCardStandIn } from '../testing'
import {
  addDays,
  callBilling,
  charge,
  chargeBody,
  itemsOf,
  type ChargeData,
  type PaymentJson,
} from '../test-helpers'

let s: RunningCardStandIn
let today: string
beforeAll(async () => {
  s = await startCardStandIn({ timeoutDelayMs: 400 })
  today = await s.clock()
})
afterAll(() => s.close())

describe('POST /billing/recurring/charge/', () => {
  it('charges now when the item starts today, and bills again a month after the start', async () => {
    const answer = await charge(s, TEST_CARDS.success, { price: 49 })
    expect(answer.Status).toBe(0)
    const data = answer.Data!
    expect(data.Payment).toMatchObject({
      ValidPayment: true,
      Status: '000',
      StatusDescription: 'מאושר',
      Amount: 49,
      PaymentMethod: { CreditCard_LastDigits: '1111' },
    })
    expect(data.Payment?.AuthNumber).toMatch(/^\d+$/)
    expect(data.CustomerID).toEqual(expect.any(Number))
    expect(data.DocumentID).toEqual(data.Payment?.DocumentID)
    expect(data.DocumentDownloadURL).toBe(`${s.url}/documents/${data.DocumentID}`)
    expect(data.RecurringCustomerItemIDs).toHaveLength(1)

    const [item] = await itemsOf(s, data.CustomerID)
    expect(item).toMatchObject({
      ID: data.RecurringCustomerItemIDs[0],
      UnitPrice: 49,
      Currency: 'ILS',
      Date_Start: today,
      Date_PreviousBilling: today,
      Status: 0,
      Description: 'מקום פנוי: מנוי חודשי',
      Item: { Name: 'מנוי חודשי' },
    })
    expect(item?.Date_NextBilling).toBe(nextMonthlyDate(today, Number(today.slice(8))))

    const got = await callBilling<{ Payment: PaymentJson }>(s, 'payments/get/', {
      PaymentID: data.Payment!.ID,
    })
    expect(got.Data?.Payment).toMatchObject({
      ID: data.Payment!.ID,
      CustomerID: data.CustomerID,
      Date: today,
      ValidPayment: true,
      RecurringCustomerItemID: item?.ID,
    })
  })

  it('finds the customer again by ExternalIdentifier, and by ID', async () => {
    const first = await charge(s, TEST_CARDS.success, { externalId: 'account-42' })
    const second = await charge(s, TEST_CARDS.success, { externalId: 'account-42' })
    expect(second.Data?.CustomerID).toBe(first.Data?.CustomerID)
    const third = await charge(s, TEST_CARDS.success, { customerId: first.Data!.CustomerID })
    expect(third.Data?.CustomerID).toBe(first.Data?.CustomerID)
    expect(await itemsOf(s, first.Data!.CustomerID)).toHaveLength(3)

    const byExternal = await callBilling<{ RecurringItems: unknown[] }>(s, 'recurring/listforcustomer/', {
      Customer: { ExternalIdentifier: 'account-42', SearchMode: 2 },
    })
    expect(byExternal.Data?.RecurringItems).toHaveLength(3)
  })

  it('refuses an unknown customer ID without using the token', async () => {
    const token = await s.createToken()
    const answer = await callBilling<ChargeData>(
      s,
      'recurring/charge/',
      chargeBody(token, { customerId: 999 }),
    )
    expect(answer).toMatchObject({ Status: 1, UserErrorMessage: 'הלקוח לא נמצא' })
    const retry = await callBilling<ChargeData>(s, 'recurring/charge/', chargeBody(token))
    expect(retry.Status).toBe(0)
  })

  it('charges nothing for a future start until the clock reaches it', async () => {
    const start = addDays(today, 10)
    const answer = await charge(s, TEST_CARDS.success, { dateStart: start, price: 30 })
    expect(answer.Status).toBe(0)
    expect(answer.Data).toMatchObject({ Payment: null, DocumentID: null, DocumentDownloadURL: null })
    const customerId = answer.Data!.CustomerID
    expect(await itemsOf(s, customerId)).toMatchObject([
      { Status: 12, Date_Start: start, Date_NextBilling: start, Date_PreviousBilling: null },
    ])

    const before = await s.setClock(addDays(start, -1))
    const mine = async () => {
      const list = await callBilling<{ Payments: PaymentJson[] }>(s, 'payments/list/', { Date_From: today })
      return list.Data!.Payments.filter((p) => p.CustomerID === customerId)
    }
    expect(before.charged).toEqual([])
    expect(await mine()).toEqual([])

    const reached = await s.setClock(start)
    expect(reached.charged).toHaveLength(1)
    expect(await mine()).toMatchObject([
      { Date: start, Amount: 30, ValidPayment: true, DocumentID: expect.any(Number) },
    ])
    expect(await itemsOf(s, customerId)).toMatchObject([{ Status: 0, Date_PreviousBilling: start }])
  })

  it.each([
    [TEST_CARDS.declined, 'העסקה לא אושרה'],
    [TEST_CARDS.insufficientFunds, 'אין די כיסוי בכרטיס'],
  ])('answers %s with ValidPayment false, records the payment and makes no item', async (card, words) => {
    const answer = await charge(s, card, { price: 49 })
    expect(answer.Status).toBe(0)
    const data = answer.Data!
    expect(data.Payment).toMatchObject({
      ValidPayment: false,
      StatusDescription: words,
      Amount: 49,
      PaymentMethod: { CreditCard_LastDigits: card.slice(-4) },
    })
    expect(data.Payment?.Status).not.toBe('000')
    expect(data.RecurringCustomerItemIDs).toEqual([])
    expect(data.DocumentID).toBeNull()
    expect(await itemsOf(s, data.CustomerID)).toEqual([])
    const got = await callBilling<{ Payment: PaymentJson }>(s, 'payments/get/', {
      PaymentID: data.Payment!.ID,
    })
    expect(got.Data?.Payment).toMatchObject({
      ValidPayment: false,
      DocumentID: null,
      DocumentDownloadURL: null,
    })
  })

  it('with the timeout card, answers late but has made the charge', async () => {
    const externalId = `timeout-${Date.now()}`
    const token = await s.createToken(TEST_CARDS.timeout)
    const started = Date.now()
    await expect(
      callBilling(s, 'recurring/charge/', chargeBody(token, { externalId }), {
        signal: AbortSignal.timeout(100),
      }),
    ).rejects.toThrow()
    // The client gave up; the provider has the customer, the item and the payment all the same.
    const items = await callBilling<{ RecurringItems: Array<{ ID: number; Status: number }> }>(
      s,
      'recurring/listforcustomer/',
      { Customer: { ExternalIdentifier: externalId } },
    )
    expect(items.Data?.RecurringItems).toMatchObject([{ Status: 0 }])
    const payments = await callBilling<{ Payments: PaymentJson[] }>(s, 'payments/list/', { Date_From: today })
    expect(
      payments.Data!.Payments.filter((p) => p.RecurringCustomerItemID === items.Data!.RecurringItems[0]!.ID),
    ).toMatchObject([{ ValidPayment: true, PaymentMethod: { CreditCard_LastDigits: '0119' } }])

    // A patient client gets the full answer after the delay.
    const patient = await charge(s, TEST_CARDS.timeout)
    expect(Date.now() - started).toBeGreaterThanOrEqual(400)
    expect(patient.Data?.Payment?.ValidPayment).toBe(true)
  })

  it('with AuthoriseOnly, creates the item cancelled and takes no money', async () => {
    const token = await s.createToken()
    const answer = await callBilling<ChargeData>(s, 'recurring/charge/', {
      ...chargeBody(token),
      AuthoriseOnly: true,
    })
    expect(answer.Status).toBe(0)
    expect(answer.Data?.Payment).toBeNull()
    expect(answer.Data?.RecurringCustomerItemIDs).toHaveLength(1)
    expect(await itemsOf(s, answer.Data!.CustomerID, false)).toEqual([])
    expect(await itemsOf(s, answer.Data!.CustomerID, true)).toMatchObject([{ Status: 1 }])
  })

  it('tells the card a customer saved before any charge: its last digits and expiry', async () => {
    const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
    const answer = await callBilling<ChargeData>(
      s,
      'recurring/charge/',
      chargeBody(await s.createToken(TEST_CARDS.success), {
        externalId: 'card-saved-later',
        dateStart: later,
      }),
    )
    expect(answer.Data?.Payment).toBeNull()
    const byId = await callBilling<{ PaymentMethod: Record<string, unknown> | null }>(
      s,
      'paymentmethods/getforcustomer/',
      { CustomerID: answer.Data!.CustomerID },
    )
    expect(byId.Data?.PaymentMethod).toMatchObject({
      CustomerID: answer.Data!.CustomerID,
      CreditCard_LastDigits: TEST_CARDS.success.slice(-4),
      CreditCard_ExpirationMonth: 12,
      CreditCard_ExpirationYear: new Date().getFullYear() + 3,
    })
    const byExternalId = await callBilling<{ PaymentMethod: unknown }>(s, 'paymentmethods/getforcustomer/', {
      Customer: { ExternalIdentifier: 'card-saved-later', SearchMode: 2 },
    })
    expect(byExternalId.Data?.PaymentMethod).toEqual(byId.Data?.PaymentMethod)
    const nobody = await callBilling(s, 'paymentmethods/getforcustomer/', { CustomerID: 99_999_999 })
    expect(nobody.Status).toBe(1)
  })

  it('answers the path with or without its trailing slash', async () => {
    const token = await s.createToken()
    const answer = await callBilling<ChargeData>(s, 'recurring/charge', chargeBody(token))
    expect(answer.Data?.Payment?.ValidPayment).toBe(true)
    expect((await callBilling(s, 'payments/list', {})).Status).toBe(0)
  })

  it('refuses a body without items, naming the field', async () => {
    const token = await s.createToken()
    const answer = await callBilling<ChargeData>(s, 'recurring/charge/', { ...chargeBody(token), Items: [] })
    expect(answer.Status).toBe(1)
    expect(answer.UserErrorMessage).toContain('Items')
  })
})

describe('credentials', () => {
  it.each([
    ['a wrong key', { CompanyID: 1000, APIKey: 'wrong' }],
    ['a wrong company', { CompanyID: 1, APIKey: 'stand-in-private-key' }],
    ['the public key', { CompanyID: 1000, APIKey: 'stand-in-public-key' }],
    ['none', null],
  ])('answers Status 1 to %s on every call', async (_name, credentials) => {
    for (const path of [
      'recurring/charge/',
      'recurring/listforcustomer/',
      'recurring/cancel/',
      'payments/list/',
      'payments/get/',
    ]) {
      const answer = await callBilling(s, path, {}, { credentials })
      expect(answer).toEqual({
        Status: 1,
        UserErrorMessage: 'פרטי ההתחברות שגויים',
        TechnicalErrorDetails: null,
        Data: null,
      })
    }
  })

  it('takes CompanyID as a number or a string', async () => {
    const answer = await callBilling(
      s,
      'payments/list/',
      {},
      { credentials: { CompanyID: '1000', APIKey: s.apiKey } },
    )
    expect(answer.Status).toBe(0)
  })
})

describe('GET /documents/:id', () => {
  it('shows the receipt of a valid payment in Hebrew, right to left', async () => {
    const answer = await charge(s, TEST_CARDS.success, { price: 1234.5, name: 'מנוי <חודשי>' })
    const res = await fetch(answer.Data!.DocumentDownloadURL!)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('dir="rtl"')
    expect(html).toContain('קבלה')
    expect(html).toContain(String(answer.Data!.DocumentID))
    expect(html).toContain('₪1,234.50')
    expect(html).toContain('1111')
    expect(html).toContain('מנוי &lt;חודשי&gt;')
    const [y, m, d] = (await s.clock()).split('-')
    expect(html).toContain(`${d}/${m}/${y}`)
  })

  it('answers 404 for an unknown document', async () => {
    expect((await fetch(`${s.url}/documents/1`)).status).toBe(404)
    expect((await fetch(`${s.url}/documents/abc`)).status).toBe(404)
  })
})
