import { describe, expect, it } from 'vitest'
import { cellKey, stateFromMap } from '../model/editor-state'
import { sampleMap } from '../model/sample-map.fixture'
import { assignPerson, clearSeat, movePerson, unassignPerson, unseatEverywhere } from './seat-actions'

const initial = () => stateFromMap(sampleMap())
const at = (row: number, col: number) => ({ row, col })

describe('seat actions', () => {
  it('assignPerson seats a person next to whoever sits there, and its inverse takes them off', () => {
    const state = initial()
    const action = assignPerson(13, at(1, 1))
    const next = action.perform(state)
    expect(next.seats.get(cellKey(1, 1))).toEqual([11, 12, 13])
    expect(state.seats.get(cellKey(1, 1))).toEqual([11, 12])
    expect(action.inverse().perform(next)).toEqual(state)
    expect(action.changes).toEqual([{ type: 'seats', ops: [{ op: 'assign', personId: 13, to: at(1, 1) }] }])
  })

  it('assignPerson leaves the state alone on an aisle or when the person already sits there', () => {
    const state = initial()
    expect(assignPerson(13, at(1, 3)).perform(state)).toBe(state)
    expect(assignPerson(11, at(1, 1)).perform(state)).toBe(state)
  })

  it('keeps unchanged seats’ arrays, so their cells do not re-render', () => {
    const state = initial()
    const next = assignPerson(13, at(1, 2)).perform(state)
    expect(next.seats.get(cellKey(1, 1))).toBe(state.seats.get(cellKey(1, 1)))
  })

  it('unassignPerson takes one seat away and its inverse puts the person back in the same place', () => {
    const state = initial()
    const action = unassignPerson(11, at(1, 1))
    const next = action.perform(state)
    expect(next.seats.get(cellKey(1, 1))).toEqual([12])
    expect(next.seats.get(cellKey(2, 4))).toEqual([11])
    expect(action.inverse().perform(next)).toEqual(state)
  })

  it('unassigning the last person empties the seat', () => {
    const state = initial()
    const next = unassignPerson(11, at(2, 4)).perform(state)
    expect(next.seats.has(cellKey(2, 4))).toBe(false)
  })

  it('movePerson moves between seats and back', () => {
    const state = initial()
    const action = movePerson(12, at(1, 1), at(3, 4))
    const next = action.perform(state)
    expect(next.seats.get(cellKey(1, 1))).toEqual([11])
    expect(next.seats.get(cellKey(3, 4))).toEqual([12])
    expect(action.inverse().perform(next)).toEqual(state)
    expect(action.changes).toEqual([
      { type: 'seats', ops: [{ op: 'move', personId: 12, from: at(1, 1), to: at(3, 4) }] },
    ])
  })

  it('movePerson does nothing onto an aisle, onto a seat the person holds, or for someone not in the seat', () => {
    const state = initial()
    expect(movePerson(12, at(1, 1), at(1, 3)).perform(state)).toBe(state)
    expect(movePerson(11, at(1, 1), at(2, 4)).perform(state)).toBe(state)
    expect(movePerson(99, at(1, 1), at(3, 4)).perform(state)).toBe(state)
  })

  it('clearSeat empties a shared seat in one step, undone in one step', () => {
    const state = initial()
    const action = clearSeat(state, at(1, 1))
    const next = action.perform(state)
    expect(next.seats.has(cellKey(1, 1))).toBe(false)
    expect(action.changes).toEqual([
      {
        type: 'seats',
        ops: [
          { op: 'unassign', personId: 11, from: at(1, 1) },
          { op: 'unassign', personId: 12, from: at(1, 1) },
        ],
      },
    ])
    expect(action.inverse().perform(next)).toEqual(state)
  })

  it('unseatEverywhere frees all of a person’s seats', () => {
    const state = initial()
    const action = unseatEverywhere(11, [at(1, 1), at(2, 4)])
    const next = action.perform(state)
    expect([...next.seats.values()].flat()).not.toContain(11)
    expect(action.inverse().perform(next)).toEqual(state)
  })
})
