/**
 * Finding seats for a party on a 2,400-seat hall (41 rows of 61 cells, an aisle down the middle and one across: 2,400 seats),
 * as the map screen does when a warden asks for N seats together: the median and worst time per search,
 * with the hall half taken at random, for parties of 2 to 12 and for a party no row can hold (the split).
 *
 *   pnpm -F @seats/infra bench:party-seats           BENCH_RUNS=200 BENCH_TAKEN=0.5
 */
import { findPartySeats, type PartyHall } from '@seats/contracts'
import { runBench } from './support/run-bench.js'
import { printTable } from './support/table.js'

const ROWS = 41
const COLS = 61
const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const TAKEN = Number(process.env.BENCH_TAKEN ?? 0.5)

/** A seeded generator, so each run measures the same halls. */
function random(seed: number) {
  let s = seed
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
}

function hallOf(seed: number, taken: number): PartyHall {
  const next = random(seed)
  const free = new Uint8Array((ROWS + 1) * (COLS + 1))
  for (let row = 1; row <= ROWS; row++)
    for (let col = 1; col <= COLS; col++)
      if (col !== 31 && row !== 21 && next() >= taken) free[row * (COLS + 1) + col] = 1
  return {
    rows: ROWS,
    cols: COLS,
    isFree: (row, col) => free[row * (COLS + 1) + col] === 1,
    hasSeats: (row) => row !== 21,
    entrances: [{ row: ROWS, col: 1 }],
  }
}

function measure(n: number, taken: number, wishes = {}) {
  const times: number[] = []
  let found = { together: 0, split: 0, none: 0 }
  for (let run = 0; run < RUNS; run++) {
    const hall = hallOf(run + 1, taken)
    const start = performance.now()
    const result = findPartySeats(hall, n, wishes)
    times.push(performance.now() - start)
    found = { ...found, [result.kind]: found[result.kind] + 1 }
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(times.length / 2)]!, worst: times[times.length - 1]!, found }
}

runBench(async () => {
  console.log(
    `party seats on a ${ROWS}x${COLS} hall (${ROWS * COLS - COLS - ROWS + 1} seats), ${RUNS} halls each`,
  )
  const rows: string[][] = []
  for (const [n, taken, wishes, label] of [
    [2, TAKEN, {}, 'party of 2'],
    [5, TAKEN, {}, 'party of 5'],
    [5, TAKEN, { notFrontRow: true, nearEntrance: true }, 'party of 5, wishes'],
    [12, 0.2, {}, 'party of 12, hall 20% taken'],
    [12, TAKEN, {}, 'party of 12 (split)'],
  ] as const) {
    const r = measure(n, taken, wishes)
    rows.push([
      label,
      r.median.toFixed(2),
      r.worst.toFixed(2),
      String(r.found.together),
      String(r.found.split),
      String(r.found.none),
    ])
  }
  printTable(['search', 'median ms', 'worst ms', 'together', 'split', 'none'], rows)
})
