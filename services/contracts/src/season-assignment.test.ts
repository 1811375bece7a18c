import { describe, expect, it } from 'vitest'
import {
  proposeSeasonSeats,
  type SeasonHall,
  type SeasonProposal,
  type AssignmentRequest,
} from './season-assignment'

/**
 * A hall drawn as text, front row first: '1'..'9' a seat of that section, 'o' a seat of no section, 'x' a
 * seat of section 1 held from a previous confirmation, '+' an accessible seat of section 1, 'A' a cell of the
 * ark; anything else ('|', '.', ' ') is no seat.
 */
function hall(...lines: string[]): SeasonHall {
  const at = (row: number, col: number) => lines[row - 1]?.[col - 1] ?? ' '
  return {
    rows: lines.length,
    cols: Math.max(...lines.map((l) => l.length)),
    isSeat: (row, col) => /[1-9ox+]/.test(at(row, col)),
    sectionOf: (row, col) => {
      const ch = at(row, col)
      return /[1-9]/.test(ch) ? Number(ch) : ch === 'x' || ch === '+' ? 1 : null
    },
    isHeld: (row, col) => at(row, col) === 'x',
    isAccessible: (row, col) => at(row, col) === '+',
    arks: lines.flatMap((line, r) =>
      [...line].flatMap((ch, c) => (ch === 'A' ? [{ row: r + 1, col: c + 1 }] : [])),
    ),
  }
}

/** A household's seats as [row, col], by row, then column. */
const seatsOf = (p: SeasonProposal, household: number) =>
  p.seats.filter((s) => s.household === household).map((s): [number, number] => [s.row, s.col])

const ask = (household: number, count: number, more: Partial<AssignmentRequest> = {}): AssignmentRequest => ({
  household,
  seats: [{ section: 1, count }],
  ...more,
})

describe('the High Holiday seat assignment', () => {
  it("keeps last year's seats for a returning family, and a newcomer is not given them", () => {
    // The newcomer comes first and is larger, so without the first phase it would take the front row.
    const p = proposeSeasonSeats(hall('1111', '1111'), [
      ask(1, 4),
      ask(2, 2, {
        lastSeats: [
          { row: 1, col: 2 },
          { row: 1, col: 3 },
        ],
      }),
    ])
    expect(seatsOf(p, 2)).toEqual([
      [1, 2],
      [1, 3],
    ])
    expect(seatsOf(p, 1)).toEqual([
      [2, 1],
      [2, 2],
      [2, 3],
      [2, 4],
    ])
    expect(p.notes).toEqual([])
  })

  it("says how many of last year's seats could not be kept, and seats the rest beside the kept ones", () => {
    const p = proposeSeasonSeats(hall('x111', '1111', '11'), [
      ask(1, 2, {
        lastSeats: [
          { row: 1, col: 2 },
          { row: 1, col: 3 },
        ],
      }),
      // (1,1) is held, (1,3) went to household 1 (earlier in the list), (1,4) is free.
      ask(2, 3, {
        lastSeats: [
          { row: 1, col: 1 },
          { row: 1, col: 3 },
          { row: 1, col: 4 },
        ],
      }),
      // Fewer seats than last year: nothing is missing.
      ask(3, 1, {
        lastSeats: [
          { row: 3, col: 1 },
          { row: 3, col: 2 },
        ],
      }),
    ])
    expect(seatsOf(p, 2)).toContainEqual([1, 4])
    expect(seatsOf(p, 2)).not.toContainEqual([1, 3])
    expect(seatsOf(p, 2)).toHaveLength(3)
    expect(seatsOf(p, 2).filter(([row]) => row === 2)).toEqual([
      [2, 3],
      [2, 4],
    ])
    expect(seatsOf(p, 3)).toEqual([[3, 1]])
    expect(p.notes).toEqual([{ household: 2, kind: 'last_seats_taken', section: 1, missing: 2 }])
  })

  it('seats a family side by side in one row, never across an aisle', () => {
    const p = proposeSeasonSeats(hall('11|11111', '111111'), [ask(1, 5), ask(2, 3)])
    expect(seatsOf(p, 1)).toEqual([
      [1, 4],
      [1, 5],
      [1, 6],
      [1, 7],
      [1, 8],
    ])
    expect(seatsOf(p, 2)).toEqual([
      [2, 1],
      [2, 2],
      [2, 3],
    ])
    expect(p.notes).toEqual([])
  })

  it('places the larger family first, so a small one does not take the only run that fits it', () => {
    const p = proposeSeasonSeats(hall('1111|11'), [ask(1, 2), ask(2, 4)])
    expect(seatsOf(p, 2)).toEqual([
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
    ])
    expect(seatsOf(p, 1)).toEqual([
      [1, 6],
      [1, 7],
    ])
  })

  it('leaves no lone seat beside a family when another row fits them exactly', () => {
    const p = proposeSeasonSeats(hall('11111', '1111'), [ask(1, 4)])
    expect(seatsOf(p, 1).every(([row]) => row === 2)).toBe(true)
  })

  it('splits a family only when no run holds it, into as few blocks as it can, and says so', () => {
    // A run of five at the back: together there, not split at the front.
    const together = proposeSeasonSeats(hall('111|111', '111|111', '11111111'), [ask(1, 5)])
    expect(seatsOf(together, 1).every(([row]) => row === 3)).toBe(true)
    expect(together.notes).toEqual([])

    // Three blocks of two in the front row, or two of three in the second: the second.
    const fewer = proposeSeasonSeats(hall('11|11|11', '111|111'), [ask(1, 6)])
    expect(seatsOf(fewer, 1).every(([row]) => row === 2)).toBe(true)
    expect(fewer.notes).toEqual([{ household: 1, kind: 'split', section: 1, blocks: 2 }])

    // Two blocks in one row, across its aisle, rather than over two rows.
    const oneRow = proposeSeasonSeats(hall('1|11|1', '11|11'), [ask(1, 4)])
    expect(seatsOf(oneRow, 1).every(([row]) => row === 2)).toBe(true)

    // Blocks in neighbouring rows, not one at the front and one at the back.
    const near = proposeSeasonSeats(hall('11|11', '11|11', '11|11', '11|11'), [ask(1, 3), ask(2, 6)])
    const rows = new Set(seatsOf(near, 2).map(([row]) => row))
    expect(Math.max(...rows) - Math.min(...rows)).toBe(1)
    expect(near.notes).toContainEqual({ household: 2, kind: 'split', section: 1, blocks: 3 })
  })

  it('seats one by one, without a split note, a household that does not ask to sit together', () => {
    const apart = proposeSeasonSeats(hall('11|1'), [ask(1, 3, { together: false })])
    expect(seatsOf(apart, 1)).toHaveLength(3)
    expect(apart.notes).toEqual([])
    const together = proposeSeasonSeats(hall('11|1'), [ask(1, 3)])
    expect(together.notes).toEqual([{ household: 1, kind: 'split', section: 1, blocks: 2 }])
  })

  it('places what fits when the section is full, and says how many seats are missing', () => {
    const p = proposeSeasonSeats(hall('11111', '22222'), [
      ask(1, 3),
      ask(2, 4),
      { household: 3, seats: [{ section: 7, count: 2 }] },
    ])
    expect(seatsOf(p, 2)).toHaveLength(4)
    expect(seatsOf(p, 1)).toHaveLength(1)
    expect(p.seats.every((s) => s.row === 1)).toBe(true)
    expect(p.notes).toEqual([
      { household: 1, kind: 'short', section: 1, missing: 2 },
      { household: 3, kind: 'short', section: 7, missing: 2 },
    ])
  })

  it("keeps each request in its section, and a block never spans two sections' seats", () => {
    const p = proposeSeasonSeats(hall('1111', '2222', 'oooo'), [
      { household: 1, seats: [{ section: 1, count: 6 }] },
      {
        household: 2,
        seats: [
          { section: 2, count: 3 },
          { section: 1, count: 1 },
        ],
      },
    ])
    // The women's row is behind the men's: front to back alone would give the men's.
    const women = proposeSeasonSeats(hall('1111', '2222'), [
      { household: 1, seats: [{ section: 2, count: 3 }] },
    ])
    expect(seatsOf(women, 1)).toEqual([
      [2, 1],
      [2, 2],
      [2, 3],
    ])
    const h = hall('1111', '2222', 'oooo')
    for (const s of p.seats) expect(h.sectionOf(s.row, s.col)).toBe(s.section)
    expect(p.notes).toContainEqual({ household: 1, kind: 'short', section: 1, missing: 2 })
    expect(p.notes).toContainEqual({ household: 2, kind: 'short', section: 1, missing: 1 })

    // Anywhere takes what the households that named a section leave, whatever the order of the list.
    const after = proposeSeasonSeats(hall('1111', '2222'), [
      { household: 1, seats: [{ section: null, count: 4 }] },
      ask(2, 4),
    ])
    expect(seatsOf(after, 2).every(([row]) => row === 1)).toBe(true)
    expect(seatsOf(after, 1).every(([row]) => row === 2)).toBe(true)

    const anywhere = proposeSeasonSeats(hall('1122'), [
      { household: 1, seats: [{ section: null, count: 4 }] },
    ])
    expect(seatsOf(anywhere, 1)).toHaveLength(4)
    expect(anywhere.notes).toEqual([{ household: 1, kind: 'split', section: null, blocks: 2 }])
  })

  it("keeps a family out of its section's front row when asked, unless only the front row fits", () => {
    expect(seatsOf(proposeSeasonSeats(hall('111', '111'), [ask(1, 3)]), 1)[0]).toEqual([1, 1])
    expect(seatsOf(proposeSeasonSeats(hall('111', '111'), [ask(1, 3, { notFrontRow: true })]), 1)[0]).toEqual(
      [2, 1],
    )
    // The front row is the section's: row 2 here, under the women's row.
    const sectionFront = proposeSeasonSeats(hall('222', '111', '111'), [ask(1, 3, { notFrontRow: true })])
    expect(seatsOf(sectionFront, 1)[0]).toEqual([3, 1])
    const onlyFront = proposeSeasonSeats(hall('1111', '11'), [ask(1, 4, { notFrontRow: true })])
    expect(seatsOf(onlyFront, 1)).toHaveLength(4)
    expect(onlyFront.notes).toEqual([])
  })

  it('seats a family near the ark when asked, in the closer block', () => {
    const seats = hall('.......A', '111|1111')
    expect(seatsOf(proposeSeasonSeats(seats, [ask(1, 3)]), 1)).toEqual([
      [2, 1],
      [2, 2],
      [2, 3],
    ])
    expect(seatsOf(proposeSeasonSeats(seats, [ask(1, 3, { nearArk: true })]), 1)).toEqual([
      [2, 6],
      [2, 7],
      [2, 8],
    ])
  })

  it('gives an accessible seat to the family that asks, and keeps it from one that does not', () => {
    expect(seatsOf(proposeSeasonSeats(hall('1111', '11+1'), [ask(1, 2, { accessible: true })]), 1)).toEqual([
      [2, 3],
      [2, 4],
    ])
    const p = proposeSeasonSeats(hall('1+11', '1111'), [ask(1, 4), ask(2, 2, { accessible: true })])
    expect(seatsOf(p, 1).every(([row]) => row === 2)).toBe(true)
    expect(seatsOf(p, 2)).toEqual([
      [1, 1],
      [1, 2],
    ])
  })

  it('never proposes a held seat, and a held seat breaks a run', () => {
    const p = proposeSeasonSeats(hall('1x1', '111'), [ask(1, 3)])
    expect(seatsOf(p, 1)).toEqual([
      [2, 1],
      [2, 2],
      [2, 3],
    ])
    const full = proposeSeasonSeats(hall('1x1x', 'xx11'), [ask(1, 8)])
    expect(seatsOf(full, 1)).toEqual([
      [1, 1],
      [1, 3],
      [2, 3],
      [2, 4],
    ])
    expect(full.notes).toContainEqual({ household: 1, kind: 'short', section: 1, missing: 4 })
  })

  it('never gives a seat twice, a held seat or a seat of another section, on a large mixed hall', () => {
    const { seatHall, requests } = randomCase(7)
    const p = proposeSeasonSeats(seatHall, requests)
    const keys = p.seats.map((s) => `${s.row}:${s.col}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(p.seats.length).toBeGreaterThan(700)
    for (const s of p.seats) {
      expect(seatHall.isSeat(s.row, s.col)).toBe(true)
      expect(seatHall.isHeld!(s.row, s.col)).toBe(false)
      if (s.section !== null) expect(seatHall.sectionOf(s.row, s.col)).toBe(s.section)
    }
    // Every seat asked for is either proposed or counted short.
    for (const r of requests) {
      const asked = r.seats.reduce((sum, e) => sum + e.count, 0)
      const given = p.seats.filter((s) => s.household === r.household).length
      const short = p.notes
        .filter((n) => n.household === r.household && n.kind === 'short')
        .reduce((sum, n) => sum + (n.kind === 'short' ? n.missing : 0), 0)
      expect(given + short).toBe(asked)
    }
    // A family that asked to sit together and got no split note sits in one run.
    for (const r of requests) {
      if (r.together === false || r.lastSeats || r.seats.length !== 1) continue
      if (p.notes.some((n) => n.household === r.household && n.kind === 'split')) continue
      const mine = p.seats.filter((s) => s.household === r.household)
      expect(new Set(mine.map((s) => s.row)).size).toBeLessThanOrEqual(1)
      for (let i = 1; i < mine.length; i++) expect(mine[i]!.col).toBe(mine[i - 1]!.col + 1)
    }
  })

  it('proposes the same seats for the same hall and requests, every time', () => {
    const { seatHall, requests } = randomCase(11)
    const first = proposeSeasonSeats(seatHall, requests)
    expect(proposeSeasonSeats(seatHall, structuredClone(requests))).toEqual(first)
    expect(first.notes.length).toBeGreaterThan(0)
  })
})

/** A seeded generator, so a failing case can be run again. */
function random(seed: number) {
  let s = seed
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
}

/**
 * A 30x40 hall (an aisle down the middle, some pillars, held and accessible seats, men's, women's and balcony
 * sections and a few seats of no section) and 320 households asking more than it holds, with last year's
 * seats (some gone, some twice, some off the map), wishes and sections the hall lacks.
 */
function randomCase(seed: number): { seatHall: SeasonHall; requests: AssignmentRequest[] } {
  const next = random(seed)
  const ROWS = 30
  const COLS = 40
  const kind = new Uint8Array((ROWS + 1) * (COLS + 1)) // 0 none, 1 seat, 2 held
  const accessible = new Uint8Array(kind.length)
  for (let row = 2; row <= ROWS; row++)
    for (let col = 1; col <= COLS; col++) {
      if (col === 20 || row === 20 || next() < 0.04) continue
      kind[row * (COLS + 1) + col] = next() < 0.05 ? 2 : 1
      if (next() < 0.02) accessible[row * (COLS + 1) + col] = 1
    }
  const sectionOf = (row: number, col: number) => (col === 1 ? null : row < 20 ? 1 : row < 26 ? 2 : 3)
  const seatHall: SeasonHall = {
    rows: ROWS,
    cols: COLS,
    isSeat: (row, col) => kind[row * (COLS + 1) + col]! > 0,
    sectionOf,
    isHeld: (row, col) => kind[row * (COLS + 1) + col] === 2,
    isAccessible: (row, col) => accessible[row * (COLS + 1) + col] === 1,
    arks: [
      { row: 1, col: 19 },
      { row: 1, col: 21 },
    ],
  }
  const sections = [1, 1, 1, 2, 3, null, 9]
  const requests: AssignmentRequest[] = []
  for (let household = 1; household <= 320; household++) {
    const pick = () => sections[Math.floor(next() * sections.length)]!
    const seats = [{ section: pick(), count: 1 + Math.floor(next() * 6) }]
    if (next() < 0.2) seats.push({ section: pick(), count: 1 + Math.floor(next() * 3) })
    const request: AssignmentRequest = { household, seats }
    if (next() < 0.4)
      request.lastSeats = Array.from({ length: 1 + Math.floor(next() * 5) }, () => ({
        row: Math.floor(next() * (ROWS + 2)),
        col: Math.floor(next() * (COLS + 2)),
      }))
    if (next() < 0.1) request.together = false
    if (next() < 0.15) request.nearArk = true
    if (next() < 0.15) request.notFrontRow = true
    if (next() < 0.05) request.accessible = true
    requests.push(request)
  }
  return { seatHall, requests }
}
