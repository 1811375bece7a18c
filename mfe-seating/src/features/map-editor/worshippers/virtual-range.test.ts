import { describe, expect, it } from 'vitest'
import { visibleRange } from './virtual-range'

describe('visibleRange', () => {
  it('draws the visible rows and a margin around them', () => {
    expect(visibleRange(0, 480, 48, 3000)).toEqual({ start: 0, end: 17 })
    expect(visibleRange(48 * 100, 480, 48, 3000)).toEqual({ start: 94, end: 117 })
  })

  it('stays inside the list', () => {
    expect(visibleRange(48 * 2990, 480, 48, 3000)).toEqual({ start: 2984, end: 3000 })
    expect(visibleRange(1e9, 480, 48, 3000)).toEqual({ start: 3000, end: 3000 })
    expect(visibleRange(-50, 480, 48, 5)).toEqual({ start: 0, end: 5 })
    expect(visibleRange(0, 480, 48, 0)).toEqual({ start: 0, end: 0 })
  })
})
