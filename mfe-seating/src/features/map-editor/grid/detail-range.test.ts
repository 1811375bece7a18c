import { describe, expect, it } from 'vitest'
import { detailRangeFor } from './detail-range'
import { boardSize, cellRangeOfRect, cellRect } from './grid-geometry'
import { DETAIL_SCALE } from './viewport'

const size = { rows: 60, cols: 80 }

describe('detail range', () => {
  it('draws nothing in detail when zoomed out past reading', () => {
    expect(
      detailRangeFor(size, { x: 0, y: 0, scale: DETAIL_SCALE - 0.01 }, { width: 1000, height: 700 }),
    ).toBeNull()
  })

  it('covers the whole of a small map that fits', () => {
    const small = { rows: 8, cols: 12 }
    const board = boardSize(small)
    expect(
      detailRangeFor(small, { x: 0, y: 0, scale: 1 }, { width: board.width, height: board.height }),
    ).toEqual({ r0: 1, r1: 8, c0: 1, c1: 12 })
  })

  it('covers the visible cells of a large map and a margin around them', () => {
    const c = cellRect(size, 30, 40)
    // The view's top-left corner sits on cell (30, 40) at natural size.
    const range = detailRangeFor(size, { x: -c.x, y: -c.y, scale: 1 }, { width: 720, height: 560 })!
    // Ten rows and ten columns in view, and a quarter screen (2.5 cells) around them.
    expect(range.r0).toBe(27)
    expect(range.r1).toBe(42)
    // Right to left: cells to the right of (30, 40) on screen have lower columns.
    expect(range.c0).toBe(28)
    expect(range.c1).toBe(43)
  })

  it('finds the cells of a board rectangle, or none outside the grid', () => {
    const a = cellRect(size, 2, 3)
    expect(cellRangeOfRect(size, { x: a.x + 1, y: a.y + 1, width: 2, height: 2 })).toEqual({
      r0: 2,
      r1: 2,
      c0: 3,
      c1: 3,
    })
    expect(cellRangeOfRect(size, { x: -500, y: -500, width: 10, height: 10 })).toBeNull()
  })
})
