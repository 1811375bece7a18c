import { describe, expect, it } from 'vitest'
import {
  clampRange,
  layoutPage,
  MAX_FONT_PT,
  MIN_FONT_PT,
  numberPt,
  ONE_PAGE_MIN_FONT_PT,
  pageName,
  pageRules,
  pageSizeMm,
  seatTextLines,
} from './print-layout'

const display = (over: Partial<Parameters<typeof layoutPage>[0]> = {}) => ({
  size: 'A4' as const,
  orientation: 'portrait' as const,
  rowRange: null,
  colRange: null,
  ...over,
})

describe('paper', () => {
  it('A4 and A3 in both orientations, in millimetres', () => {
    expect(pageSizeMm('A4', 'portrait')).toEqual({ width: 210, height: 297 })
    expect(pageSizeMm('A4', 'landscape')).toEqual({ width: 297, height: 210 })
    expect(pageSizeMm('A3', 'landscape')).toEqual({ width: 420, height: 297 })
  })
  it('one named @page rule per paper, the first paper also the default', () => {
    const css = pageRules([
      { size: 'A3', orientation: 'landscape' },
      { size: 'A3', orientation: 'landscape' },
      { size: 'A4', orientation: 'portrait' },
    ])
    expect(css.split('\n')).toEqual([
      '@page { size: A3 landscape; margin: 0; }',
      `@page ${pageName('A3', 'landscape')} { size: A3 landscape; margin: 0; }`,
      `@page ${pageName('A4', 'portrait')} { size: A4 portrait; margin: 0; }`,
    ])
  })
})

describe('ranges', () => {
  it('a missing range is the whole map; a range past the edge is clamped', () => {
    expect(clampRange(null, 12)).toEqual({ from: 1, to: 12 })
    expect(clampRange(undefined, 12)).toEqual({ from: 1, to: 12 })
    expect(clampRange([3, 8], 12)).toEqual({ from: 3, to: 8 })
    expect(clampRange([10, 40], 12)).toEqual({ from: 10, to: 12 })
    expect(clampRange([30, 40], 12)).toEqual({ from: 12, to: 12 })
  })
})

describe('the text size', () => {
  it('a small map gets the largest text, and cells only as big as the text needs', () => {
    const page = layoutPage(display(), { rows: 3, cols: 4 })
    expect(page.fontPt).toBe(MAX_FONT_PT)
    expect(page.tooSmall).toBe(false)
    expect(page.cellWidth).toBeLessThan(45)
  })
  it('shrinks with the range but never below the minimum', () => {
    const medium = layoutPage(display({ size: 'A3', orientation: 'landscape' }), { rows: 20, cols: 20 })
    expect(medium.fontPt).toBeGreaterThanOrEqual(MIN_FONT_PT)
    expect(medium.fontPt).toBeLessThanOrEqual(MAX_FONT_PT)
    expect(medium.tooSmall).toBe(false)
    const huge = layoutPage(display(), { rows: 60, cols: 40 })
    expect(huge.tooSmall).toBe(true)
  })
  it('the range decides, not the whole map', () => {
    const whole = layoutPage(display(), { rows: 20, cols: 40 })
    expect(whole.tooSmall).toBe(true)
    const part = layoutPage(display({ colRange: [1, 10] }), { rows: 20, cols: 40 })
    expect(part.tooSmall).toBe(false)
    expect(part.cols).toEqual({ from: 1, to: 10 })
  })
  it('says how much a paper fits at the minimum text size, and that much fits', () => {
    for (const size of ['A4', 'A3'] as const)
      for (const orientation of ['portrait', 'landscape'] as const) {
        const probe = layoutPage(display({ size, orientation }), { rows: 1, cols: 1 })
        const full = layoutPage(display({ size, orientation }), {
          rows: probe.fitsRows,
          cols: probe.fitsCols,
        })
        expect(full.tooSmall, `${size} ${orientation}`).toBe(false)
        expect(
          layoutPage(display({ size, orientation }), { rows: probe.fitsRows, cols: probe.fitsCols + 1 })
            .tooSmall,
        ).toBe(true)
        expect(
          layoutPage(display({ size, orientation }), { rows: probe.fitsRows + 1, cols: probe.fitsCols })
            .tooSmall,
        ).toBe(true)
      }
  })
  it('A3 landscape holds a 24 × 24 block; A4 portrait about half the columns', () => {
    expect(
      layoutPage(display({ size: 'A3', orientation: 'landscape' }), { rows: 1, cols: 1 }).fitsCols,
    ).toBeGreaterThanOrEqual(24)
    expect(layoutPage(display(), { rows: 1, cols: 1 }).fitsCols).toBeGreaterThanOrEqual(10)
  })
})

describe('what a seat prints fits inside it', () => {
  const PT = 72 / 25.4
  it('the seat number and at least "פנוי" fit every free seat, at every size down to the one-page minimum', () => {
    for (const size of ['A4', 'A3'] as const)
      for (const orientation of ['portrait', 'landscape'] as const)
        for (const min of [MIN_FONT_PT, ONE_PAGE_MIN_FONT_PT]) {
          const probe = layoutPage(display({ size, orientation }), { rows: 1, cols: 1 }, min)
          for (let rows = 1; rows <= probe.fitsRows; rows++) {
            const page = layoutPage(display({ size, orientation }), { rows, cols: probe.fitsCols }, min)
            const lines = seatTextLines(page, true)
            expect(lines, `${size} ${orientation} ${rows} rows at ${page.fontPt}pt`).toBeGreaterThanOrEqual(1)
            expect(seatTextLines(page, false)).toBeGreaterThanOrEqual(1)
            // Number, lines of text, a thick border and padding: within the cell's height.
            const used = ((numberPt(page.fontPt) + lines * page.fontPt) * 1.1) / PT + 2 * (0.7 + 0.8)
            if (page.fontPt >= MIN_FONT_PT) expect(used).toBeLessThanOrEqual(page.cellHeight)
          }
        }
  })
})
