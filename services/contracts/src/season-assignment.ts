/**
 * The High Holiday automatic assignment: seats PROPOSED for every household's request, per section of the
 * hall, for the warden to review and confirm. Pure and deterministic (same hall and requests, same proposal),
 * so a warden who runs it twice sees the same map. Last year's seats go first, to every household that asked,
 * then the rest, largest blocks first (those who named a section before those asking anywhere), each block
 * one run of seats side by side in one row, split over neighbouring rows only when no run holds it. The hall
 * is read once into arrays; each block then looks only at its section's seats (bench:season-assignment: 400
 * households on a 1,200-seat hall in milliseconds).
 */

export interface SeasonHall {
  rows: number
  cols: number
  /** A seat that can be given this season (a seat cell, not under an element). */
  isSeat(row: number, col: number): boolean
  /** The seat's section id, or null when the map marks none there. */
  sectionOf(row: number, col: number): number | null
  /** Seats already held before the run (kept from a previous confirmation): never proposed again. */
  isHeld?(row: number, col: number): boolean
  /** A seat marked accessible (wheelchair place, no steps). */
  isAccessible?(row: number, col: number): boolean
  /** Cells of the ark (ארון קודש); 'near the ark' means close to the nearest of them. */
  arks?: ReadonlyArray<{ row: number; col: number }>
}

export interface AssignmentRequest {
  household: number
  /** Seats wanted per section; section null = anywhere. Each entry with count >= 1 (others ask nothing). */
  seats: ReadonlyArray<{ section: number | null; count: number }>
  /** 'The same seats as last year': these seats first when still seats, free, in the asked section. */
  lastSeats?: ReadonlyArray<{ row: number; col: number }>
  /** Default true: one block per section entry. False: seats one by one, near each other when they can. */
  together?: boolean
  nearArk?: boolean
  /** Front row = the first row that has seats of that section. */
  notFrontRow?: boolean
  /** At least one seat of the block accessible, when the hall marks any. */
  accessible?: boolean
}

/** One proposed seat; `section` is the request entry's (null: asked anywhere), as in the notes. */
export interface ProposedSeat {
  household: number
  section: number | null
  row: number
  col: number
}

export type AssignmentNote =
  /** No run held the block: split into `blocks` (as few as possible, in neighbouring rows). */
  | { household: number; kind: 'split'; section: number | null; blocks: number }
  /** Some of last year's seats could not be kept (no longer a seat, held, or given to another household). */
  | { household: number; kind: 'last_seats_taken'; section: number | null; missing: number }
  /** The section has not enough free seats: `missing` of the entry's seats have none. */
  | { household: number; kind: 'short'; section: number | null; missing: number }

export interface SeasonProposal {
  seats: ProposedSeat[]
  notes: AssignmentNote[]
}

interface Cell {
  row: number
  col: number
}

/** Seats side by side in one row: columns from..to, both included. */
interface Run {
  row: number
  from: number
  to: number
}

/** Where an entry may sit: one section's index in the hall, ANYWHERE, or a section the hall does not have. */
const ANYWHERE = -1
const NO_SUCH_SECTION = -2

/** One section entry of a request, as the run fills it. */
interface Entry {
  household: number
  section: number | null
  target: number
  count: number
  together: boolean
  nearArk: boolean
  notFrontRow: boolean
  accessible: boolean
  /** Seats given so far (last year's, then the rest). */
  seats: Cell[]
  hasAccessible: boolean
  lastMissing: number
  splitBlocks: number
  short: number
}

/** The hall read once: every later look is an array read, not a call into the caller's map. */
interface Snapshot {
  rows: number
  cols: number
  stride: number
  /** 1 for a seat cell (held or not). */
  seat: Uint8Array
  /** 1 for a seat neither held nor given yet. */
  free: Uint8Array
  /** Section index of each seat cell, -1 elsewhere. */
  section: Int32Array
  sectionIds: Array<number | null>
  /** Per row, accessible seats up to each column (a block's count is a subtraction). */
  accessibleUpTo: Int32Array
  anyAccessible: boolean
  frontRow: number[]
  /** Runs of seats not held and of one section, per section, front to back: a block lives inside one. */
  segments: Run[][]
  allSegments: Run[]
  freeIn: number[]
  freeTotal: number
  arks: Cell[]
}

function snapshotOf(hall: SeasonHall): Snapshot {
  const rows = Math.max(0, Math.floor(hall.rows))
  const cols = Math.max(0, Math.floor(hall.cols))
  const stride = cols + 2
  const size = (rows + 2) * stride
  const seat = new Uint8Array(size)
  const free = new Uint8Array(size)
  const section = new Int32Array(size).fill(-1)
  const accessibleUpTo = new Int32Array(size)
  const sectionIds: Array<number | null> = []
  const indexOf = new Map<number | null, number>()
  const frontRow: number[] = []
  const segments: Run[][] = []
  const allSegments: Run[] = []
  const freeIn: number[] = []
  let anyAccessible = false

  for (let row = 1; row <= rows; row++) {
    let open: Run | null = null
    let openSection = -1
    for (let col = 1; col <= cols + 1; col++) {
      const i = row * stride + col
      let usable = false
      if (col <= cols && hall.isSeat(row, col)) {
        seat[i] = 1
        const id = hall.sectionOf(row, col)
        let s = indexOf.get(id)
        if (s === undefined) {
          s = sectionIds.length
          indexOf.set(id, s)
          sectionIds.push(id)
          frontRow.push(row)
          segments.push([])
          freeIn.push(0)
        }
        section[i] = s
        const accessible = hall.isAccessible?.(row, col) === true
        if (accessible) anyAccessible = true
        accessibleUpTo[i] = accessibleUpTo[i - 1]! + (accessible ? 1 : 0)
        if (hall.isHeld?.(row, col) !== true) {
          free[i] = 1
          freeIn[s]!++
          usable = true
        }
      } else if (col <= cols) accessibleUpTo[i] = accessibleUpTo[i - 1]!
      // A segment ends at an aisle, a held seat or another section's seat.
      if (open && (!usable || section[i] !== openSection)) {
        segments[openSection]!.push(open)
        allSegments.push(open)
        open = null
      }
      if (usable && !open) {
        open = { row, from: col, to: col }
        openSection = section[i]!
      } else if (open) open.to = col
    }
  }
  const arks = (hall.arks ?? []).map(({ row, col }) => ({ row, col }))
  const freeTotal = freeIn.reduce((a, b) => a + b, 0)
  return {
    rows,
    cols,
    stride,
    seat,
    free,
    section,
    sectionIds,
    accessibleUpTo,
    anyAccessible,
    frontRow,
    segments,
    allSegments,
    freeIn,
    freeTotal,
    arks,
  }
}

const inHall = (h: Snapshot, row: number, col: number) =>
  Number.isInteger(row) && Number.isInteger(col) && row >= 1 && row <= h.rows && col >= 1 && col <= h.cols

const accessibleIn = (h: Snapshot, row: number, from: number, to: number) =>
  h.accessibleUpTo[row * h.stride + to]! - h.accessibleUpTo[row * h.stride + from - 1]!

/** Steps from a block to the nearest of some cells: rows apart plus the columns outside the block. */
function distanceTo(cells: ReadonlyArray<Cell>, row: number, from: number, to: number): number {
  let best = Infinity
  for (const c of cells) {
    const dx = c.col < from ? from - c.col : c.col > to ? c.col - to : 0
    const d = Math.abs(c.row - row) + dx
    if (d < best) best = d
  }
  return best === Infinity ? 0 : best
}

const segmentsOf = (h: Snapshot, target: number): Run[] =>
  target === ANYWHERE ? h.allSegments : target >= 0 ? (h.segments[target] ?? []) : []

const freeOf = (h: Snapshot, target: number) =>
  target === ANYWHERE ? h.freeTotal : target >= 0 ? (h.freeIn[target] ?? 0) : 0

/** The free runs inside the given segments, front to back, as they are now. */
function freeRuns(h: Snapshot, segments: ReadonlyArray<Run>): Run[] {
  const runs: Run[] = []
  for (const seg of segments) {
    const base = seg.row * h.stride
    let from = 0
    for (let col = seg.from; col <= seg.to + 1; col++) {
      const free = col <= seg.to && h.free[base + col] === 1
      if (free && from === 0) from = col
      else if (!free && from !== 0) {
        runs.push({ row: seg.row, from, to: col - 1 })
        from = 0
      }
    }
  }
  return runs
}

/** Lexicographic: lower is better, the first differing term decides. */
function better(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!
  return false
}

function give(h: Snapshot, entry: Entry, row: number, from: number, to: number): void {
  for (let col = from; col <= to; col++) {
    const i = row * h.stride + col
    h.free[i] = 0
    h.freeIn[h.section[i]!]!--
    h.freeTotal--
    entry.seats.push({ row, col })
  }
  if (h.anyAccessible && accessibleIn(h, row, from, to) > 0) entry.hasAccessible = true
}

/** How many of the largest runs it takes to seat n (Infinity when all of them cannot). */
function blocksNeeded(sizes: number[], n: number): number {
  const sorted = [...sizes].sort((a, b) => b - a)
  let sum = 0
  for (let k = 0; k < sorted.length; k++) {
    sum += sorted[k]!
    if (sum >= n) return k + 1
  }
  return Infinity
}

/**
 * The best single run of n seats, or false when no run holds them. Terms, most important first: an accessible
 * seat when asked; not the section's front row when asked; beside the household's seats already given; near
 * the ark when asked; no lone seat stranded beside the block (it would stay empty); accessible seats left for
 * those who need them; front to back; flush to a run's end; the lower column.
 */
function placeBlock(h: Snapshot, entry: Entry, n: number): boolean {
  const wantsAccessible = entry.accessible && h.anyAccessible && !entry.hasAccessible
  const spareAccessible = !entry.accessible && h.anyAccessible
  let best = new Float64Array(9)
  let score = new Float64Array(9)
  let found: Run | null = null
  for (const run of freeRuns(h, segmentsOf(h, entry.target))) {
    if (run.to - run.from + 1 < n) continue
    const front = h.frontRow[h.section[run.row * h.stride + run.from]!]
    for (let from = run.from; from + n - 1 <= run.to; from++) {
      const to = from + n - 1
      const left = from - run.from
      const right = run.to - to
      const accessible = wantsAccessible || spareAccessible ? accessibleIn(h, run.row, from, to) : 0
      score[0] = wantsAccessible && accessible === 0 ? 1 : 0
      score[1] = entry.notFrontRow && run.row === front ? 1 : 0
      score[2] = entry.seats.length ? distanceTo(entry.seats, run.row, from, to) : 0
      score[3] = entry.nearArk ? distanceTo(h.arks, run.row, from, to) : 0
      score[4] = (left === 1 ? 1 : 0) + (right === 1 ? 1 : 0)
      score[5] = spareAccessible ? accessible : 0
      score[6] = run.row
      score[7] = Math.min(left, right)
      score[8] = from
      if (!found || better(score, best)) {
        ;[best, score] = [score, best]
        found = { row: run.row, from, to }
      }
    }
  }
  if (!found) return false
  give(h, entry, found.row, found.from, found.to)
  return true
}

/**
 * No run holds the n seats: the fewest blocks that do, in the fewest neighbouring rows (rows with seats of
 * the section), the block sizes as even as the runs allow, lined up under the largest. Answers the block
 * count.
 */
function placeSplit(h: Snapshot, entry: Entry, n: number): number {
  const rows: number[] = []
  const runsByRow: Run[][] = []
  for (const seg of segmentsOf(h, entry.target)) {
    if (rows[rows.length - 1] !== seg.row) {
      rows.push(seg.row)
      runsByRow.push([])
    }
    runsByRow[runsByRow.length - 1]!.push(...freeRuns(h, [seg]))
  }
  const size = (r: Run) => r.to - r.from + 1
  const fewest = blocksNeeded(runsByRow.flat().map(size), n)
  if (fewest === Infinity) return 0
  const largest = (runs: Run[]) =>
    [...runs].sort((a, b) => size(b) - size(a) || a.row - b.row || a.from - b.from).slice(0, fewest)

  // The window of rows: fewest blocks, then the fewest rows, then the wishes, then the front.
  let chosen: { runs: Run[]; score: number[] } | null = null
  for (let i = 0; i < rows.length; i++) {
    const sizes: number[] = []
    for (let j = i; j < rows.length; j++) {
      if (chosen && j - i > chosen.score[0]!) break
      for (const run of runsByRow[j]!) sizes.push(size(run))
      if (blocksNeeded(sizes, n) > fewest) continue
      const runs = largest(runsByRow.slice(i, j + 1).flat())
      const score = [
        j - i,
        entry.accessible && h.anyAccessible && !entry.hasAccessible
          ? runs.some((r) => accessibleIn(h, r.row, r.from, r.to) > 0)
            ? 0
            : 1
          : 0,
        entry.notFrontRow
          ? runs.filter((r) => r.row === h.frontRow[h.section[r.row * h.stride + r.from]!]).length
          : 0,
        entry.nearArk ? Math.min(...runs.map((r) => distanceTo(h.arks, r.row, r.from, r.to))) : 0,
        rows[i]!,
      ]
      if (!chosen || better(score, chosen.score)) chosen = { runs, score }
      break
    }
  }
  if (!chosen) return 0

  // Even shares: the smallest runs first, each taking its share of what is left or all it has.
  const byCapacity = [...chosen.runs].sort((a, b) => size(a) - size(b) || a.row - b.row || a.from - b.from)
  const shares = new Map<Run, number>()
  let left = n
  byCapacity.forEach((run, k) => {
    const share = Math.min(size(run), Math.ceil(left / (byCapacity.length - k)))
    shares.set(run, share)
    left -= share
  })

  // The largest block first, the others as close under or beside it as their runs allow.
  const order = [...chosen.runs].sort(
    (a, b) => shares.get(b)! - shares.get(a)! || a.row - b.row || a.from - b.from,
  )
  let anchor = 0
  let blocks = 0
  for (const run of order) {
    const m = shares.get(run)!
    if (m < 1) continue
    let best: { from: number; score: number[] } | null = null
    for (let from = run.from; from + m - 1 <= run.to; from++) {
      const to = from + m - 1
      const l = from - run.from
      const r = run.to - to
      const score = [
        entry.accessible &&
        h.anyAccessible &&
        !entry.hasAccessible &&
        accessibleIn(h, run.row, from, to) === 0
          ? 1
          : 0,
        entry.nearArk ? distanceTo(h.arks, run.row, from, to) : 0,
        (l === 1 ? 1 : 0) + (r === 1 ? 1 : 0),
        blocks ? Math.abs(from + to - anchor) : 0,
        Math.min(l, r),
        from,
      ]
      if (!best || better(score, best.score)) best = { from, score }
    }
    const from = best!.from
    if (!blocks) anchor = from + from + m - 1
    give(h, entry, run.row, from, from + m - 1)
    blocks++
  }
  return blocks
}

/** The entry a seat of last year goes to: the one for its section, else one for anywhere, while with room. */
function entryFor(entries: Entry[], room: number[], section: number, unknown: boolean): number {
  let anywhere = -1
  for (let k = 0; k < entries.length; k++) {
    if (room[k]! < 1) continue
    if (!unknown && entries[k]!.target === section) return k
    if (entries[k]!.target === ANYWHERE && anywhere < 0) anywhere = k
  }
  if (anywhere >= 0 || !unknown) return anywhere
  // A seat no longer on the map has no section to go by: it counts against the first entry with room.
  return room.findIndex((r) => r > 0)
}

export function proposeSeasonSeats(
  hall: SeasonHall,
  requests: ReadonlyArray<AssignmentRequest>,
): SeasonProposal {
  const h = snapshotOf(hall)
  const sectionIndex = new Map(h.sectionIds.map((id, i) => [id, i] as const))
  const entriesOf: Entry[][] = requests.map((request) =>
    request.seats.map(({ section, count }) => ({
      household: request.household,
      section,
      target: section === null ? ANYWHERE : (sectionIndex.get(section) ?? NO_SUCH_SECTION),
      // A count that is not a whole number of seats asks for none.
      count: Number.isInteger(count) && count > 0 ? count : 0,
      together: request.together !== false,
      nearArk: request.nearArk === true && h.arks.length > 0,
      notFrontRow: request.notFrontRow === true,
      accessible: request.accessible === true,
      seats: [],
      hasAccessible: false,
      lastMissing: 0,
      splitBlocks: 0,
      short: 0,
    })),
  )

  // Phase 1: last year's seats, for every household that asked, before anyone else takes a seat.
  requests.forEach((request, r) => {
    if (!request.lastSeats?.length) return
    const entries = entriesOf[r]!
    const room = entries.map((e) => e.count)
    const seen = new Set<string>()
    const gone: Cell[] = []
    for (const { row, col } of request.lastSeats) {
      const key = `${row}:${col}`
      if (seen.has(key)) continue
      seen.add(key)
      if (!inHall(h, row, col) || h.free[row * h.stride + col] !== 1) {
        gone.push({ row, col })
        continue
      }
      const k = entryFor(entries, room, h.section[row * h.stride + col]!, false)
      if (k < 0) continue // a section not asked for this year, or fewer seats than last year
      room[k]!--
      give(h, entries[k]!, row, col, col)
    }
    // The seats that could not be kept count only where the family still has room for them, so a family
    // asking fewer seats than last year loses nothing it asked for.
    for (const { row, col } of gone) {
      const isSeat = inHall(h, row, col) && h.seat[row * h.stride + col] === 1
      const k = entryFor(entries, room, isSeat ? h.section[row * h.stride + col]! : -1, !isSeat)
      if (k < 0) continue
      room[k]!--
      entries[k]!.lastMissing++
    }
  })

  // Phase 2: the rest, largest blocks first, ties in request order (the sort is stable). Households that
  // named a section come before those asking anywhere: they can sit only there, the others take what is left.
  const units: Array<{ entry: Entry; size: number }> = []
  for (const entries of entriesOf)
    for (const entry of entries) {
      const rest = entry.count - entry.seats.length
      if (rest < 1) continue
      if (entry.together) units.push({ entry, size: rest })
      else for (let k = 0; k < rest; k++) units.push({ entry, size: 1 })
    }
  const flexible = (e: Entry) => (e.target === ANYWHERE ? 1 : 0)
  units.sort((a, b) => flexible(a.entry) - flexible(b.entry) || b.size - a.size)
  for (const { entry, size } of units) {
    const n = Math.min(size, freeOf(h, entry.target))
    entry.short += size - n
    if (n < 1 || placeBlock(h, entry, n)) continue
    entry.splitBlocks = placeSplit(h, entry, n)
  }

  const seats: ProposedSeat[] = []
  const notes: AssignmentNote[] = []
  for (const entries of entriesOf)
    for (const e of entries) {
      const mine = [...e.seats].sort((a, b) => a.row - b.row || a.col - b.col)
      for (const { row, col } of mine) seats.push({ household: e.household, section: e.section, row, col })
      const { household, section } = e
      if (e.lastMissing) notes.push({ household, kind: 'last_seats_taken', section, missing: e.lastMissing })
      if (e.splitBlocks > 1) notes.push({ household, kind: 'split', section, blocks: e.splitBlocks })
      if (e.short) notes.push({ household, kind: 'short', section, missing: e.short })
    }
  return { seats, notes }
}
