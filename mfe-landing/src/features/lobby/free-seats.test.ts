import { describe, expect, it } from 'vitest'
import { freeSeatsByRow } from './free-seats'

describe('the free seats a screen reader hears', () => {
  it('lists each row that has a free seat under its own label, seats in their order', () => {
    const cell = (row: number, col: number, free: boolean, label: string | null = String(col)) => ({
      row,
      col,
      kind: label === null ? ('aisle' as const) : ('seat' as const),
      label,
      free,
    })
    expect(
      freeSeatsByRow({
        rowLabels: ['א', 'ב', 'ג'],
        cells: [
          cell(1, 1, true),
          cell(1, 2, false),
          cell(1, 3, false, null),
          cell(1, 4, true),
          cell(2, 1, false),
          cell(3, 2, true),
        ],
      }),
    ).toEqual([
      { row: 'א', seats: ['1', '4'] },
      { row: 'ג', seats: ['2'] },
    ])
  })
})
