import { describe, expect, it } from 'vitest'
import { cellKey, cellsOf, stateFromMap } from '../model/editor-state'
import { sampleMap } from '../model/sample-map.fixture'
import { setAccessible, toggleAccessible } from './accessible-actions'
import { setCellKinds } from './cell-kind-actions'

const initial = () => stateFromMap(sampleMap())

describe("marking seats 'מקום נגיש'", () => {
  it('marks the selected seats, saves them with the map, and undo takes the mark off', () => {
    const state = initial()
    const mark = setAccessible(state, [cellKey(3, 3), cellKey(1, 1)], true)!
    expect(mark.name).toBe('markAccessible')
    expect(mark.changes).toEqual([{ type: 'layout' }])
    const marked = mark.perform(state)
    expect(cellsOf(marked)).toEqual(
      expect.arrayContaining([
        { row: 1, col: 1, kind: 'seat', accessible: true, people: [{ id: 11 }, { id: 12 }] },
        // An empty accessible seat is written too: it is not a plain seat.
        { row: 3, col: 3, kind: 'seat', accessible: true, people: [] },
      ]),
    )
    expect(mark.inverse().perform(marked)).toEqual(state)
    expect(cellsOf(mark.inverse().perform(marked))).toEqual(cellsOf(state))
  })

  it('never marks an aisle, a blocked cell or a seat under an element', () => {
    const state = initial()
    // 1:3 is an aisle under the bimah, 3:2 is blocked.
    expect(setAccessible(state, [cellKey(1, 3), cellKey(3, 2)], true)).toBeNull()
    const only = setAccessible(state, [cellKey(3, 2), cellKey(3, 4)], true)!.perform(state)
    expect([...only.accessible]).toEqual([cellKey(3, 4)])
  })

  it('toggles: marks when any selected seat is unmarked, unmarks when all are marked', () => {
    const state = initial()
    const one = toggleAccessible(state, [cellKey(3, 4)])!.perform(state)
    const both = toggleAccessible(one, [cellKey(3, 4), cellKey(3, 3)])!
    expect(both.name).toBe('markAccessible')
    const marked = both.perform(one)
    expect(marked.accessible.has(cellKey(3, 3))).toBe(true)
    const off = toggleAccessible(marked, [cellKey(3, 4), cellKey(3, 3)])!
    expect(off.name).toBe('unmarkAccessible')
    expect(off.perform(marked).accessible.size).toBe(0)
    expect(setAccessible(state, [cellKey(3, 4)], false)).toBeNull()
  })

  it('a seat made an aisle loses its mark, and undo brings it back', () => {
    const state = setAccessible(initial(), [cellKey(3, 4)], true)!.perform(initial())
    const aisle = setCellKinds(state, [cellKey(3, 4)], 'aisle')!
    const next = aisle.perform(state)
    expect(next.accessible.has(cellKey(3, 4))).toBe(false)
    expect(cellsOf(next)).toContainEqual({ row: 3, col: 4, kind: 'aisle', people: [] })
    // Back to a seat: a plain one, as a seat made again is empty.
    expect(setCellKinds(next, [cellKey(3, 4)], 'seat')!.perform(next).accessible.size).toBe(0)
    expect(aisle.inverse().perform(next)).toEqual(state)
  })

  it('reads the mark from a saved map, only on seats', () => {
    const map = sampleMap()
    const state = stateFromMap({
      ...map,
      cells: [...map.cells, { row: 3, col: 4, kind: 'seat', accessible: true, people: [] }],
    })
    expect([...state.accessible]).toEqual([cellKey(3, 4)])
    expect(cellsOf(state)).toContainEqual({ row: 3, col: 4, kind: 'seat', accessible: true, people: [] })
  })
})
