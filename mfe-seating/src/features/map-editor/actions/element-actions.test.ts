import { describe, expect, it } from 'vitest'
import {
  cellKey,
  kindAt,
  numberingOf,
  peopleAt,
  stateFromMap,
  type EditorElement,
} from '../model/editor-state'
import { sampleMap } from '../model/sample-map.fixture'
import {
  addElement,
  clampToMap,
  clearingSeatsUnder,
  moveElementBy,
  removeElement,
  resizeElementTo,
  updateElement,
} from './element-actions'
import { assignPerson } from './seat-actions'

const initial = () => stateFromMap(sampleMap())
const ark: EditorElement = {
  key: 'n1',
  name: 'ארון קודש',
  kind: 'ark',
  row: 1,
  col: 2,
  rowSpan: 1,
  colSpan: 2,
  color: '#b45309',
}

describe('seats under an element', () => {
  it('are no seats: not numbered, not counted, and nobody can be dropped there', () => {
    // The ark over row 3, columns 3-4.
    const state = addElement({ ...ark, row: 3, col: 3 }).perform(initial())
    expect(kindAt(state, 3, 3)).toBe('blocked')
    expect(numberingOf(state).numberAt(3, 4)).toBeNull()
    expect(numberingOf(state).seatsInRow(3)).toBe(1)
    expect(assignPerson(11, { row: 3, col: 4 }).perform(state)).toBe(state)
  })

  it('placing an element over seated people takes them off those seats; undo brings them back', () => {
    const state = initial()
    const over: EditorElement = { ...ark, row: 1, col: 1, rowSpan: 1, colSpan: 1 }
    const { action, unseated } = clearingSeatsUnder(state, over, addElement(over))
    expect(unseated).toBe(2)
    const next = action.perform(state)
    expect(peopleAt(next, cellKey(1, 1))).toEqual([])
    expect(next.elements.map((e) => e.key)).toContain('n1')
    expect(action.changes[0]).toMatchObject({ type: 'seats' })
    expect(action.inverse().perform(next)).toEqual(state)
  })

  it('an element over empty seats is just placed', () => {
    const state = initial()
    const { action, unseated } = clearingSeatsUnder(state, ark, addElement(ark))
    expect(unseated).toBe(0)
    expect(action.name).toBe('addElement')
  })
})

describe('element actions', () => {
  it('addElement places an element, its inverse removes it', () => {
    const state = initial()
    const action = addElement(ark)
    const next = action.perform(state)
    expect(next.elements.map((e) => e.key)).toEqual(['e5', 'n1'])
    expect(action.perform(next)).toBe(next)
    expect(action.inverse().perform(next)).toEqual(state)
    expect(action.changes).toEqual([{ type: 'element-create', key: 'n1' }])
    expect(action.inverse().changes).toEqual([{ type: 'element-delete', key: 'n1' }])
  })

  it('removeElement and its inverse', () => {
    const state = initial()
    const bimah = state.elements[0]!
    const action = removeElement(bimah)
    const next = action.perform(state)
    expect(next.elements).toEqual([])
    expect(action.inverse().perform(next)).toEqual(state)
  })

  it('updateElement moves or resizes, and back', () => {
    const state = initial()
    const bimah = state.elements[0]!
    const moved = moveElementBy(bimah, 1, -2, state)
    const action = updateElement(bimah, moved, 'moveElement')
    const next = action.perform(state)
    expect(next.elements[0]).toMatchObject({ row: 2, col: 1 })
    expect(action.inverse().perform(next)).toEqual(state)
  })

  it('keeps elements inside the map', () => {
    const map = { rows: 3, cols: 4 }
    expect(clampToMap({ ...ark, row: 3, col: 4, rowSpan: 2, colSpan: 3 }, map)).toMatchObject({
      row: 2,
      col: 2,
      rowSpan: 2,
      colSpan: 3,
    })
    expect(moveElementBy(ark, -5, 9, map)).toMatchObject({ row: 1, col: 3 })
    expect(resizeElementTo(ark, 9, 1, map)).toMatchObject({ rowSpan: 3, colSpan: 1 })
  })
})
