import { findPartySeats } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { stateFromMap } from '../map-editor'
import { sampleGuest } from '@seats/contracts/testing'
import { hallMap } from './hall.fixture'
import { describeBlock, partyHallOf, seatsOfBlock } from './party-hall'

const person = (id: number) => ({ id, phone: '0501111111' })
// Row א: 1-2 held by 1 and 2, an aisle at 3, 4-6 empty, 7 blocked. Row ב: 1-6 held by 3..8; the entrance at 7.
const state = stateFromMap(
  hallMap({
    rows: 2,
    cols: 7,
    cells: [
      { row: 1, col: 1, kind: 'seat', people: [person(1)] },
      { row: 1, col: 2, kind: 'seat', people: [person(2)] },
      { row: 1, col: 3, kind: 'aisle', people: [] },
      { row: 1, col: 7, kind: 'blocked', people: [] },
      ...[1, 2, 3, 4, 5, 6].map((col) => ({ row: 2, col, kind: 'seat' as const, people: [person(col + 2)] })),
    ],
    elements: [
      {
        id: 9,
        mapId: 7,
        name: 'כניסה',
        kind: 'entrance',
        row: 2,
        col: 7,
        rowSpan: 1,
        colSpan: 1,
        color: '#999',
      },
    ],
  }),
)
const none = { reported: new Set<number>(), reverse: false, guests: [] }

describe('the open map as the party search reads it', () => {
  it('counts as free the empty seats and those whose worshippers are away, not an aisle or a lent seat', () => {
    const hall = partyHallOf(state, { ...none, reported: new Set([1, 2]) })
    expect([1, 2, 3, 4, 5, 6].map((col) => hall.isFree(1, col))).toEqual([
      true,
      true,
      false,
      true,
      true,
      true,
    ])
    const lent = partyHallOf(state, { ...none, guests: [sampleGuest({ row: 1, col: 5 })] })
    expect(lent.isFree(1, 5)).toBe(false)
    expect(lent.isFree(2, 1)).toBe(false)
    expect(lent.entrances).toEqual([{ row: 2, col: 7 }])
  })

  it('finds the party its seats and names them as the hall numbers them', () => {
    const hall = partyHallOf(state, { ...none, reported: new Set([5, 6, 7, 8]) })
    const found = findPartySeats(hall, 4)
    expect(found).toEqual({ kind: 'together', blocks: [{ row: 2, from: 3, to: 6 }] })
    const block = found.kind === 'together' ? found.blocks[0] : null
    expect(describeBlock(state, block!)).toBe('שורה ב, מושבים 3–6')
    expect(seatsOfBlock(state, block!).map((s) => s.name)).toEqual([
      'שורה ב, מושב 3',
      'שורה ב, מושב 4',
      'שורה ב, מושב 5',
      'שורה ב, מושב 6',
    ])
  })
})
