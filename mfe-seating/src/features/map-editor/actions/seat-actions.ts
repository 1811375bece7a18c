import type { SeatRef } from '@seats/contracts'
import { cellKey, kindAt, peopleAt, refOf, seatsByPerson, type EditorState } from '../model/editor-state'
import { compound, type EditorAction } from './editor-action'

function withSeat(state: EditorState, key: number, people: readonly number[]): EditorState {
  const seats = new Map(state.seats)
  if (people.length === 0) seats.delete(key)
  else seats.set(key, people)
  return { ...state, seats }
}

function insertAt(people: readonly number[], personId: number, index: number | undefined): readonly number[] {
  const at = index === undefined || index < 0 || index > people.length ? people.length : index
  return [...people.slice(0, at), personId, ...people.slice(at)]
}

/** Seats a person on a seat (next to whoever already sits there). `index` restores a place in the seat's list. */
export function assignPerson(personId: number, to: SeatRef, index?: number): EditorAction {
  return {
    name: 'assignPerson',
    perform(state) {
      const key = cellKey(to.row, to.col)
      const people = peopleAt(state, key)
      if (people.includes(personId) || kindAt(state, to.row, to.col) !== 'seat') return state
      return withSeat(state, key, insertAt(people, personId, index))
    },
    inverse: () => unassignPerson(personId, to),
    changes: [{ type: 'seats', ops: [{ op: 'assign', personId, to }] }],
  }
}

/** Takes a person off one seat (their other seats stay). */
export function unassignPerson(personId: number, from: SeatRef, index?: number): EditorAction {
  let removedAt: number | undefined = index
  return {
    name: 'unassignPerson',
    perform(state) {
      const key = cellKey(from.row, from.col)
      const people = peopleAt(state, key)
      const at = people.indexOf(personId)
      if (at < 0) return state
      removedAt = at
      return withSeat(
        state,
        key,
        people.filter((id) => id !== personId),
      )
    },
    inverse: () => assignPerson(personId, from, removedAt),
    changes: [{ type: 'seats', ops: [{ op: 'unassign', personId, from }] }],
  }
}

/** Moves a person from one seat to another (a drag between seats). */
export function movePerson(personId: number, from: SeatRef, to: SeatRef, index?: number): EditorAction {
  let removedAt: number | undefined
  return {
    name: 'movePerson',
    perform(state) {
      const fromKey = cellKey(from.row, from.col)
      const toKey = cellKey(to.row, to.col)
      const source = peopleAt(state, fromKey)
      const target = peopleAt(state, toKey)
      const at = source.indexOf(personId)
      if (at < 0 || target.includes(personId) || kindAt(state, to.row, to.col) !== 'seat') return state
      removedAt = at
      const moved = withSeat(
        state,
        fromKey,
        source.filter((id) => id !== personId),
      )
      return withSeat(moved, toKey, insertAt(target, personId, index))
    },
    inverse: () => movePerson(personId, to, from, removedAt),
    changes: [{ type: 'seats', ops: [{ op: 'move', personId, from, to }] }],
  }
}

/** Empties a seat: every person on it is unassigned from it. */
export function clearSeat(state: EditorState, at: SeatRef): EditorAction {
  const people = peopleAt(state, cellKey(at.row, at.col))
  return compound(
    'clearSeat',
    people.map((id) => unassignPerson(id, at)),
  )
}

/** Takes a person off every seat they hold on this map (e.g. from the worshippers panel). */
export function unseatEverywhere(personId: number, seats: readonly SeatRef[]): EditorAction {
  return compound(
    'unseatPerson',
    seats.map((at) => unassignPerson(personId, at)),
  )
}

/** Takes a person off every seat they hold on the map as it is now. */
export const unseatFromMap = (state: EditorState, personId: number): EditorAction =>
  unseatEverywhere(personId, (seatsByPerson(state).get(personId) ?? []).map(refOf))
