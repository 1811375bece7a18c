import { describe, expect, it } from 'vitest'
import { MAX_MAP_ROWS } from './seating-vocabulary'
import { hebrewRowLabel, parseHebrewRowLabel, seatName, shortSeatName } from './seat-labels'
import { numberSeats, numberSeatsOfMap } from './seat-numbering'

describe('hebrewRowLabel', () => {
  it('counts rows in Hebrew numerals', () => {
    expect([1, 2, 3, 9, 10, 11, 12].map(hebrewRowLabel)).toEqual(['א', 'ב', 'ג', 'ט', 'י', 'יא', 'יב'])
    expect([20, 22, 23, 30, 47, 60, 99].map(hebrewRowLabel)).toEqual(['כ', 'כב', 'כג', 'ל', 'מז', 'ס', 'צט'])
    expect([100, 101, 123, 200].map(hebrewRowLabel)).toEqual(['ק', 'קא', 'קכג', 'ר'])
  })

  it('writes 15 and 16 as ט+ו and ט+ז', () => {
    expect(hebrewRowLabel(15)).toBe('טו')
    expect(hebrewRowLabel(16)).toBe('טז')
    expect(hebrewRowLabel(115)).toBe('קטו')
    expect(hebrewRowLabel(116)).toBe('קטז')
  })

  it('gives every row of the largest map its own label, and reads it back', () => {
    const labels = Array.from({ length: MAX_MAP_ROWS }, (_, i) => hebrewRowLabel(i + 1))
    expect(new Set(labels).size).toBe(MAX_MAP_ROWS)
    labels.forEach((label, i) => expect(parseHebrewRowLabel(label)).toBe(i + 1))
  })

  it('refuses rows that are not positive whole numbers', () => {
    expect(() => hebrewRowLabel(0)).toThrow(RangeError)
    expect(() => hebrewRowLabel(1.5)).toThrow(RangeError)
  })

  it('reads labels with geresh marks and refuses what it never writes', () => {
    expect(parseHebrewRowLabel('כ״ג')).toBe(23)
    expect(parseHebrewRowLabel('ג׳')).toBe(3)
    expect(parseHebrewRowLabel('יה')).toBeNull()
    expect(parseHebrewRowLabel('גכ')).toBeNull()
    expect(parseHebrewRowLabel('abc')).toBeNull()
    expect(parseHebrewRowLabel('')).toBeNull()
  })
})

describe('numberSeats', () => {
  it('numbers seats from column 1 and skips aisles and blocked cells', () => {
    const kinds: Record<string, 'aisle' | 'blocked'> = { '1:3': 'aisle', '2:3': 'aisle', '2:5': 'blocked' }
    const numbering = numberSeats(2, 6, (r, c) => kinds[`${r}:${c}`] ?? 'seat')
    expect([1, 2, 3, 4, 5, 6].map((c) => numbering.numberAt(1, c))).toEqual([1, 2, null, 3, 4, 5])
    expect([1, 2, 3, 4, 5, 6].map((c) => numbering.numberAt(2, c))).toEqual([1, 2, null, 3, null, 4])
    expect(numbering.seatsInRow(1)).toBe(5)
    expect(numbering.seatsInRow(2)).toBe(4)
    expect(numbering.totalSeats).toBe(9)
  })

  it('letters only rows that have seats, so an aisle row does not shift the letters after it', () => {
    // Row 3 is an aisle across the hall; row 5 is all blocked.
    const numbering = numberSeats(6, 4, (r) => (r === 3 ? 'aisle' : r === 5 ? 'blocked' : 'seat'))
    expect([1, 2, 3, 4, 5, 6].map((r) => numbering.rowLabel(r))).toEqual(['א', 'ב', null, 'ג', null, 'ד'])
    expect(numbering.rowLabel(7)).toBeNull()
  })

  it('answers null and 0 outside the map', () => {
    const numbering = numberSeats(2, 2, () => 'seat')
    expect(numbering.numberAt(0, 1)).toBeNull()
    expect(numbering.numberAt(3, 1)).toBeNull()
    expect(numbering.numberAt(1, 3)).toBeNull()
    expect(numbering.seatsInRow(3)).toBe(0)
  })

  it('reads a map document whose unlisted cells are seats', () => {
    const numbering = numberSeatsOfMap({
      rows: 3,
      cols: 4,
      cells: [
        { row: 1, col: 2, kind: 'aisle' },
        { row: 2, col: 2, kind: 'aisle' },
        { row: 3, col: 2, kind: 'aisle' },
        { row: 3, col: 4, kind: 'seat' },
      ],
    })
    expect(numbering.numberAt(1, 4)).toBe(3)
    expect(numbering.totalSeats).toBe(9)
  })
})

describe('seat names', () => {
  it('names a seat the way a printed map does', () => {
    expect(seatName('ג', 5)).toBe('שורה ג, מושב 5')
    expect(shortSeatName('כג', 12)).toBe('כג 12')
  })
})

describe('seats under an element', () => {
  it('are not seats: no number, not counted, and the numbers after them close up', () => {
    const numbering = numberSeatsOfMap({
      rows: 2,
      cols: 5,
      cells: [],
      // The ark over the middle of row 1.
      elements: [{ row: 1, col: 2, rowSpan: 1, colSpan: 2 }],
    })
    expect([1, 2, 3, 4, 5].map((c) => numbering.numberAt(1, c))).toEqual([1, null, null, 2, 3])
    expect(numbering.seatsInRow(1)).toBe(3)
    expect(numbering.totalSeats).toBe(8)
  })

  it('a row the bimah covers whole gets no letter', () => {
    const numbering = numberSeatsOfMap({
      rows: 3,
      cols: 2,
      cells: [],
      elements: [{ row: 2, col: 1, rowSpan: 1, colSpan: 2 }],
    })
    expect([1, 2, 3].map((r) => numbering.rowLabel(r))).toEqual(['א', null, 'ב'])
  })
})
