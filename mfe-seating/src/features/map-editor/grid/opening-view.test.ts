import { describe, expect, it } from 'vitest'
import { boardSize, CELL_WIDTH, hitTest } from './grid-geometry'
import { fitToView, headerShift, openingView, READABLE_CELL_WIDTH, READABLE_SCALE } from './viewport'

const phone = { width: 390, height: 560 }
const desktop = { width: 1188, height: 760 }
const hall = boardSize({ rows: 12, cols: 20 })

describe('where the map opens', () => {
  it('opens a hall too small to read whole at the readable size, from its top and its right-hand end', () => {
    expect(fitToView(hall, phone).scale * CELL_WIDTH).toBeLessThan(READABLE_CELL_WIDTH)
    const t = openingView(hall, phone)
    expect(t.scale * CELL_WIDTH).toBeCloseTo(READABLE_CELL_WIDTH)
    expect(t.y).toBe(0)
    // Column 1 (the board's right-hand end) lies on the view's right edge.
    expect(t.x + hall.width * t.scale).toBeCloseTo(phone.width)
  })

  it('opens a hall readable whole as it did, fitted and centred', () => {
    const small = boardSize({ rows: 6, cols: 10 })
    expect(openingView(small, desktop)).toEqual(fitToView(small, desktop))
    expect(openingView(small, phone).scale).toBe(READABLE_SCALE)
  })
})

describe('header strips on the view edges', () => {
  it('stay where they are while the board’s edges are in view', () => {
    const fit = fitToView(hall, desktop)
    expect(headerShift(fit, hall, desktop)).toEqual({ top: 0, left: 0, right: 0 })
  })

  it('follow the view’s top, left and right edges as the map is panned under them', () => {
    const t = { scale: 0.5, x: -200, y: -100 }
    const shift = headerShift(t, hall, phone)
    expect(shift.top).toBe(200)
    expect(shift.left).toBe(400)
    expect(shift.right).toBe((phone.width + 200) / 0.5 - hall.width)
    // A press on the stuck strips is on a header, not on the cell beneath them.
    expect(hitTest({ rows: 12, cols: 20 }, 800, shift.top + 5, shift)).toEqual({
      type: 'column-header',
      col: 10,
    })
    expect(hitTest({ rows: 12, cols: 20 }, shift.left + 5, 300, shift)).toEqual({
      type: 'row-header',
      row: 5,
    })
    expect(hitTest({ rows: 12, cols: 20 }, 800, 300, shift)).toEqual({ type: 'cell', row: 5, col: 10 })
  })

  it('never go past the board’s far side', () => {
    const far = { scale: 1, x: -5000, y: -5000 }
    const shift = headerShift(far, hall, phone)
    expect(shift.top).toBe(hall.height - 28)
    expect(shift.left).toBe(hall.width - 40)
    expect(headerShift({ scale: 1, x: 5000, y: 0 }, hall, phone).right).toBe(40 - hall.width)
  })
})
