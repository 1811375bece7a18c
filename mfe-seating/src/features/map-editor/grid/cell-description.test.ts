import { describe, expect, it } from 'vitest'
import { stateFromMap } from '../model/editor-state'
import { sampleMap } from '../model/sample-map.fixture'
import { describeCell, elementOver, firstFreeSeat, type CellFacts } from './cell-description'

const seat = (over: Partial<CellFacts>): CellFacts => ({
  kind: 'seat',
  seat: 'שורה ג, מושב 5',
  place: 'שורה ג, עמודה 7',
  names: [],
  state: 'empty',
  dateName: 'שבת פרשת נח',
  element: null,
  ...over,
})

describe('what a reader hears for a cell', () => {
  it('names the seat, who sits there and whether it was freed for the chosen date', () => {
    expect(describeCell(seat({}))).toBe('שורה ג, מושב 5: ריק')
    expect(describeCell(seat({ names: ['משה כהן'], state: 'occupied' }))).toBe('שורה ג, מושב 5: משה כהן')
    expect(describeCell(seat({ names: ['משה כהן', 'דוד לוי'], state: 'vacated' }))).toBe(
      'שורה ג, מושב 5: משה כהן, דוד לוי, התפנה לשבת פרשת נח',
    )
    expect(describeCell(seat({ names: ['משה כהן'], state: 'vacated', dateName: null }))).toBe(
      'שורה ג, מושב 5: משה כהן, התפנה לתאריך הנבחר',
    )
  })

  it("says 'מקום נגיש' after the name of an accessible seat", () => {
    expect(describeCell(seat({ accessible: true }))).toBe('שורה ג, מושב 5, מקום נגיש: ריק')
    expect(describeCell(seat({ accessible: true, names: ['משה כהן'], state: 'occupied' }))).toBe(
      'שורה ג, מושב 5, מקום נגיש: משה כהן',
    )
  })

  it('says what a cell that is no seat is', () => {
    expect(describeCell(seat({ kind: 'aisle', seat: null }))).toBe('שורה ג, עמודה 7: מעבר')
    expect(describeCell(seat({ kind: 'blocked', seat: null }))).toBe('שורה ג, עמודה 7: חסום')
    expect(describeCell(seat({ kind: 'blocked', seat: null, element: 'ארון הקודש' }))).toBe(
      'שורה ג, עמודה 7: ארון הקודש',
    )
  })
})

describe('cells of the map', () => {
  const state = stateFromMap(sampleMap())

  it('finds the element over a cell', () => {
    expect(elementOver(state.elements, { row: 2, col: 3 })?.name).toBe('בימה')
    expect(elementOver(state.elements, { row: 3, col: 3 })).toBeNull()
  })

  it('finds the first seat nobody sits in, row by row from the start', () => {
    // Row 1: 1 is taken, 2 is free.
    expect(firstFreeSeat(state)).toEqual({ row: 1, col: 2 })
  })
})
