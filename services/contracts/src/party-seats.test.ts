import { describe, expect, it } from 'vitest'
import { findPartySeats, type PartyHall } from './party-seats'

/**
 * A hall drawn as text, front row first: '.' a free seat, 'x' a taken one, '|' an aisle, 'E' an entrance
 * (no seat); a line of '|' is an aisle across the hall.
 */
function hall(...lines: string[]): PartyHall {
  const at = (row: number, col: number) => lines[row - 1]?.[col - 1] ?? ' '
  const entrances = lines.flatMap((line, r) =>
    [...line].flatMap((ch, c) => (ch === 'E' ? [{ row: r + 1, col: c + 1 }] : [])),
  )
  return {
    rows: lines.length,
    cols: Math.max(...lines.map((l) => l.length)),
    isFree: (row, col) => at(row, col) === '.',
    hasSeats: (row) => /[.x]/.test(lines[row - 1] ?? ''),
    entrances,
  }
}

describe('seats for a party on a date', () => {
  it('seats them side by side in one row, never across an aisle or a taken seat', () => {
    const seats = findPartySeats(hall('..|..x', 'x...|.'), 3)
    expect(seats).toEqual({ kind: 'together', blocks: [{ row: 2, from: 2, to: 4 }] })
    expect(findPartySeats(hall('..|..', '..x..'), 3)).not.toMatchObject({ kind: 'together' })
  })

  it('prefers the run they fill, so no lone seat is left beside them, then the front', () => {
    expect(findPartySeats(hall('.....x', 'x...x.'), 3)).toEqual({
      kind: 'together',
      blocks: [{ row: 2, from: 2, to: 4 }],
    })
    // Five free seats for four: flush to the end that strands nobody is impossible, so either end.
    const four = findPartySeats(hall('.....'), 4)
    expect(four.kind).toBe('together')
  })

  it('keeps the front row free when asked, and sits near an entrance when asked', () => {
    const seats = hall('...x', '...x', 'x...E')
    expect(findPartySeats(seats, 3)).toEqual({ kind: 'together', blocks: [{ row: 1, from: 1, to: 3 }] })
    expect(findPartySeats(seats, 3, { notFrontRow: true })).toEqual({
      kind: 'together',
      blocks: [{ row: 2, from: 1, to: 3 }],
    })
    expect(findPartySeats(seats, 3, { nearEntrance: true })).toEqual({
      kind: 'together',
      blocks: [{ row: 3, from: 2, to: 4 }],
    })
  })

  it('with no row for all of them, offers two blocks one behind the other, past an aisle across the hall', () => {
    const seats = findPartySeats(hall('x...x..', '|||||||', '.x....x'), 5)
    expect(seats).toEqual({
      kind: 'split',
      blocks: [
        { row: 1, from: 2, to: 4 },
        { row: 3, from: 3, to: 4 },
      ],
    })
  })

  it('says so when the hall cannot hold them even split', () => {
    expect(findPartySeats(hall('.x.x', 'x.x.'), 4)).toEqual({ kind: 'none' })
    expect(findPartySeats(hall('...'), 0)).toEqual({ kind: 'none' })
  })
})
