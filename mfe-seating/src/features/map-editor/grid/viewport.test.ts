import { describe, expect, it } from 'vitest'
import {
  clampPan,
  fitToView,
  MAX_SCALE,
  MIN_SCALE,
  panToShow,
  pinchTransform,
  toBoard,
  zoomAround,
} from './viewport'

describe('viewport', () => {
  it('zooms around the pointer, keeping the point under it still', () => {
    const t = { x: 40, y: 30, scale: 1 }
    const before = toBoard(t, 300, 200)
    const zoomed = zoomAround(t, 2, 300, 200)
    expect(zoomed.scale).toBe(2)
    const after = toBoard(zoomed, 300, 200)
    expect(after.x).toBeCloseTo(before.x)
    expect(after.y).toBeCloseTo(before.y)
  })

  it('keeps the scale within bounds', () => {
    expect(zoomAround({ x: 0, y: 0, scale: 1 }, 100, 0, 0).scale).toBe(MAX_SCALE)
    expect(zoomAround({ x: 0, y: 0, scale: 1 }, 0.0001, 0, 0).scale).toBe(MIN_SCALE)
  })

  it('fits a large board into the view, centred, and never enlarges a small one', () => {
    const fit = fitToView({ width: 5840, height: 3388 }, { width: 1000, height: 700 })
    expect(fit.scale).toBeCloseTo(952 / 5840)
    expect(fit.x).toBeCloseTo((1000 - 5840 * fit.scale) / 2)
    expect(fitToView({ width: 300, height: 200 }, { width: 1000, height: 700 }).scale).toBe(1)
  })

  it('does not let the board leave the view', () => {
    const t = clampPan(
      { x: -10_000, y: 10_000, scale: 1 },
      { width: 1000, height: 1000 },
      { width: 800, height: 600 },
    )
    expect(t.x).toBe(80 - 1000)
    expect(t.y).toBe(600 - 80)
  })

  it('pans just enough to show a rectangle', () => {
    const t = panToShow(
      { x: 0, y: 0, scale: 1 },
      { x: 900, y: 10, width: 50, height: 50 },
      { width: 800, height: 600 },
    )
    expect(t.x).toBe(-(950 - 784))
    expect(t.y).toBe(6)
  })

  it('pinches: fingers twice as far apart double the scale, and the point between them follows them', () => {
    const start = { x: 20, y: 10, scale: 0.5 }
    const from = [
      { x: 100, y: 100 },
      { x: 200, y: 100 },
    ] as const
    const under = toBoard(start, 150, 100)
    const to = [
      { x: 60, y: 140 },
      { x: 260, y: 140 },
    ] as const
    const t = pinchTransform(start, from, to)
    expect(t.scale).toBeCloseTo(1)
    const after = toBoard(t, 160, 140)
    expect(after.x).toBeCloseTo(under.x)
    expect(after.y).toBeCloseTo(under.y)
    // Fingers that only move together pan without zooming; pinching far apart stops at the largest scale.
    const moved = pinchTransform(start, from, [
      { x: 110, y: 130 },
      { x: 210, y: 130 },
    ])
    expect(moved).toEqual({ scale: 0.5, x: 30, y: 40 })
    expect(
      pinchTransform(start, from, [
        { x: 0, y: 0 },
        { x: 5000, y: 0 },
      ]).scale,
    ).toBe(MAX_SCALE)
  })
})
