import { describe, expect, it } from 'vitest'
import {
  boardSize,
  CELL_HEIGHT,
  CELL_WIDTH,
  cellRect,
  COLUMN_HEADER_HEIGHT,
  hitTest,
  nearestCell,
  ROW_HEADER_WIDTH,
  spanRect,
} from './grid-geometry'

const size = { rows: 60, cols: 80 }
const centre = (row: number, col: number) => {
  const r = cellRect(size, row, col)
  return [r.x + r.width / 2, r.y + r.height / 2] as const
}

describe('grid geometry', () => {
  it('puts column 1 at the right-hand end of the row', () => {
    expect(cellRect(size, 1, 1).x).toBeGreaterThan(cellRect(size, 1, 2).x)
    expect(cellRect(size, 1, 80).x).toBeLessThan(cellRect(size, 1, 79).x)
    const { width } = boardSize(size)
    expect(width).toBe(ROW_HEADER_WIDTH * 2 + 80 * CELL_WIDTH)
  })

  it('finds the cell under every cell centre', () => {
    for (const [row, col] of [
      [1, 1],
      [1, 80],
      [60, 1],
      [60, 80],
      [23, 41],
    ] as const) {
      const [x, y] = centre(row, col)
      expect(hitTest(size, x, y)).toEqual({ type: 'cell', row, col })
    }
  })

  it('counts a gap between cells as the cell it belongs to', () => {
    const r = cellRect(size, 5, 5)
    expect(hitTest(size, r.x - 1, r.y - 1)).toEqual({ type: 'cell', row: 5, col: 5 })
  })

  it('tells headers from cells and the outside', () => {
    const [, y] = centre(7, 1)
    expect(hitTest(size, 5, y)).toEqual({ type: 'row-header', row: 7 })
    expect(hitTest(size, boardSize(size).width - 5, y)).toEqual({ type: 'row-header', row: 7 })
    const [x] = centre(1, 12)
    expect(hitTest(size, x, COLUMN_HEADER_HEIGHT / 2)).toEqual({ type: 'column-header', col: 12 })
    expect(hitTest(size, 5, 5)).toEqual({ type: 'outside' })
    expect(hitTest(size, -1, y)).toEqual({ type: 'outside' })
    expect(hitTest(size, x, COLUMN_HEADER_HEIGHT + 60 * CELL_HEIGHT)).toEqual({ type: 'outside' })
  })

  it('clamps a point outside the grid to the nearest cell', () => {
    expect(nearestCell(size, -100, -100)).toEqual({ row: 1, col: 80 })
    expect(nearestCell(size, 1e6, 1e6)).toEqual({ row: 60, col: 1 })
  })

  it('measures an element over several cells whichever way the columns run', () => {
    const r = spanRect(size, 2, 3, 2, 4)
    const first = cellRect(size, 2, 3)
    const last = cellRect(size, 3, 6)
    expect(r.x).toBe(last.x)
    expect(r.x + r.width).toBe(first.x + first.width)
    expect(r.y + r.height).toBe(last.y + last.height)
  })
})
