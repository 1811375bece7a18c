import { describe, expect, it } from 'vitest'
import { stateFromMap } from '../model/editor-state'
import { sampleMap } from '../model/sample-map.fixture'
import { describeFocus, type FocusDate } from './focus-description'
import { sampleGuest } from '@seats/contracts/testing'

const state = stateFromMap(sampleMap())
const names: Record<number, string> = { 11: 'משה כהן', 12: 'דוד לוי' }
const fullName = (id: number) => names[id] ?? `#${id}`
const nobody: FocusDate = { reported: new Set(), reverse: false, name: null }

describe('the focused cell as a reader hears it', () => {
  it('names the seat and who sits there', () => {
    expect(describeFocus(state, { row: 1, col: 1 }, fullName, nobody)).toBe(
      'שורה א, מושב 1: משה כהן, דוד לוי',
    )
  })

  it('counts seats past the aisle and says an unassigned seat is empty', () => {
    expect(describeFocus(state, { row: 1, col: 4 }, fullName, nobody)).toBe('שורה א, מושב 3: ריק')
  })

  it('says a seat whose holders all reported was freed for the chosen date', () => {
    const date = { reported: new Set([11]), reverse: false, name: 'שבת פרשת נח' }
    expect(describeFocus(state, { row: 2, col: 4 }, fullName, date)).toBe(
      'שורה ב, מושב 3: משה כהן, התפנה לשבת פרשת נח',
    )
    // On a reverse date a report means "coming": the seat is taken.
    expect(describeFocus(state, { row: 2, col: 4 }, fullName, { ...date, reverse: true })).toBe(
      'שורה ב, מושב 3: משה כהן',
    )
  })

  it("tells a seat marked 'מקום נגיש'", () => {
    const map = sampleMap()
    const marked = stateFromMap({
      ...map,
      cells: [...map.cells, { row: 1, col: 4, kind: 'seat', accessible: true, people: [] }],
    })
    expect(describeFocus(marked, { row: 1, col: 4 }, fullName, nobody)).toBe('שורה א, מושב 3, מקום נגיש: ריק')
  })

  it('names the element drawn over a cell, and a blocked cell by its place', () => {
    expect(describeFocus(state, { row: 2, col: 3 }, fullName, nobody)).toBe('שורה ב, עמודה 3: בימה')
    expect(describeFocus(state, { row: 3, col: 2 }, fullName, nobody)).toBe('שורה ג, עמודה 2: חסום')
  })

  it('names the guest lent the seat for the chosen date', () => {
    const date: FocusDate = {
      reported: new Set([11]),
      reverse: false,
      name: 'שבת פרשת נח',
      guests: [sampleGuest({ row: 2, col: 4, name: 'אהרן פרץ' })],
    }
    expect(describeFocus(state, { row: 2, col: 4 }, fullName, date)).toBe(
      'שורה ב, מושב 3: משה כהן, התפנה לשבת פרשת נח. אורח בתאריך זה: אהרן פרץ',
    )
  })
})
