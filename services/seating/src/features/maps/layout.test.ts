import { describe, expect, it } from 'vitest'
import { decodeLayout, encodeLayout } from './layout'

describe("a map's stored layout", () => {
  it('reads a layout stored before seats could be accessible exactly as before', () => {
    expect(decodeLayout('[[1,2,"a"],[2,1,"s","גבאי"],[3,3,"b"]]')).toEqual([
      { row: 1, col: 2, kind: 'aisle' },
      { row: 2, col: 1, kind: 'seat', label: 'גבאי' },
      { row: 3, col: 3, kind: 'blocked' },
    ])
  })

  it('stores an accessible seat, labelled or not, and reads it back; an aisle never keeps the mark', () => {
    const raw = encodeLayout([
      { row: 2, col: 2, kind: 'seat', accessible: true, label: 'כיסא' },
      { row: 1, col: 1, kind: 'seat', accessible: true },
      { row: 1, col: 3, kind: 'aisle', accessible: true },
      { row: 3, col: 1, kind: 'seat', accessible: false },
    ])
    expect(decodeLayout(raw)).toEqual([
      { row: 1, col: 1, kind: 'seat', accessible: true },
      { row: 1, col: 3, kind: 'aisle' },
      { row: 2, col: 2, kind: 'seat', label: 'כיסא', accessible: true },
    ])
  })
})
