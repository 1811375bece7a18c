import type { Household, Person, SeatMap } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { householdSeatsSheet } from './household-seats-sheet'
import { CARDS_PER_SHEET, seatCardsOf, sheetsOf } from './seat-cards'

const person = (id: number, firstName: string, lastName: string): Person =>
  ({ id, firstName, lastName, phone: '0521234567', gender: null, seats: [] }) as Person

/** Two rows of four seats with an aisle at column 3; men in row 1, women in row 2. */
const map: SeatMap = {
  id: 9,
  name: 'ימים נוראים',
  rows: 2,
  cols: 4,
  seatNumbering: 'row',
  settings: { printReportedNames: false, il: true },
  version: 3,
  displays: [],
  elements: [],
  areas: [
    { id: 1, mapId: 9, name: 'עזרת גברים', rowRange: [1, 1], colRange: [1, 4] },
    { id: 2, mapId: 9, name: 'עזרת נשים', rowRange: [2, 2], colRange: [1, 4] },
  ],
  cells: [
    { row: 1, col: 3, kind: 'aisle', people: [] },
    { row: 2, col: 3, kind: 'aisle', people: [] },
    { row: 2, col: 4, kind: 'seat', people: [{ id: 3, phone: '' }] },
    { row: 1, col: 4, kind: 'seat', people: [{ id: 2, phone: '' }] },
    { row: 1, col: 1, kind: 'seat', people: [{ id: 1, phone: '' }] },
  ],
}
const persons = [person(1, 'משה', 'לוי'), person(2, 'יצחק', 'לוי'), person(3, 'רחל', 'לוי')]

describe('seat cards', () => {
  it('a card per seated person, in the order the hall is walked, with the seat as printed and its area', () => {
    expect(seatCardsOf(map, persons).map((c) => [c.name, c.rowLabel, c.seatNumber, c.areaName])).toEqual([
      ['משה לוי', 'א', 1, 'עזרת גברים'],
      ['יצחק לוי', 'א', 3, 'עזרת גברים'],
      ['רחל לוי', 'ב', 3, 'עזרת נשים'],
    ])
  })

  it('ten cards to an A4 sheet', () => {
    const sheets = sheetsOf(Array.from({ length: 23 }, (_, i) => i))
    expect(sheets.map((s) => s.length)).toEqual([CARDS_PER_SHEET, CARDS_PER_SHEET, 3])
  })
})

describe("the households' seats as a file", () => {
  it('one line a household: its contact, how many seats and who sits where, numbered as printed', () => {
    const households: Household[] = [
      { id: 1, name: 'משפחת לוי', phone: '0521234567', email: '', memberIds: [1, 2, 3] },
      { id: 2, name: 'משפחת כהן', phone: '', email: 'cohen@example.com', memberIds: [] },
    ]
    const sheet = householdSeatsSheet('ימים נוראים תשפ״ח', households, seatCardsOf(map, persons))
    expect(sheet.columns.map((c) => c.header)).toEqual(['משפחה', 'טלפון', 'אימייל', 'מקומות', 'מי יושב איפה'])
    expect(sheet.rows).toEqual([
      [
        'משפחת לוי',
        '052-1234567',
        '',
        3,
        'משה לוי: עזרת גברים, שורה א מושב 1; יצחק לוי: עזרת גברים, שורה א מושב 3; רחל לוי: עזרת נשים, שורה ב מושב 3',
      ],
      ['משפחת כהן', '', 'cohen@example.com', 0, ''],
    ])
  })
})
