import { describe, expect, it } from 'vitest'
import { checkDisplay, displayValuesOf, updateOf } from './display-form'

const map = { id: 3, rows: 12, cols: 30 }

describe('display form', () => {
  it('prints the whole map unless ranges are given', () => {
    const result = checkDisplay({ ...displayValuesOf(undefined, map), name: 'הכל' }, map)
    expect(result).toEqual({
      ok: true,
      input: { mapId: 3, name: 'הכל', size: 'A4', orientation: 'landscape', rowRange: null, colRange: null },
    })
  })

  it('takes inclusive row and column ranges', () => {
    const values = {
      ...displayValuesOf(undefined, map),
      name: 'חצי ימני',
      size: 'A3' as const,
      orientation: 'portrait' as const,
      allRows: false,
      rowFrom: '1',
      rowTo: '6',
      allCols: false,
      colFrom: '1',
      colTo: '15',
    }
    expect(checkDisplay(values, map)).toEqual({
      ok: true,
      input: {
        mapId: 3,
        name: 'חצי ימני',
        size: 'A3',
        orientation: 'portrait',
        rowRange: [1, 6],
        colRange: [1, 15],
      },
    })
  })

  it('refuses reversed or out-of-map ranges in Hebrew', () => {
    const values = {
      ...displayValuesOf(undefined, map),
      name: '',
      allRows: false,
      rowFrom: '8',
      rowTo: '3',
      allCols: false,
      colFrom: '1',
      colTo: '31',
    }
    expect(checkDisplay(values, map)).toEqual({
      ok: false,
      errors: { rowTo: 'הטווח מסתיים לפני שהוא מתחיל', colTo: 'במפה 30 עמודות', name: 'שדה חובה' },
    })
  })

  it('keeps a display as it is when only its place changes', () => {
    const display = {
      id: 1,
      mapId: 3,
      name: 'א',
      size: 'A4' as const,
      orientation: 'portrait' as const,
      rowRange: [1, 2] as [number, number],
      colRange: null,
      position: 2,
    }
    expect(updateOf(display, 0)).toEqual({
      name: 'א',
      size: 'A4',
      orientation: 'portrait',
      rowRange: [1, 2],
      colRange: null,
      position: 0,
    })
  })
})
