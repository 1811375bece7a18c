import { describe, expect, it } from 'vitest'
import type { SeatMap } from '@seats/contracts'
import { chargesOf, seasonAccounts, type PaymentRecord } from './season-accounts'
import { decimalOf } from './season-payments.repo'

const map: Pick<SeatMap, 'areas' | 'cells'> = {
  areas: [
    { id: 1, mapId: 9, name: 'עזרת גברים', rowRange: [1, 2], colRange: [1, 4] },
    { id: 2, mapId: 9, name: 'עזרת נשים', rowRange: [3, 3], colRange: [1, 4] },
  ],
  cells: [
    { row: 1, col: 1, kind: 'seat', people: [{ id: 10, phone: '' }] },
    { row: 3, col: 2, kind: 'seat', people: [{ id: 11, phone: '' }] },
    // A member on two seats pays for both; a seat beyond the areas costs nothing.
    { row: 4, col: 1, kind: 'seat', people: [{ id: 10, phone: '' }] },
    {
      row: 2,
      col: 4,
      kind: 'seat',
      people: [
        { id: 20, phone: '' },
        { id: 30, phone: '' },
      ],
    },
  ],
}
const prices = {
  byArea: new Map([
    [1, 180_000],
    [2, 120_010],
  ]),
  bySeat: new Map([['2:4', 250_000]]),
}
const households = [
  { id: 1, name: 'משפחת לוי', memberIds: [10, 11] },
  { id: 2, name: 'משפחת כהן', memberIds: [20] },
  { id: 3, name: 'משפחת מזרחי', memberIds: [] },
]
const payment = (householdId: number, agorot: number): PaymentRecord => ({
  id: agorot,
  householdId,
  agorot,
  method: 'cash',
  paidOn: '2027-09-01',
  note: '',
  createdAt: '2027-09-01T10:00:00.000Z',
})

describe("a season's accounts", () => {
  it('charges each member’s seat: its own price, else its area’s, else nothing', () => {
    const { byHousehold, seatedWithoutHousehold } = chargesOf(map, households, prices)
    expect(byHousehold.get(1)).toEqual({ seats: 3, due: 300_010 })
    expect(byHousehold.get(2)).toEqual({ seats: 1, due: 250_000 })
    expect(byHousehold.has(3)).toBe(false)
    expect(seatedWithoutHousehold).toBe(1)
  })

  it('sums in agorot and counts as owed only what households still owe', () => {
    const accounts = seasonAccounts(households, map, prices, [
      payment(1, 10),
      payment(1, 20),
      payment(2, 300_000),
      payment(3, 5_050),
    ])
    expect(accounts.households.map((h) => [h.name, h.due, h.paid, h.balance, h.owes])).toEqual([
      ['משפחת לוי', 3000.1, 0.3, 2999.8, true],
      ['משפחת כהן', 2500, 3000, -500, false],
      ['משפחת מזרחי', 0, 50.5, -50.5, false],
    ])
    expect(accounts.totals).toEqual({ due: 5500.1, paid: 3050.8, owed: 2999.8, owing: 1 })
    expect(accounts.households[0]?.payments.map((p) => p.amount)).toEqual([0.1, 0.2])
  })

  it('writes agorot as the DECIMAL text the database keeps exactly', () => {
    expect([decimalOf(0), decimalOf(5), decimalOf(180_010), decimalOf(10_000_000), decimalOf(-250)]).toEqual([
      '0.00',
      '0.05',
      '1800.10',
      '100000.00',
      '-2.50',
    ])
  })
})
