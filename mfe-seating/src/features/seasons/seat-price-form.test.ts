import { describe, expect, it } from 'vitest'
import type { SeasonPrices } from '@seats/contracts'
import { findSeat, pricedSeats } from './seat-price-form'

const prices: SeasonPrices = {
  areas: [{ areaId: 5, name: 'עזרת גברים', seats: 8, price: 1800 }],
  seatsOutside: 4,
  seats: [
    { row: 4, col: 2, price: 0 },
    { row: 1, col: 5, price: 2500 },
    { row: 1, col: 3, price: 900 },
  ],
  // The grid's third row is an aisle across the hall: its fourth row is printed ג.
  rows: [
    { row: 1, label: 'א', seats: [1, 2, 4, 5].map((col, i) => ({ col, number: i + 1, areaId: 5 })) },
    { row: 2, label: 'ב', seats: [1, 2, 4, 5].map((col, i) => ({ col, number: i + 1, areaId: 5 })) },
    { row: 4, label: 'ג', seats: [1, 2, 4, 5].map((col, i) => ({ col, number: i + 1, areaId: null })) },
  ],
}

describe('a seat named as printed', () => {
  it('finds the cell by the row’s letter (with or without a geresh, or its count) and the seat’s number', () => {
    expect(findSeat(prices, 'ג', '3')).toEqual({ ok: true, row: 4, col: 4 })
    expect(findSeat(prices, ' ג׳ ', '3')).toEqual({ ok: true, row: 4, col: 4 })
    expect(findSeat(prices, '3', '3')).toEqual({ ok: true, row: 4, col: 4 })
  })

  it('a row or a seat the map has not is refused in Hebrew under its own field', () => {
    expect(findSeat(prices, 'ד', '1')).toEqual({ ok: false, errors: { row: 'אין שורה ד במפת העונה' } })
    expect(findSeat(prices, 'א', '5')).toEqual({ ok: false, errors: { seat: 'אין מושב 5 בשורה א' } })
    expect(findSeat(prices, 'אב', '1.5')).toEqual({
      ok: false,
      errors: {
        row: 'שורה נכתבת באות, כמו במפה המודפסת (למשל: ג)',
        seat: 'מספר מושב הוא מספר שלם, כמו על המושב',
      },
    })
  })

  it('lists the priced seats by row and from the right, each named with its area; a cell no longer a seat says so', () => {
    expect(pricedSeats(prices).map((s) => [s.area, s.name, s.price, s.areaPrice])).toEqual([
      [null, null, 900, 0],
      ['עזרת גברים', 'שורה א, מושב 4', 2500, 1800],
      [null, 'שורה ג, מושב 2', 0, 0],
    ])
  })
})
