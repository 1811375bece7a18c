import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CardStore } from '../domain/store'
import { nextMonthlyDate } from '../domain/dates'
import { createLogger } from '../logger'
import { listen } from '../server'
import { startCardStandIn, type HistoryCustomerInput, type RunningCardStandIn } from '../testing'
import { addDays, callBilling, itemsOf, type PaymentJson } from '../test-helpers'

let s: RunningCardStandIn
let today: string
beforeAll(async () => {
  s = await startCardStandIn()
  today = await s.clock()
})
afterAll(() => s.close())

/** `months` before today's month, on `day` (at most 28, so every month has it). */
function monthsAgo(months: number, day: number): string {
  const [y, m] = today.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m - 1 - months, day)).toISOString().slice(0, 10)
}

/** The charge days of an item started on `start`, every `months`, up to today. */
function chargeDays(start: string, months = 1, until = today): string[] {
  const days = [start]
  for (let next = nextMonthlyDate(start, Number(start.slice(8)), months); next <= until;) {
    days.push(next)
    next = nextMonthlyDate(next, Number(start.slice(8)), months)
  }
  return days
}

const customer = (
  n: number,
  item: Partial<HistoryCustomerInput['item']> & { dateStart: string },
  behaviour: 'success' | 'renewal_declines' = 'success',
): HistoryCustomerInput => ({
  externalIdentifier: `seats-account-${900 + n}`,
  name: `בית הכנסת ${n}`,
  email: `sample-${n}@example.com`,
  phone: '0505550100',
  card: {
    lastDigits: String(4000 + n),
    expiryMonth: 6,
    expiryYear: Number(today.slice(0, 4)) + 3,
    behaviour,
  },
  item: { name: 'מקום פנוי: מנוי חודשי', unitPrice: 99, durationMonths: 1, ...item },
})

async function allPayments(): Promise<PaymentJson[]> {
  const out: PaymentJson[] = []
  for (let startIndex = 0; ;) {
    const page = await callBilling<{ Payments: PaymentJson[]; HasNextPage: boolean }>(s, 'payments/list/', {
      StartIndex: startIndex,
    })
    out.push(...page.Data!.Payments)
    if (!page.Data!.HasNextPage) return out
    startIndex += page.Data!.Payments.length
  }
}

const post = (body: unknown) =>
  fetch(`${s.url}/__test/history`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

describe('POST /__test/history', () => {
  const monthly = () => customer(1, { dateStart: monthsAgo(4, 10) })
  const declining = () => customer(2, { dateStart: monthsAgo(3, 5) }, 'renewal_declines')
  const cancelled = () =>
    customer(3, {
      dateStart: monthsAgo(5, 12),
      cancelOn: addDays(nextMonthlyDate(monthsAgo(5, 12), 12, 2), 9),
    })
  const yearly = () =>
    customer(4, {
      dateStart: monthsAgo(7, 20),
      name: 'מקום פנוי: מנוי שנתי',
      unitPrice: 990,
      durationMonths: 12,
    })
  let answer: {
    date: string
    customers: Array<{ customerId: number; itemId: number | null; created: boolean }>
  }

  beforeAll(async () => {
    answer = await s.history([monthly(), declining(), cancelled(), yearly()])
  })

  const paymentsOf = async (index: number) =>
    (await allPayments()).filter((p) => p.CustomerID === answer.customers[index]!.customerId)

  it('charges each period as the clock would have, and leaves the clock at today', async () => {
    expect(answer.date).toBe(today)
    expect(answer.customers.every((c) => c.created && c.itemId !== null)).toBe(true)
    expect(await s.clock()).toBe(today)

    const start = monthly().item.dateStart
    const paid = await paymentsOf(0)
    expect(paid.map((p) => p.Date)).toEqual(chargeDays(start))
    expect(paid.every((p) => p.ValidPayment && p.Amount === 99 && p.DocumentID !== null)).toBe(true)
    expect(paid.every((p) => p.RecurringCustomerItemID === answer.customers[0]!.itemId)).toBe(true)
    expect(paid.every((p) => p.PaymentMethod.CreditCard_LastDigits === '4001')).toBe(true)
    const [item] = await itemsOf(s, answer.customers[0]!.customerId)
    expect(item).toMatchObject({
      Status: 0,
      Date_Start: start,
      Date_PreviousBilling: chargeDays(start).at(-1),
    })
    expect(item!.Date_NextBilling > today).toBe(true)
  })

  it('declines the first renewal of a renewal-declining card, then never charges it again', async () => {
    const start = declining().item.dateStart
    const renewal = nextMonthlyDate(start, 5)
    expect(await paymentsOf(1)).toMatchObject([
      { Date: start, ValidPayment: true },
      { Date: renewal, ValidPayment: false, StatusDescription: 'הכרטיס נחסם', DocumentID: null },
    ])
    expect(await itemsOf(s, answer.customers[1]!.customerId)).toMatchObject([
      { Status: 3, Date_NextBilling: renewal, Date_PreviousBilling: start },
    ])
  })

  it('stops charging on the cancel day; the next billing date stays as it was', async () => {
    const start = cancelled().item.dateStart
    const paidDays = chargeDays(start, 1, cancelled().item.cancelOn!)
    expect(paidDays).toHaveLength(3)
    expect((await paymentsOf(2)).map((p) => p.Date)).toEqual(paidDays)
    expect(await itemsOf(s, answer.customers[2]!.customerId)).toMatchObject([
      { Status: 13, Date_NextBilling: nextMonthlyDate(start, 12, 3) },
    ])
  })

  it('charges a yearly item once a year', async () => {
    const start = yearly().item.dateStart
    expect(await paymentsOf(3)).toMatchObject([{ Date: start, Amount: 990, ValidPayment: true }])
    expect(await itemsOf(s, answer.customers[3]!.customerId)).toMatchObject([
      { Status: 0, Date_NextBilling: nextMonthlyDate(start, 20, 12) },
    ])
  })

  it('numbers the payments in date order, as the days passed', async () => {
    const ours = new Set(answer.customers.map((c) => c.customerId))
    const dates = (await allPayments()).filter((p) => ours.has(p.CustomerID)).map((p) => p.Date)
    expect(dates).toEqual([...dates].sort())
  })

  it("gives each receipt the customer's name, and the product finds the customer by its identifier", async () => {
    const [first] = await paymentsOf(0)
    const receipt = await fetch(first!.DocumentDownloadURL!)
    expect(receipt.status).toBe(200)
    expect(await receipt.text()).toContain('בית הכנסת 1')
    const listed = await callBilling<{ RecurringItems: Array<{ ID: number }> }>(
      s,
      'recurring/listforcustomer/',
      {
        Customer: { ExternalIdentifier: 'seats-account-901', SearchMode: 2 },
        IncludeInactive: true,
      },
    )
    expect(listed.Data!.RecurringItems.map((i) => i.ID)).toEqual([answer.customers[0]!.itemId])
  })

  it('leaves a known customer as it is, so a second run changes nothing', async () => {
    const before = await allPayments()
    const again = await s.history([monthly(), declining(), cancelled(), yearly()])
    expect(again.customers).toEqual(answer.customers.map((c) => ({ ...c, created: false })))
    expect(await allPayments()).toEqual(before)
  })

  it('refuses a history later than the clock, a cancel before its start, or a customer named twice', async () => {
    const before = await allPayments()
    const refusals = [
      [customer(5, { dateStart: addDays(today, 1) })],
      [customer(6, { dateStart: monthsAgo(2, 3), cancelOn: monthsAgo(3, 3) })],
      [customer(7, { dateStart: monthsAgo(2, 3), cancelOn: addDays(today, 1) })],
      [customer(8, { dateStart: monthsAgo(2, 3) }), customer(8, { dateStart: monthsAgo(1, 3) })],
    ]
    for (const customers of refusals) {
      const res = await post({ customers })
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ error: 'history_not_replayable', date: today })
    }
    const bad = await post({ customers: [{ externalIdentifier: 'x' }] })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: 'invalid_history' })
    expect(await allPayments()).toEqual(before)
  })
})

describe('without the test clock', () => {
  it('has no history route', async () => {
    const running = await listen({
      store: new CardStore(),
      config: {
        companyId: '1000',
        apiKey: 'k',
        apiPublicKey: 'p',
        timeoutDelayMs: 0,
        testClock: false,
        log: createLogger('silent'),
      },
      port: 0,
      host: '127.0.0.1',
      graceMs: 100,
    })
    try {
      const res = await fetch(`${running.url}/__test/history`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ customers: [] }),
      })
      expect(res.status).toBe(404)
    } finally {
      await running.close()
    }
  })
})
