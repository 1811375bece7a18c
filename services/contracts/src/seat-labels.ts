import type { CellKind } from './seating-vocabulary'

/**
 * How seats are named on screen and on print: "שורה ג, מושב 5".
 *
 * Rows are Hebrew numerals (gematria), the way Hebrew readers already count chapters and days of the month:
 * א … ט, י, יא, יב … טו, טז … כ, כא, כב, כג … ל … ק … ר. Every row up to MAX_MAP_ROWS gets a distinct label
 * and a reader never has to guess whether "כ" is the 11th or the 20th row: it is the 20th.
 * Seats are numbered 1, 2, 3 … within a row, skipping aisles and blocked cells, from column 1 (the right-hand
 * end of the row in the right-to-left map). Rows are lettered the same way: a row without seats (an aisle
 * across the hall) gets no letter, and the row after it takes the next one, as on the printed map.
 */

const UNITS = ['', 'א', 'ב', 'ג', 'ד', 'ה', 'ו', 'ז', 'ח', 'ט'] as const
const TENS = ['', 'י', 'כ', 'ל', 'מ', 'נ', 'ס', 'ע', 'פ', 'צ'] as const
const HUNDREDS = ['', 'ק', 'ר', 'ש', 'ת'] as const

/** The Hebrew row label of a 1-based row number (1 → א, 15 → טו, 23 → כג, 200 → ר). */
export function hebrewRowLabel(row: number): string {
  if (!Number.isInteger(row) || row < 1 || row > 499) throw new RangeError(`row ${row} has no Hebrew label`)
  const hundreds = HUNDREDS[Math.floor(row / 100)] ?? ''
  const rest = row % 100
  // 15 and 16 are written ט+ו and ט+ז, never as letters of the divine name.
  if (rest === 15) return `${hundreds}טו`
  if (rest === 16) return `${hundreds}טז`
  return `${hundreds}${TENS[Math.floor(rest / 10)] ?? ''}${UNITS[rest % 10] ?? ''}`
}

const LETTER_VALUES: Record<string, number> = Object.fromEntries([
  ...UNITS.slice(1).map((l, i) => [l, i + 1] as const),
  ...TENS.slice(1).map((l, i) => [l, (i + 1) * 10] as const),
  ...HUNDREDS.slice(1).map((l, i) => [l, (i + 1) * 100] as const),
])

/** The row number of a label made by hebrewRowLabel (geresh marks are ignored); null when it is not one. */
export function parseHebrewRowLabel(label: string): number | null {
  const letters = label.replace(/[׳״'"\s]/g, '')
  if (!letters) return null
  let total = 0
  for (const letter of letters) {
    const value = LETTER_VALUES[letter]
    if (value === undefined) return null
    total += value
  }
  return total >= 1 && total <= 499 && hebrewRowLabel(total) === letters ? total : null
}

/** Seat numbers of a whole map, computed once per layout and read per cell. */
export interface SeatNumbering {
  /** The seat's number within its row, or null for an aisle, a blocked cell or a cell outside the map. */
  numberAt(row: number, col: number): number | null
  /** How many seats the row has. */
  seatsInRow(row: number): number
  /** The row's letter, counting only rows that have seats; null for a row without seats. */
  rowLabel(row: number): string | null
  /** Seats of the whole map. */
  readonly totalSeats: number
}

/**
 * Numbers the seats of every row from column 1, skipping cells that are not seats.
 * `kindAt` answers the kind of a cell; unlisted cells of a map document are plain seats.
 */
export function numberSeats(
  rows: number,
  cols: number,
  kindAt: (row: number, col: number) => CellKind,
): SeatNumbering {
  const numbers = new Int16Array(rows * cols)
  const perRow = new Int16Array(rows)
  const letters: (string | null)[] = []
  let total = 0
  let lettered = 0
  for (let r = 1; r <= rows; r++) {
    let n = 0
    for (let c = 1; c <= cols; c++) {
      if (kindAt(r, c) === 'seat') numbers[(r - 1) * cols + (c - 1)] = ++n
    }
    perRow[r - 1] = n
    letters.push(n > 0 ? hebrewRowLabel(++lettered) : null)
    total += n
  }
  return {
    numberAt(row, col) {
      if (row < 1 || row > rows || col < 1 || col > cols) return null
      const n = numbers[(row - 1) * cols + (col - 1)] ?? 0
      return n === 0 ? null : n
    },
    seatsInRow: (row) => (row < 1 || row > rows ? 0 : (perRow[row - 1] ?? 0)),
    rowLabel: (row) => letters[row - 1] ?? null,
    totalSeats: total,
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

/** numberSeats over a map document's sparse cell list; cells under its elements are not seats. */
export function numberSeatsOfMap(map: {
  rows: number
  cols: number
  cells: ReadonlyArray<{ row: number; col: number; kind?: CellKind }>
  elements?: ReadonlyArray<CellRectangle>
}): SeatNumbering {
  const kinds = new Map<number, CellKind>()
  for (const cell of map.cells)
    if (cell.kind && cell.kind !== 'seat') kinds.set(cell.row * 1000 + cell.col, cell.kind)
  const covered = coveredCells(map.elements ?? [])
  return numberSeats(map.rows, map.cols, (r, c) =>
    covered.has(r * 1000 + c) ? 'blocked' : (kinds.get(r * 1000 + c) ?? 'seat'),
  )
}

/** A row as texts about rows name it (a display's range, an element's place): its letter, or "מעבר". */
export const rowLetterOrAisle = (numbering: SeatNumbering, row: number): string =>
  numbering.rowLabel(row) ?? 'מעבר'

/** "שורה ג, מושב 5": how a seat is named to a person (the row's letter from SeatNumbering.rowLabel). */
export function seatName(rowLabel: string, seatNumber: number): string {
  return `שורה ${rowLabel}, מושב ${seatNumber}`
}

/** "ג 5": the short form used on badges and in lists. */
export function shortSeatName(rowLabel: string, seatNumber: number): string {
  return `${rowLabel} ${seatNumber}`
}
