import { describe, expect, it } from 'vitest'
import { cellKey, stateFromMap } from '../model/editor-state'
import { sampleMap } from '../model/sample-map.fixture'
import {
  columnKeys,
  paintCells,
  rectangleKeys,
  setCellKinds,
  toggleCellKind,
  toggleColumnAisle,
  toggleRowAisle,
  toggleRowKind,
} from './cell-kind-actions'

const initial = () => stateFromMap(sampleMap())

describe('cell kind actions', () => {
  it('toggleCellKind makes a seat an aisle and back', () => {
    const state = initial()
    const action = toggleCellKind(state, cellKey(3, 4), 'aisle')
    expect(action?.name).toBe('toggleAisle')
    const next = action!.perform(state)
    expect(next.kinds.get(cellKey(3, 4))).toBe('aisle')
    expect(toggleCellKind(next, cellKey(3, 4), 'aisle')!.perform(next).kinds.has(cellKey(3, 4))).toBe(false)
    expect(action!.inverse().perform(next)).toEqual(state)
    expect(action!.changes).toEqual([{ type: 'layout' }])
  })

  it('an aisle over an occupied seat takes its people off, and undo brings them back', () => {
    const state = initial()
    const action = setCellKinds(state, [cellKey(1, 1)], 'blocked')!
    const next = action.perform(state)
    expect(next.kinds.get(cellKey(1, 1))).toBe('blocked')
    expect(next.seats.has(cellKey(1, 1))).toBe(false)
    expect(action.inverse().perform(next)).toEqual(state)
  })

  it('answers null when nothing would change', () => {
    const state = initial()
    expect(setCellKinds(state, [cellKey(1, 3)], 'aisle')).toBeNull()
  })

  it('toggleColumnAisle marks the whole column, then turns it back to seats', () => {
    const state = initial()
    const mark = toggleColumnAisle(state, 3)!
    expect(mark.name).toBe('toggleColumnAisle')
    const marked = mark.perform(state)
    expect(columnKeys(state, 3).every((k) => marked.kinds.get(k) === 'aisle')).toBe(true)
    const back = toggleColumnAisle(marked, 3)!.perform(marked)
    expect(columnKeys(state, 3).some((k) => back.kinds.has(k))).toBe(false)
    expect(mark.inverse().perform(marked)).toEqual(state)
  })

  it('toggleRowAisle clears the row’s people and restores them on undo', () => {
    const state = initial()
    const action = toggleRowAisle(state, 2)!
    const next = action.perform(state)
    expect(next.seats.has(cellKey(2, 4))).toBe(false)
    expect([1, 2, 3, 4].every((c) => next.kinds.get(cellKey(2, c)) === 'aisle')).toBe(true)
    expect(action.inverse().perform(next)).toEqual(state)
  })

  it('rectangleKeys covers a dragged rectangle in any direction', () => {
    expect(rectangleKeys({ row: 2, col: 3 }, { row: 1, col: 2 })).toEqual([
      cellKey(1, 2),
      cellKey(1, 3),
      cellKey(2, 2),
      cellKey(2, 3),
    ])
  })

  it('paintCells marks a rectangle, and unmarks it when the drag starts on a marked cell', () => {
    const state = initial()
    const paint = paintCells(state, { row: 3, col: 3 }, { row: 3, col: 4 }, 'blocked')!
    const painted = paint.perform(state)
    expect(painted.kinds.get(cellKey(3, 3))).toBe('blocked')
    expect(painted.kinds.get(cellKey(3, 4))).toBe('blocked')
    const unpaint = paintCells(painted, { row: 3, col: 2 }, { row: 3, col: 4 }, 'blocked')!
    expect([2, 3, 4].some((c) => unpaint.perform(painted).kinds.has(cellKey(3, c)))).toBe(false)
  })

  it('toggleRowKind blocks a whole row', () => {
    const state = initial()
    const action = toggleRowKind(state, 3, 'blocked')!
    expect(action.name).toBe('toggleRowBlocked')
    expect([1, 2, 3, 4].every((c) => action.perform(state).kinds.get(cellKey(3, c)) === 'blocked')).toBe(true)
  })
})
