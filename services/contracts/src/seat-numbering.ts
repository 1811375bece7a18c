import { hebrewRowLabel } from './seat-labels'
import { DEFAULT_SEAT_NUMBERING, type CellKind, type SeatNumberingScheme } from './seating-vocabulary'

/**
 * The one place seats get their numbers, under the map's scheme (screen, print, the phone line and exports
 * all read it). Column 1 is the right-hand end of a row in the right-to-left hall.
 *
 * - `row`: 1, 2, 3 … along each row from the right, skipping aisles and blocked cells.
 * - `column-right` / `column-left`: one number per seat column of the hall, counted from the right (or the
 *   left), so a number means the same column in every row. A column that is an aisle in every row gets no
 *   number; a blocked seat or one under the ark keeps its column's number to itself (it shows none) and
 *   does not shift the others.
 * - `odd-even`: per row, odd numbers on the right side and even ones on the left, each side counted outward
 *   from the hall's middle (1, 3, 5 … rightwards; 2, 4, 6 … leftwards), skipping cells that are not seats.
 *   The middle is the central aisle: the column that is an aisle in every row nearest the grid's centre,
 *   when it lies within a quarter of the width from it. Without one, the middle is the grid's centre: the
 *   right side is columns 1 … ⌊(cols+1)/2⌋ (an odd grid's centre seat is the first on the right).
 */

/** Seat numbers of a whole map, computed once per layout and read per cell. */
export interface SeatNumbering {
  readonly scheme: SeatNumberingScheme
  /** The seat's number, or null for an aisle, a blocked cell or a cell outside the map. */
  numberAt(row: number, col: number): number | null
  /** How many seats the row has. */
  seatsInRow(row: number): number
  /** The row's letter, counting only rows that have seats; null for a row without seats. */
  rowLabel(row: number): string | null
  /** The number over a column: the one every seat in it carries; null for an aisle or when the rows differ. */
  columnNumber(col: number): number | null
  /** Seats of the whole map. */
  readonly totalSeats: number
  /** Rows that have seats, as a warden counts them. */
  readonly seatedRows: number
  /** Seats of the fullest row. */
  readonly widestRow: number
}

const SEAT = 0
const AISLE = 1
const BLOCKED = 2
const CODES: Record<CellKind, number> = { seat: SEAT, aisle: AISLE, blocked: BLOCKED }

/** The column of the central aisle (1-based), or 0 when the hall has none. */
function centralAisle(aisleColumn: (col: number) => boolean, cols: number): number {
  const centre = (cols + 1) / 2
  let best = 0
  for (let c = 1; c <= cols; c++)
    if (aisleColumn(c) && (best === 0 || Math.abs(c - centre) < Math.abs(best - centre))) best = c
  return best !== 0 && Math.abs(best - centre) <= cols / 4 ? best : 0
}

/**
 * Numbers the seats of a map under a scheme. `kindAt` answers the kind of a cell (a seat under an element
 * answers 'blocked'); unlisted cells of a map document are plain seats.
 */
export function numberSeats(
  rows: number,
  cols: number,
  kindAt: (row: number, col: number) => CellKind,
  scheme: SeatNumberingScheme = DEFAULT_SEAT_NUMBERING,
): SeatNumbering {
  const kinds = new Uint8Array(rows * cols)
  const physical = new Uint8Array(cols + 1)
  for (let r = 1; r <= rows; r++)
    for (let c = 1; c <= cols; c++) {
      const code = CODES[kindAt(r, c)]
      kinds[(r - 1) * cols + (c - 1)] = code
      if (code !== AISLE) physical[c] = 1
    }
  const isSeat = (r: number, c: number) => kinds[(r - 1) * cols + (c - 1)] === SEAT
  const numbers = new Int16Array(rows * cols)
  const set = (r: number, c: number, n: number) => (numbers[(r - 1) * cols + (c - 1)] = n)

  if (scheme === 'column-right' || scheme === 'column-left') {
    const columnNo = new Int16Array(cols + 1)
    let n = 0
    for (let i = 1; i <= cols; i++) {
      const c = scheme === 'column-right' ? i : cols + 1 - i
      if (physical[c]) columnNo[c] = ++n
    }
    for (let r = 1; r <= rows; r++) for (let c = 1; c <= cols; c++) if (isSeat(r, c)) set(r, c, columnNo[c]!)
  } else if (scheme === 'odd-even') {
    const aisle = centralAisle((c) => !physical[c], cols)
    const lastRight = aisle ? aisle - 1 : Math.floor((cols + 1) / 2)
    const firstLeft = aisle ? aisle + 1 : lastRight + 1
    for (let r = 1; r <= rows; r++) {
      let odd = -1
      for (let c = lastRight; c >= 1; c--) if (isSeat(r, c)) set(r, c, (odd += 2))
      let even = 0
      for (let c = firstLeft; c <= cols; c++) if (isSeat(r, c)) set(r, c, (even += 2))
    }
  } else {
    for (let r = 1; r <= rows; r++) {
      let n = 0
      for (let c = 1; c <= cols; c++) if (isSeat(r, c)) set(r, c, ++n)
    }
  }

  const perRow = new Int16Array(rows)
  const letters: (string | null)[] = []
  let total = 0
  let lettered = 0
  let widest = 0
  for (let r = 1; r <= rows; r++) {
    let n = 0
    for (let c = 1; c <= cols; c++) if (isSeat(r, c)) n++
    perRow[r - 1] = n
    letters.push(n > 0 ? hebrewRowLabel(++lettered) : null)
    total += n
    widest = Math.max(widest, n)
  }
  // A column's number when all its seats agree: 0 none yet, -1 they differ.
  const shared = new Int16Array(cols + 1)
  for (let r = 1; r <= rows; r++)
    for (let c = 1; c <= cols; c++) {
      const n = numbers[(r - 1) * cols + (c - 1)]!
      if (n === 0 || shared[c] === -1) continue
      shared[c] = shared[c] === 0 || shared[c] === n ? n : -1
    }

  return {
    scheme,
    numberAt(row, col) {
      if (row < 1 || row > rows || col < 1 || col > cols) return null
      const n = numbers[(row - 1) * cols + (col - 1)] ?? 0
      return n === 0 ? null : n
    },
    seatsInRow: (row) => (row < 1 || row > rows ? 0 : (perRow[row - 1] ?? 0)),
    rowLabel: (row) => letters[row - 1] ?? null,
    columnNumber: (col) => {
      const n = col < 1 || col > cols ? 0 : (shared[col] ?? 0)
      return n > 0 ? n : null
    },
    totalSeats: total,
    seatedRows: lettered,
    widestRow: widest,
  }
}

/** An element's rectangle on the grid (ark, bimah …). */
export interface CellRectangle {
  row: number
  col: number
  rowSpan: number
  colSpan: number
}

/**
 * The cells under a map's elements, as row * 1000 + col. A seat under the ark or the bimah is no seat:
 * it gets no number, is never free, and nobody can sit there.
 */
export function coveredCells(elements: ReadonlyArray<CellRectangle>): ReadonlySet<number> {
  const covered = new Set<number>()
  for (const e of elements)
    for (let r = e.row; r < e.row + e.rowSpan; r++)
      for (let c = e.col; c < e.col + e.colSpan; c++) covered.add(r * 1000 + c)
  return covered
}

/**
 * numberSeats over a map document under its own scheme; cells under its elements are not seats (an aisle
 * under one stays an aisle, as in the editor).
 */
export function numberSeatsOfMap(map: {
  rows: number
  cols: number
  cells: ReadonlyArray<{ row: number; col: number; kind?: CellKind }>
  elements?: ReadonlyArray<CellRectangle>
  seatNumbering?: SeatNumberingScheme
}): SeatNumbering {
  const kinds = new Map<number, CellKind>()
  for (const cell of map.cells)
    if (cell.kind && cell.kind !== 'seat') kinds.set(cell.row * 1000 + cell.col, cell.kind)
  const covered = coveredCells(map.elements ?? [])
  return numberSeats(
    map.rows,
    map.cols,
    (r, c) => kinds.get(r * 1000 + c) ?? (covered.has(r * 1000 + c) ? 'blocked' : 'seat'),
    map.seatNumbering,
  )
}
