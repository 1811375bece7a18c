/**
 * Seats for a party of N on a date: N free seats side by side in one row (no aisle, no taken seat between),
 * else the closest split, two blocks one behind the other in neighbouring rows. Pure and linear in the
 * hall's size times the party's, so a 2,400-seat hall answers within a frame (bench:party-seats).
 */

/** The hall as the search needs it: which cells are seats free for guests on the date. */
export interface PartyHall {
  rows: number
  cols: number
  /** A seat (numbered, not under an element) that is free on the date and not lent to another guest. */
  isFree(row: number, col: number): boolean
  /** The row holds seats (an aisle across the hall does not); the first such row is the front row. */
  hasSeats(row: number): boolean
  /** Cells of the hall's entrances, when it marks any. */
  entrances?: ReadonlyArray<{ row: number; col: number }>
}

export interface PartyWishes {
  /** Not in the first row (the front row stays for the regulars). */
  notFrontRow?: boolean
  /** As close to an entrance as the hall allows (for the elderly, for leaving early). */
  nearEntrance?: boolean
}

/** A run of seats in one row: columns from..to, both included. */
export interface SeatBlock {
  row: number
  from: number
  to: number
}

export type PartySeats =
  | { kind: 'together'; blocks: [SeatBlock] }
  | { kind: 'split'; blocks: [SeatBlock, SeatBlock] }
  | { kind: 'none' }

/** Runs of free seats per row, left to right. */
function freeRuns(hall: PartyHall, rowAllowed: (row: number) => boolean): SeatBlock[][] {
  const runs: SeatBlock[][] = []
  for (let row = 1; row <= hall.rows; row++) {
    const inRow: SeatBlock[] = []
    if (rowAllowed(row)) {
      let from = 0
      for (let col = 1; col <= hall.cols + 1; col++) {
        const free = col <= hall.cols && hall.isFree(row, col)
        if (free && from === 0) from = col
        if (!free && from !== 0) {
          inRow.push({ row, from, to: col - 1 })
          from = 0
        }
      }
    }
    runs[row] = inRow
  }
  return runs
}

const size = (b: SeatBlock) => b.to - b.from + 1

/** Distance of a block to the nearest entrance (0 when the hall marks none). */
function entranceDistance(block: SeatBlock, entrances: PartyHall['entrances']): number {
  if (!entrances?.length) return 0
  let best = Infinity
  for (const e of entrances) {
    const dx = e.col < block.from ? block.from - e.col : e.col > block.to ? e.col - block.to : 0
    best = Math.min(best, Math.abs(e.row - block.row) + dx)
  }
  return best
}

/**
 * Where the block sits in a run: flush to one end when that leaves the rest of the run whole, so no lone
 * seat is stranded between the party and the aisle.
 */
function windowsOf(run: SeatBlock, n: number): SeatBlock[] {
  const out: SeatBlock[] = []
  for (let from = run.from; from + n - 1 <= run.to; from++) out.push({ row: run.row, from, to: from + n - 1 })
  return out
}

/** Lower is better: near an entrance when asked, no stranded seat, the run that fits best, the front first. */
function scoreOf(block: SeatBlock, run: SeatBlock, hall: PartyHall, wishes: PartyWishes): number[] {
  const left = block.from - run.from
  const right = run.to - block.to
  const stranded = (left === 1 ? 1 : 0) + (right === 1 ? 1 : 0)
  return [
    wishes.nearEntrance ? entranceDistance(block, hall.entrances) : 0,
    stranded,
    size(run) - size(block),
    block.row,
    Math.min(left, right),
    block.from,
  ]
}

const better = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!
  return false
}

export function findPartySeats(hall: PartyHall, n: number, wishes: PartyWishes = {}): PartySeats {
  if (!Number.isInteger(n) || n < 1) return { kind: 'none' }
  let front = 0
  for (let row = 1; row <= hall.rows && front === 0; row++) if (hall.hasSeats(row)) front = row
  const runs = freeRuns(hall, (row) => !(wishes.notFrontRow && row === front))

  let best: { block: SeatBlock; score: number[] } | null = null
  for (const row of runs)
    for (const run of row ?? [])
      if (size(run) >= n)
        for (const block of windowsOf(run, n)) {
          const score = scoreOf(block, run, hall, wishes)
          if (!best || better(score, best.score)) best = { block, score }
        }
  if (best) return { kind: 'together', blocks: [best.block] }
  if (n < 2) return { kind: 'none' }

  // No row holds them all: the larger half in one row, the rest right behind it, overlapping the most.
  const first = Math.ceil(n / 2)
  const second = n - first
  let split: { blocks: [SeatBlock, SeatBlock]; score: number[] } | null = null
  for (let row = 1; row < hall.rows; row++) {
    // The next row with seats is "behind" it, past an aisle across the hall.
    let next = row + 1
    while (next <= hall.rows && !hall.hasSeats(next)) next++
    if (next > hall.rows) break
    for (const [rowA, rowB, sizeA, sizeB] of [
      [row, next, first, second],
      [row, next, second, first],
    ] as const)
      for (const runA of runs[rowA] ?? [])
        if (size(runA) >= sizeA)
          for (const a of windowsOf(runA, sizeA))
            for (const runB of runs[rowB] ?? [])
              if (size(runB) >= sizeB)
                for (const b of windowsOf(runB, sizeB)) {
                  const overlap = Math.max(0, Math.min(a.to, b.to) - Math.max(a.from, b.from) + 1)
                  const score = [
                    wishes.nearEntrance
                      ? Math.min(entranceDistance(a, hall.entrances), entranceDistance(b, hall.entrances))
                      : 0,
                    -overlap,
                    rowA,
                    a.from,
                    b.from,
                  ]
                  if (!split || better(score, split.score)) split = { blocks: [a, b], score }
                }
  }
  return split ? { kind: 'split', blocks: split.blocks } : { kind: 'none' }
}
