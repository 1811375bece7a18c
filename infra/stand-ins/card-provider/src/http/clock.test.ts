import { afterAll, beforeEach, beforeAll, describe, expect, it } from 'vitest'
import { nextMonthlyDate } from '../domain/dates'
import { startCardStandIn, TEST_CARDS, type RunningCardStandIn } from '../testing'
import { addDays, callBilling, charge, itemsOf, type PaymentJson } from '../test-helpers'

let s: RunningCardStandIn
let today: string
beforeAll(async () => {
  s = await startCardStandIn()
})
beforeEach(async () => {
  await s.reset()
  today = await s.clock()
})
afterAll(() => s.close())

async function paymentsOf(customerId: number): Promise<PaymentJson[]> {
  const list = await callBilling<{ Payments: PaymentJson[] }>(s, 'payments/list/', {})
  return list.Data!.Payments.filter((p) => p.CustomerID === customerId)
}

/** The first day of the month `months` after today's: safely past that many renewals of anything started today. */
function monthsAhead(months: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number]
  const d = new Date(Date.UTC(y, m - 1 + months, 1))
  return d.toISOString().slice(0, 10)
}

describe('/__test/clock', () => {
  it('starts at the Israel date, and refuses to go back', async () => {
    const res = await fetch(`${s.url}/__test/clock`)
    expect(await res.json()).toEqual({ date: today })
    const back = await fetch(`${s.url}/__test/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ date: addDays(today, -1) }),
    })
    expect(back.status).toBe(400)
    const bad = await fetch(`${s.url}/__test/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ date: '2027-02-30' }),
    })
    expect(bad.status).toBe(400)
    expect(await s.setClock(today)).toEqual({ date: today, charged: [] })
  })

  it('bills the renewal-declining card once, then fails and disables the item', async () => {
    const first = await charge(s, TEST_CARDS.renewalDeclines)
    expect(first.Data?.Payment?.ValidPayment).toBe(true)
    const customerId = first.Data!.CustomerID

    const moved = await s.setClock(monthsAhead(3))
    expect(moved.charged).toHaveLength(1)
    const payments = await paymentsOf(customerId)
    expect(payments).toMatchObject([
      { ValidPayment: true, Date: today },
      {
        ID: moved.charged[0],
        ValidPayment: false,
        StatusDescription: 'הכרטיס נחסם',
        Date: nextMonthlyDate(today, Number(today.slice(8))),
        DocumentID: null,
      },
    ])
    expect(await itemsOf(s, customerId)).toMatchObject([{ Status: 3, Date_PreviousBilling: today }])
    // Disabled: no longer listed as active, and never charged again.
    expect(await itemsOf(s, customerId, false)).toEqual([])
    expect((await s.setClock(monthsAhead(6))).charged).toEqual([])
  })

  it('renews a good card every month in date order', async () => {
    const a = await charge(s, TEST_CARDS.success, { price: 10 })
    const b = await charge(s, TEST_CARDS.success, { price: 20, dateStart: addDays(today, 3) })
    const third = [1, 2, 3].reduce((date) => nextMonthlyDate(date, Number(today.slice(8))), today)
    const moved = await s.setClock(third)
    // a: three renewals, the last on the clock's day; b: its start and two renewals.
    const list = await callBilling<{ Payments: PaymentJson[] }>(s, 'payments/list/', {})
    const charged = list.Data!.Payments.filter((p) => moved.charged.includes(p.ID))
    expect(charged.every((p) => p.ValidPayment && p.DocumentID != null)).toBe(true)
    const dates = charged.map((p) => p.Date)
    expect(dates).toEqual([...dates].sort())
    expect(charged.filter((p) => p.CustomerID === a.Data!.CustomerID).map((p) => p.Amount)).toEqual([
      10, 10, 10,
    ])
    expect(charged.filter((p) => p.CustomerID === b.Data!.CustomerID).map((p) => p.Amount)).toEqual([
      20, 20, 20,
    ])
    const [item] = await itemsOf(s, a.Data!.CustomerID)
    expect(item).toMatchObject({ Status: 0, Date_PreviousBilling: third })
    expect(item!.Date_NextBilling > third).toBe(true)
  })

  it('keeps the billing day across short months (Jan 31 -> Feb 28 -> Mar 31)', async () => {
    const year = Number(today.slice(0, 4)) + 1
    const answer = await charge(s, TEST_CARDS.success, { dateStart: `${year}-01-31` })
    const customerId = answer.Data!.CustomerID
    await s.setClock(`${year}-03-31`)
    expect((await paymentsOf(customerId)).map((p) => p.Date)).toEqual([
      `${year}-01-31`,
      `${year}-02-28`,
      `${year}-03-31`,
    ])
    expect(await itemsOf(s, customerId)).toMatchObject([{ Date_NextBilling: `${year}-04-30` }])
  })

  it('stops charging an item the customer cancelled', async () => {
    const first = await charge(s, TEST_CARDS.success)
    const customerId = first.Data!.CustomerID
    const itemId = first.Data!.RecurringCustomerItemIDs[0]
    const cancel = () =>
      callBilling(s, 'recurring/cancel/', { Customer: { ID: customerId }, RecurringCustomerItemID: itemId })
    expect(await cancel()).toMatchObject({ Status: 0 })
    expect(await cancel()).toMatchObject({ Status: 0 })
    expect(await itemsOf(s, customerId)).toMatchObject([{ ID: itemId, Status: 13 }])
    expect(await itemsOf(s, customerId, false)).toEqual([])
    expect((await s.setClock(monthsAhead(3))).charged).toEqual([])
    expect(await paymentsOf(customerId)).toHaveLength(1)
  })

  it("refuses to cancel another customer's item, or an unknown one", async () => {
    const mine = await charge(s, TEST_CARDS.success)
    const theirs = await charge(s, TEST_CARDS.success)
    const other = await callBilling(s, 'recurring/cancel/', {
      Customer: { ID: mine.Data!.CustomerID },
      RecurringCustomerItemID: theirs.Data!.RecurringCustomerItemIDs[0],
    })
    expect(other).toMatchObject({ Status: 1, UserErrorMessage: 'הוראת הקבע לא נמצאה' })
    expect(await itemsOf(s, theirs.Data!.CustomerID)).toMatchObject([{ Status: 0 }])
    const unknownCustomer = await callBilling(s, 'recurring/cancel/', {
      Customer: { ID: 1 },
      RecurringCustomerItemID: theirs.Data!.RecurringCustomerItemIDs[0],
    })
    expect(unknownCustomer.Status).toBe(1)
  })

  it('lists items only for a known customer', async () => {
    const answer = await callBilling(s, 'recurring/listforcustomer/', { Customer: { ID: 12345 } })
    expect(answer).toMatchObject({ Status: 1, UserErrorMessage: 'הלקוח לא נמצא' })
    const byExternal = await callBilling(s, 'recurring/listforcustomer/', {
      Customer: { ExternalIdentifier: 'nobody', SearchMode: 2 },
    })
    expect(byExternal.Status).toBe(1)
  })

  it('dumps the state without tokens, and resets it', async () => {
    await s.createToken()
    await charge(s, TEST_CARDS.success)
    const state = (await (await fetch(`${s.url}/__test/state`)).json()) as Record<string, unknown[]>
    expect(state.customers).toHaveLength(1)
    expect(state.items).toHaveLength(1)
    expect(state.payments).toHaveLength(1)
    expect(state).not.toHaveProperty('tokens')
    await s.reset()
    const empty = (await (await fetch(`${s.url}/__test/state`)).json()) as Record<string, unknown[]>
    expect(empty.customers).toEqual([])
  })
})

describe('/billing/recurring/update/', () => {
  it('charges the new price from the next renewal on, and refuses an item that is not running', async () => {
    const first = await charge(s, TEST_CARDS.success, { price: 99 })
    const customerId = first.Data!.CustomerID
    const itemId = first.Data!.RecurringCustomerItemIDs[0]!
    const updated = await callBilling(s, 'recurring/update/', {
      Customer: { ID: customerId },
      RecurringCustomerItemID: itemId,
      UnitPrice: 149,
    })
    expect(updated.Status).toBe(0)
    expect(await itemsOf(s, customerId)).toMatchObject([{ UnitPrice: 149 }])
    await s.setClock(nextMonthlyDate(today, Number(today.slice(8))))
    expect((await paymentsOf(customerId)).map((p) => p.Amount)).toEqual([99, 149])

    await callBilling(s, 'recurring/cancel/', {
      Customer: { ID: customerId },
      RecurringCustomerItemID: itemId,
    })
    const late = await callBilling(s, 'recurring/update/', {
      Customer: { ID: customerId },
      RecurringCustomerItemID: itemId,
      UnitPrice: 199,
    })
    expect(late.Status).toBe(1)
  })

  it('moves the next charge to a later date (months given free), and bills from there', async () => {
    const first = await charge(s, TEST_CARDS.success, { price: 99 })
    const customerId = first.Data!.CustomerID
    const itemId = first.Data!.RecurringCustomerItemIDs[0]!
    const [item] = await itemsOf(s, customerId)
    const later = nextMonthlyDate(item!.Date_NextBilling, Number(item!.Date_NextBilling.slice(8)), 2)
    const moved = await callBilling(s, 'recurring/update/', {
      Customer: { ID: customerId },
      RecurringCustomerItemID: itemId,
      Date_NextBilling: later,
    })
    expect(moved.Status).toBe(0)
    expect((await itemsOf(s, customerId))[0]?.Date_NextBilling).toBe(later)
    await s.setClock(item!.Date_NextBilling)
    expect((await paymentsOf(customerId)).map((p) => p.Amount)).toEqual([99])
    await s.setClock(later)
    expect((await paymentsOf(customerId)).map((p) => p.Amount)).toEqual([99, 99])
  })
})
