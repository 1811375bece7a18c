import { describe, expect, it } from 'vitest'
import { compareMaybe, fitColumns, gridTemplate, nextSort } from './table-layout'

const columns = [
  { key: 'name', minWidth: 150, priority: 0 },
  { key: 'email', minWidth: 200, priority: 2 },
  { key: 'status', minWidth: 120, priority: 1 },
  { key: 'created', minWidth: 90, priority: 3 },
]

describe('fitColumns', () => {
  it('keeps every column when there is room, in their own order', () => {
    expect(fitColumns(columns, 1000).map((c) => c.key)).toEqual(['name', 'email', 'status', 'created'])
  })

  it('drops the highest priorities first and stops at the first that does not fit', () => {
    expect(fitColumns(columns, 480).map((c) => c.key)).toEqual(['name', 'email', 'status'])
    // email (200) does not fit after name + status; created (90) would, but it comes later.
    expect(fitColumns(columns, 400).map((c) => c.key)).toEqual(['name', 'status'])
  })

  it('always keeps priority 0, and counts the reserved width', () => {
    expect(fitColumns(columns, 100).map((c) => c.key)).toEqual(['name'])
    expect(fitColumns(columns, 480, 100).map((c) => c.key)).toEqual(['name', 'status'])
  })
})

describe('gridTemplate and sorting', () => {
  it('builds one track per column, plus a trailing one', () => {
    expect(gridTemplate([{ key: 'a', minWidth: 100, grow: 2, priority: 0 }], '96px')).toBe(
      'minmax(100px, 2fr) 96px',
    )
  })

  it('flips the direction on the same column and starts ascending on another', () => {
    expect(nextSort({ key: 'a', direction: 'asc' }, 'a')).toEqual({ key: 'a', direction: 'desc' })
    expect(nextSort({ key: 'a', direction: 'desc' }, 'b')).toEqual({ key: 'b', direction: 'asc' })
  })

  it('puts missing values last in both directions', () => {
    const values = [3, null, 1]
    expect([...values].sort((a, b) => compareMaybe(a, b, 'asc'))).toEqual([1, 3, null])
    expect([...values].sort((a, b) => compareMaybe(a, b, 'desc'))).toEqual([3, 1, null])
  })
})
