import { describe, expect, it } from 'vitest'
import { lobbyCells } from './lobby-cells'

/** One row of four: seat 1 Moshe's, seat 2 shared by Aharon and Yosef, seat 3 under the ark, seat 4 nobody's. */
const hall = {
  rows: 1,
  cols: 4,
  seatNumbering: 'row' as const,
  cells: [
    { row: 1, col: 1, kind: 'seat' as const, people: [{ id: 1, phone: '0521111111' }] },
    {
      row: 1,
      col: 2,
      kind: 'seat' as const,
      label: 'ב2',
      people: [
        { id: 2, phone: '0522222222' },
        { id: 3, phone: '0523333333' },
      ],
    },
  ],
  elements: [
    {
      id: 9,
      mapId: 1,
      name: 'ארון הקודש',
      kind: 'ark' as const,
      row: 1,
      col: 3,
      rowSpan: 1,
      colSpan: 1,
      color: '#826a45',
    },
  ],
}

const free = (shown: ReturnType<typeof lobbyCells>) => shown.cells.filter((c) => c.free).map((c) => c.col)

describe('the lobby map of a date', () => {
  it('a seat is free when nobody holds it or all who hold it are away; the ark covers no seat', () => {
    expect(free(lobbyCells(hall, { reported: new Set(), reverse: false, guests: [] }))).toEqual([4])
    expect(free(lobbyCells(hall, { reported: new Set([1, 2]), reverse: false, guests: [] }))).toEqual([1, 4])
    const both = lobbyCells(hall, { reported: new Set([1, 2, 3]), reverse: false, guests: [] })
    expect(free(both)).toEqual([1, 2, 4])
    expect(both.freeCount).toBe(3)
    expect(both.cells[1]?.label).toBe('ב2')
    expect(both.cells[2]).toMatchObject({ kind: 'blocked', label: null, free: false })
    expect(both.elements).toEqual([
      { name: 'ארון הקודש', color: '#826a45', row: 1, col: 3, rowSpan: 1, colSpan: 1 },
    ])
  })

  it('on a reverse event a report means coming: the seat is taken', () => {
    expect(free(lobbyCells(hall, { reported: new Set([2]), reverse: true, guests: [] }))).toEqual([1, 4])
  })

  it('a seat lent to a guest is taken', () => {
    expect(
      free(lobbyCells(hall, { reported: new Set(), reverse: false, guests: [{ row: 1, col: 4 }] })),
    ).toEqual([])
  })
})
