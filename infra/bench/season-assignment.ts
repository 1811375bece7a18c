/**
 * The High Holiday automatic assignment on a 1,200-seat hall, as the warden runs it for the season: men's
 * section in front (20 rows of 40, an aisle down the middle), women's behind an aisle across the hall (5 rows
 * of 40), a balcony block (5 rows of 40), the ark at the front, accessible seats at the aisle ends and 3% of
 * the seats held from a previous confirmation. 400 households asking 1 to 6 seats (some in two sections,
 * some with wishes), 40% of them returning with last year's seats from a seeded run on last year's requests.
 * Prints the median and worst time per run (the first, cold, run included) and what the proposal did.
 *
 *   pnpm -F @seats/infra bench:season-assignment           BENCH_RUNS=50 BENCH_HOUSEHOLDS=400
 */
import {
  proposeSeasonSeats,
  type SeasonHall,
  type SeasonProposal,
  type AssignmentRequest,
} from '@seats/contracts'
import { runBench } from './support/run-bench.js'
import { printTable } from './support/table.js'

const RUNS = Number(process.env.BENCH_RUNS ?? 50)
const HOUSEHOLDS = Number(process.env.BENCH_HOUSEHOLDS ?? 400)

const ROWS = 33
const COLS = 41
const MEN = 1
const WOMEN = 2
const BALCONY = 3
const AISLE_COL = 21

/** A seeded generator, so each run measures the same hall and requests. */
function random(seed: number) {
  let s = seed
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
}

/** Row 1 the ark, men's rows 2-21, an aisle across, women's rows 23-27, a gap, the balcony rows 29-33. */
function sectionAt(row: number, col: number): number | null {
  if (row >= 2 && row <= 21 && col !== AISLE_COL) return MEN
  if (row >= 23 && row <= 27 && col !== AISLE_COL) return WOMEN
  if (row >= 29 && row <= 33 && col <= 40) return BALCONY
  return null
}

function hallOf(heldShare: number): SeasonHall {
  const next = random(17)
  const held = new Uint8Array((ROWS + 1) * (COLS + 1))
  for (let row = 1; row <= ROWS; row++)
    for (let col = 1; col <= COLS; col++)
      if (sectionAt(row, col) !== null && next() < heldShare) held[row * (COLS + 1) + col] = 1
  return {
    rows: ROWS,
    cols: COLS,
    isSeat: (row, col) => sectionAt(row, col) !== null,
    sectionOf: sectionAt,
    isHeld: (row, col) => held[row * (COLS + 1) + col] === 1,
    isAccessible: (row, col) => (row === 21 || row === 27) && [1, 20, 22, 41].includes(col),
    arks: [20, 21, 22].map((col) => ({ row: 1, col })),
  }
}

const SIZES = [1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 6, 6]

/** One household's request: the family's size and where its members sit, with a wish now and then. */
function requestOf(household: number, next: () => number): AssignmentRequest {
  const size = SIZES[Math.floor(next() * SIZES.length)]!
  const where = next()
  const seats =
    where < 0.55 || (where < 0.7 && size === 1)
      ? [{ section: MEN, count: size }]
      : where < 0.7
        ? [
            { section: MEN, count: Math.ceil(size / 2) },
            { section: WOMEN, count: Math.floor(size / 2) },
          ]
        : where < 0.8
          ? [{ section: WOMEN, count: size }]
          : where < 0.92
            ? [{ section: BALCONY, count: size }]
            : [{ section: null, count: size }]
  return {
    household,
    seats,
    ...(next() < 0.1 ? { nearArk: true } : {}),
    ...(next() < 0.08 ? { notFrontRow: true } : {}),
    ...(next() < 0.02 ? { accessible: true } : {}),
    ...(next() < 0.04 ? { together: false } : {}),
  }
}

/**
 * This year's requests: a `returning` share of last year's households ask as they did (a member more or less
 * now and then) with the seats last year's run gave them; the others are new households.
 */
function requestsOf(count: number, returning: number): AssignmentRequest[] {
  const lastYearNext = random(2024)
  const lastYear = Array.from({ length: count }, (_, i) => requestOf(i + 1, lastYearNext))
  const lastProposal = proposeSeasonSeats(hallOf(0), lastYear)
  const seatsOf = new Map<number, Array<{ row: number; col: number }>>()
  for (const s of lastProposal.seats)
    seatsOf.set(s.household, [...(seatsOf.get(s.household) ?? []), { row: s.row, col: s.col }])

  const next = random(2025)
  return Array.from({ length: count }, (_, i) => {
    const last = lastYear[i]!
    if (next() >= returning || !seatsOf.has(last.household)) return requestOf(1001 + i, next)
    const change = next()
    const seats = last.seats.map((e, k) =>
      k === 0 && change < 0.1
        ? { ...e, count: e.count + 1 }
        : k === 0 && change < 0.15 && e.count > 1
          ? { ...e, count: e.count - 1 }
          : e,
    )
    return { ...last, seats, lastSeats: seatsOf.get(last.household) }
  })
}

function measure(hall: SeasonHall, requests: AssignmentRequest[]) {
  const times: number[] = []
  let first: SeasonProposal | null = null
  let firstJson = ''
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now()
    const proposal = proposeSeasonSeats(hall, requests)
    times.push(performance.now() - start)
    const json = JSON.stringify(proposal)
    if (!first) [first, firstJson] = [proposal, json]
    else if (json !== firstJson) throw new Error('two runs on the same requests proposed different seats')
  }
  times.sort((a, b) => a - b)
  const p = first!
  const households = (kind: string) =>
    new Set(p.notes.filter((n) => n.kind === kind).map((n) => n.household)).size
  const missing = p.notes.reduce((sum, n) => sum + (n.kind === 'short' ? n.missing : 0), 0)
  const asked = requests.reduce((sum, r) => sum + (r.lastSeats?.length ?? 0), 0)
  const lastOf = new Map(
    requests.map((r) => [r.household, new Set(r.lastSeats?.map((c) => `${c.row}:${c.col}`))] as const),
  )
  const kept = p.seats.filter((s) => lastOf.get(s.household)?.has(`${s.row}:${s.col}`)).length
  return {
    median: times[Math.floor(times.length / 2)]!,
    worst: times[times.length - 1]!,
    seats: p.seats.length,
    asked: requests.reduce((sum, r) => sum + r.seats.reduce((s, e) => s + e.count, 0), 0),
    split: households('split'),
    short: `${households('short')} (${missing})`,
    kept: `${kept}/${asked}`,
  }
}

runBench(async () => {
  const hall = hallOf(0.03)
  let free = 0
  for (let row = 1; row <= ROWS; row++)
    for (let col = 1; col <= COLS; col++) if (hall.isSeat(row, col) && !hall.isHeld!(row, col)) free++
  console.log(`season assignment on a ${ROWS}x${COLS} hall (1200 seats, ${free} not held), ${RUNS} runs each`)
  const rows: string[][] = []
  for (const [label, count, returning] of [
    [`${HOUSEHOLDS} households, 40% returning`, HOUSEHOLDS, 0.4],
    [`${HOUSEHOLDS} households, all new`, HOUSEHOLDS, 0],
    [`${Math.round(HOUSEHOLDS * 1.5)} households (more than the hall)`, Math.round(HOUSEHOLDS * 1.5), 0.4],
  ] as const) {
    const r = measure(hall, requestsOf(count, returning))
    rows.push([
      label,
      r.median.toFixed(2),
      r.worst.toFixed(2),
      `${r.seats}/${r.asked}`,
      String(r.split),
      r.short,
      r.kept,
    ])
  }
  printTable(
    ['requests', 'median ms', 'worst ms', 'seats proposed', 'split', 'short (seats)', 'last seats kept'],
    rows,
  )
})
