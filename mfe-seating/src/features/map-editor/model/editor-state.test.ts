import { describe, expect, it } from 'vitest'
import {
  cellKey,
  cellsOf,
  elementIdsOf,
  numberingOf,
  occupancyOf,
  seatsOfPerson,
  stateFromMap,
} from './editor-state'
import { sampleMap } from './sample-map.fixture'

describe('editor state', () => {
  it('reads a map document into sparse maps', () => {
    const state = stateFromMap(sampleMap())
    expect(state.kinds.get(cellKey(1, 3))).toBe('aisle')
    expect(state.kinds.has(cellKey(1, 1))).toBe(false)
    expect(state.seats.get(cellKey(1, 1))).toEqual([11, 12])
    expect(state.labels.get(cellKey(2, 4))).toBe('גבאי')
    expect(state.elements).toEqual([
      { key: 'e5', name: 'בימה', kind: 'bimah', row: 1, col: 3, rowSpan: 2, colSpan: 1, color: '#a1a1aa' },
    ])
    expect(elementIdsOf(sampleMap()).get('e5')).toBe(5)
  })

  it('writes back every cell that is not a plain empty seat', () => {
    const state = stateFromMap(sampleMap())
    expect(cellsOf(state)).toEqual([
      { row: 1, col: 1, kind: 'seat', people: [{ id: 11 }, { id: 12 }] },
      { row: 1, col: 3, kind: 'aisle', people: [] },
      { row: 2, col: 3, kind: 'aisle', people: [] },
      { row: 2, col: 4, kind: 'seat', label: 'גבאי', people: [{ id: 11 }] },
      { row: 3, col: 2, kind: 'blocked', people: [] },
    ])
  })

  it('numbers seats skipping aisles and indexes each person’s seats', () => {
    const state = stateFromMap(sampleMap())
    const numbering = numberingOf(state)
    expect(numbering.numberAt(1, 4)).toBe(3)
    expect(numbering.numberAt(3, 3)).toBe(2)
    expect(numberingOf(state)).toBe(numbering)
    for (const [r, c] of [
      [1, 4],
      [3, 3],
      [1, 3],
      [3, 2],
      [2, 1],
    ] as const)
      expect(numberingOf(state).numberAt(r, c)).toBe(numbering.numberAt(r, c))
    expect(seatsOfPerson(state, 11)).toEqual([cellKey(1, 1), cellKey(2, 4)])
    expect(seatsOfPerson(state, 99)).toEqual([])
    expect(occupancyOf(state)).toEqual({ occupiedSeats: 2, seatedPeople: 2 })
  })
})
