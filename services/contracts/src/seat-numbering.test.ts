import { describe, expect, it } from 'vitest'
import { mapInputSchema, mapUpdateSchema } from './seating'
import { numberSeatsOfMap, type SeatNumbering } from './seat-numbering'
import type { SeatNumberingScheme } from './seating-vocabulary'

/** A row's numbers from column 1 (the right-hand end) on. */
const rowOf = (n: SeatNumbering, row: number, cols: number) =>
  Array.from({ length: cols }, (_, i) => n.numberAt(row, i + 1))

const aisleColumn = (col: number, rows: number) =>
  Array.from({ length: rows }, (_, i) => ({ row: i + 1, col, kind: 'aisle' as const }))

/** 3 rows × 7 columns, an aisle down column 3, the ark over columns 5-6 of row 1. */
const hall = (seatNumbering: SeatNumberingScheme) =>
  numberSeatsOfMap({
    rows: 3,
    cols: 7,
    cells: aisleColumn(3, 3),
    elements: [{ row: 1, col: 5, rowSpan: 1, colSpan: 2 }],
    seatNumbering,
  })

describe('numbering per row', () => {
  it('counts each row from the right, the numbers after an aisle or the ark closing up', () => {
    const n = hall('row')
    expect(rowOf(n, 1, 7)).toEqual([1, 2, null, 3, null, null, 4])
    expect(rowOf(n, 2, 7)).toEqual([1, 2, null, 3, 4, 5, 6])
  })

  it('is what a map without a scheme gets', () => {
    const n = numberSeatsOfMap({ rows: 1, cols: 3, cells: [{ row: 1, col: 2, kind: 'aisle' }] })
    expect(n.scheme).toBe('row')
    expect(rowOf(n, 1, 3)).toEqual([1, null, 2])
  })

  it('puts a number over a column only where every row gives its seat the same number', () => {
    const n = hall('row')
    expect(Array.from({ length: 7 }, (_, i) => n.columnNumber(i + 1))).toEqual([1, 2, null, 3, 4, 5, null])
  })
})

describe('numbering by column', () => {
  it('from the right: one number per seat column, the aisle skipped, the ark shifting nothing', () => {
    const n = hall('column-right')
    expect(rowOf(n, 1, 7)).toEqual([1, 2, null, 3, null, null, 6])
    expect(rowOf(n, 2, 7)).toEqual([1, 2, null, 3, 4, 5, 6])
    expect(Array.from({ length: 7 }, (_, i) => n.columnNumber(i + 1))).toEqual([1, 2, null, 3, 4, 5, 6])
  })

  it('from the left: the same columns counted from the other end', () => {
    const n = hall('column-left')
    expect(rowOf(n, 2, 7)).toEqual([6, 5, null, 4, 3, 2, 1])
    expect(rowOf(n, 1, 7)).toEqual([6, 5, null, 4, null, null, 1])
  })

  it('a column with no seat in any row is an aisle and gets no number', () => {
    const n = numberSeatsOfMap({
      rows: 2,
      cols: 4,
      cells: [...aisleColumn(2, 2), { row: 1, col: 3, kind: 'blocked' }],
      seatNumbering: 'column-right',
    })
    expect(rowOf(n, 1, 4)).toEqual([1, null, null, 3])
    expect(rowOf(n, 2, 4)).toEqual([1, null, 2, 3])
  })
})

describe('odd and even numbers', () => {
  it('with a middle aisle: odd on the right, even on the left, each counted outward from the aisle', () => {
    const n = numberSeatsOfMap({ rows: 2, cols: 7, cells: aisleColumn(4, 2), seatNumbering: 'odd-even' })
    expect(rowOf(n, 1, 7)).toEqual([5, 3, 1, null, 2, 4, 6])
    expect(Array.from({ length: 7 }, (_, i) => n.columnNumber(i + 1))).toEqual([5, 3, 1, null, 2, 4, 6])
  })

  it('without an aisle: the middle of the row, an odd row’s centre seat the first on the right', () => {
    const even = numberSeatsOfMap({ rows: 1, cols: 6, cells: [], seatNumbering: 'odd-even' })
    expect(rowOf(even, 1, 6)).toEqual([5, 3, 1, 2, 4, 6])
    const odd = numberSeatsOfMap({ rows: 1, cols: 5, cells: [], seatNumbering: 'odd-even' })
    expect(rowOf(odd, 1, 5)).toEqual([5, 3, 1, 2, 4])
  })

  it('a side aisle is not the middle; the ark closes up the numbers of its row', () => {
    const n = numberSeatsOfMap({
      rows: 2,
      cols: 7,
      cells: aisleColumn(1, 2),
      elements: [{ row: 1, col: 5, rowSpan: 1, colSpan: 1 }],
      seatNumbering: 'odd-even',
    })
    expect(rowOf(n, 2, 7)).toEqual([null, 5, 3, 1, 2, 4, 6])
    expect(rowOf(n, 1, 7)).toEqual([null, 5, 3, 1, null, 2, 4])
    expect([5, 6].map((c) => n.columnNumber(c))).toEqual([2, null])
  })
})

describe('a warden’s counts', () => {
  it('count rows that have seats and the seats of the fullest row, not grid rows and columns', () => {
    const n = numberSeatsOfMap({
      rows: 3,
      cols: 4,
      cells: [...aisleColumn(2, 3), ...[1, 2, 3, 4].map((col) => ({ row: 2, col, kind: 'aisle' as const }))],
    })
    expect(n.seatedRows).toBe(2)
    expect(n.widestRow).toBe(3)
    expect(n.totalSeats).toBe(6)
  })
})

describe('the map’s numbering field', () => {
  const base = { name: 'אולם', rows: 2, cols: 2 }
  it('takes the four schemes and refuses anything else in Hebrew', () => {
    expect(mapInputSchema.safeParse({ ...base, seatNumbering: 'odd-even' }).success).toBe(true)
    const refused = mapUpdateSchema.safeParse({ ...base, version: 1, seatNumbering: 'diagonal' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.path).toEqual(['seatNumbering'])
    expect(refused.error?.issues[0]?.message).toBe('יש לבחור את מספור המושבים מהרשימה')
  })
})
