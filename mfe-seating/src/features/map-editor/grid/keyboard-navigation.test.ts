import { describe, expect, it } from 'vitest'
import { nextCell, PAGE_ROWS } from './keyboard-navigation'

const size = { rows: 5, cols: 8 }
const at = { row: 3, col: 4 }

describe('keyboard navigation', () => {
  it('moves in the map’s right-to-left directions', () => {
    expect(nextCell('ArrowRight', at, size)).toEqual({ row: 3, col: 3 })
    expect(nextCell('ArrowLeft', at, size)).toEqual({ row: 3, col: 5 })
    expect(nextCell('ArrowUp', at, size)).toEqual({ row: 2, col: 4 })
    expect(nextCell('ArrowDown', at, size)).toEqual({ row: 4, col: 4 })
  })

  it('follows the reading direction in a left-to-right page', () => {
    expect(nextCell('ArrowRight', at, size, { dir: 'ltr' })).toEqual({ row: 3, col: 5 })
    expect(nextCell('ArrowLeft', at, size, { dir: 'ltr' })).toEqual({ row: 3, col: 3 })
  })

  it('stops at the edges', () => {
    expect(nextCell('ArrowRight', { row: 1, col: 1 }, size)).toEqual({ row: 1, col: 1 })
    expect(nextCell('ArrowUp', { row: 1, col: 1 }, size)).toEqual({ row: 1, col: 1 })
    expect(nextCell('ArrowLeft', { row: 5, col: 8 }, size)).toEqual({ row: 5, col: 8 })
    expect(nextCell('ArrowDown', { row: 5, col: 8 }, size)).toEqual({ row: 5, col: 8 })
  })

  it('jumps with Home, End and the page keys', () => {
    expect(nextCell('Home', at, size)).toEqual({ row: 3, col: 1 })
    expect(nextCell('End', at, size)).toEqual({ row: 3, col: 8 })
    expect(nextCell('Home', at, size, { ctrl: true })).toEqual({ row: 1, col: 1 })
    expect(nextCell('End', at, size, { ctrl: true })).toEqual({ row: 5, col: 8 })
    expect(nextCell('PageDown', { row: 1, col: 2 }, { rows: 40, cols: 8 })).toEqual({
      row: 1 + PAGE_ROWS,
      col: 2,
    })
    expect(nextCell('PageUp', at, size)).toEqual({ row: 1, col: 4 })
  })

  it('ignores other keys', () => {
    expect(nextCell('Enter', at, size)).toBeNull()
    expect(nextCell('a', at, size)).toBeNull()
  })
})
