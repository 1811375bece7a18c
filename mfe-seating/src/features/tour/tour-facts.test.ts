import type { Person } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { cellKey, type EditorState } from '../map-editor'
import { tourFactsOf, userPersonIds } from './tour-facts'

const person = (id: number, phone: string): Person => ({ id, firstName: 'א', lastName: 'ב', phone }) as Person
const state = (over: Partial<EditorState> = {}): EditorState => ({
  name: 'אולם',
  rows: 5,
  cols: 5,
  kinds: new Map(),
  labels: new Map(),
  accessible: new Set(),
  seats: new Map(),
  elements: [],
  seatNumbering: 'row',
  ...over,
})

describe('userPersonIds', () => {
  it('finds the worshippers with the user’s phone however it was written', () => {
    const persons = [person(1, '0501234567'), person(2, '0529999999'), person(3, '0501234567')]
    expect([...userPersonIds(persons, '050-123-4567')]).toEqual([1, 3])
    expect(userPersonIds(persons, '').size).toBe(0)
  })
})

describe('tourFactsOf', () => {
  it('says nothing is done when there is no map yet', () => {
    expect(tourFactsOf(null, '0501234567')).toMatchObject({ hasMap: false, worshippers: 0, reported: false })
  })

  it('reads aisles, seating and the user’s own worshipper from the open map', () => {
    const persons = [person(1, '0501234567'), person(2, '0529999999')]
    const empty = tourFactsOf({ state: state(), persons, reported: new Set() }, '0501234567')
    expect(empty).toEqual({
      hasMap: true,
      hasAisle: false,
      worshippers: 2,
      seated: 0,
      userListed: true,
      userSeated: false,
      reported: false,
    })
    const built = tourFactsOf(
      {
        state: state({ kinds: new Map([[cellKey(1, 3), 'aisle']]), seats: new Map([[cellKey(2, 2), [1]]]) }),
        persons,
        reported: new Set([1]),
      },
      '0501234567',
    )
    expect(built).toMatchObject({ hasAisle: true, seated: 1, userSeated: true, reported: true })
  })

  it('does not count someone else’s report, nor a blocked cell as an aisle', () => {
    const persons = [person(1, '0501234567'), person(2, '0529999999')]
    const facts = tourFactsOf(
      { state: state({ kinds: new Map([[cellKey(1, 1), 'blocked']]) }), persons, reported: new Set([2]) },
      '0501234567',
    )
    expect(facts).toMatchObject({ hasAisle: false, reported: false })
  })
})
