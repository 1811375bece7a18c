import { numberSeats } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { ONE_PAGE_MIN_FONT_PT } from './print-layout'
import { displayParts, onePageFit, partText, spans } from './print-parts'

const wholeA4 = { size: 'A4' as const, orientation: 'landscape' as const, rowRange: null, colRange: null }

describe('splitting a display too large for its paper', () => {
  it('spans: even parts within the limit, neighbours sharing one column', () => {
    expect(spans({ from: 1, to: 20 }, 12, 1)).toEqual([
      { from: 1, to: 11 },
      { from: 11, to: 20 },
    ])
    expect(spans({ from: 1, to: 10 }, 12, 1)).toEqual([{ from: 1, to: 10 }])
    for (const part of spans({ from: 3, to: 40 }, 9, 1))
      expect(part.to - part.from + 1).toBeLessThanOrEqual(9)
    expect(spans({ from: 3, to: 40 }, 9, 1).at(-1)?.to).toBe(40)
  })

  it('a 12 x 20 map on A4 prints as readable parts that cover every seat', () => {
    const parts = displayParts(wholeA4, { rows: 12, cols: 20 })
    expect(parts.length).toBeGreaterThan(1)
    for (const p of parts) expect(p.layout.tooSmall).toBe(false)
    const covered = new Set<string>()
    for (const p of parts)
      for (let r = p.layout.rows.from; r <= p.layout.rows.to; r++)
        for (let c = p.layout.cols.from; c <= p.layout.cols.to; c++) covered.add(`${r}:${c}`)
    expect(covered.size).toBe(12 * 20)
    expect(parts.map((p) => p.index)).toEqual(parts.map((_, i) => i + 1))
  })

  it('a display that fits stays one page, without a part number', () => {
    const parts = displayParts(wholeA4, { rows: 6, cols: 8 })
    expect(parts).toHaveLength(1)
    expect(parts[0]?.index).toBeUndefined()
  })

  it('each part says which part of the hall it shows', () => {
    const map = { rows: 12, cols: 20 }
    const parts = displayParts(wholeA4, map)
    const numbering = numberSeats(12, 20, () => 'seat')
    const display = { rows: { from: 1, to: 12 }, cols: { from: 1, to: 20 } }
    const texts = parts.map((p) => partText(p, parts, display, numbering))
    expect(texts[0]).toMatch(/^חלק 1 מתוך \d/)
    expect(texts.join(' ')).toContain('הצד הימני')
    expect(texts.join(' ')).toContain('הצד השמאלי')
  })
})

describe('the whole hall on one page', () => {
  it('a 12 x 20 hall prints on one A4 page at the smallest readable size', () => {
    const parts = displayParts(wholeA4, { rows: 12, cols: 20 }, { onePage: true })
    expect(parts).toHaveLength(1)
    expect(parts[0]!.layout.fontPt).toBeGreaterThanOrEqual(ONE_PAGE_MIN_FONT_PT)
    expect(parts[0]!.layout.rows).toEqual({ from: 1, to: 12 })
    expect(parts[0]!.layout.cols).toEqual({ from: 1, to: 20 })
    expect(onePageFit(wholeA4, { rows: 12, cols: 20 })).toEqual({ fits: true })
  })

  it('a hall too large for the paper still prints in parts, and A3 is suggested where it fits', () => {
    const hall = { rows: 20, cols: 26 }
    expect(displayParts(wholeA4, hall, { onePage: true }).length).toBeGreaterThan(1)
    expect(onePageFit(wholeA4, hall)).toMatchObject({ fits: false, fitsA3: true })
    expect(onePageFit(wholeA4, { rows: 80, cols: 80 })).toMatchObject({ fits: false, fitsA3: false })
  })
})
