import type { Display } from '@seats/contracts'
import {
  cellKey,
  numberingOf,
  peopleAt,
  type EditorState,
  filterPersons,
  type PersonDirectory,
} from '../map-editor'
import { hallSeats, type HallLayout, type HallSeat, isFree, seatStateOf, type SeatState } from '../seat-state'

/** One line of the seat list: a seat, the part of the hall it is in, who holds it and its state on the date. */
export interface SeatListRow extends HallSeat {
  /** row * 1000 + col, the editor's cell key. */
  key: number
  /** The display (a named part of the hall) the seat is in, or the map's name. */
  section: string
  state: SeatState
}

/** What the list is narrowed to: seats free on the date, and seats held by the persons a search found. */
export interface SeatListFilter {
  onlyFree: boolean
  /** The persons whose names match the search; null when nothing is searched. */
  matching: ReadonlySet<number> | null
}

/** The hall of the editor's map: its numbering (cells under elements are no seats) and its holders. */
export const hallOfEditor = (state: EditorState): HallLayout => ({
  rows: state.rows,
  cols: state.cols,
  numbering: numberingOf(state),
  holdersAt: (row, col) => peopleAt(state, cellKey(row, col)),
})

type Range = readonly [number, number] | null | undefined
const covers = (range: Range, n: number) => !range || (range[0] <= n && n <= range[1])
const spanOf = (range: Range, size: number) =>
  range ? Math.min(range[1], size) - Math.max(range[0], 1) + 1 : size

/**
 * Names the part of the hall a seat is in. Displays are the map's named parts (row and column ranges,
 * "עזרת נשים", "צד ימין"); a seat belongs to the smallest one that covers it, the earlier one on a tie. A
 * display of the whole hall names no part: a seat no part covers is named by the map.
 */
export function sectionsOf(
  displays: ReadonlyArray<Pick<Display, 'name' | 'rowRange' | 'colRange' | 'position'>>,
  map: { name: string; rows: number; cols: number },
): (row: number, col: number) => string {
  const parts = displays
    .filter((d) => d.rowRange || d.colRange)
    .map((d) => ({ ...d, cells: spanOf(d.rowRange, map.rows) * spanOf(d.colRange, map.cols) }))
    .sort((a, b) => a.cells - b.cells || a.position - b.position)
  return (row, col) => parts.find((d) => covers(d.rowRange, row) && covers(d.colRange, col))?.name ?? map.name
}

/** Every seat of the hall with its part, holders and state on the date, in walking order (row, then seat number). */
export function seatListOf(
  hall: HallLayout,
  sectionOf: (row: number, col: number) => string,
  reported: ReadonlySet<number>,
  reverse: boolean,
): SeatListRow[] {
  return hallSeats(hall).map((seat) => ({
    ...seat,
    key: cellKey(seat.row, seat.col),
    section: sectionOf(seat.row, seat.col),
    state: seatStateOf(seat.holders, reported, reverse),
  }))
}

/**
 * The persons a search finds, by the worshippers list's own rule (every word in the name or the phone);
 * null for an empty search.
 */
export function matchingPersons(directory: PersonDirectory, query: string): ReadonlySet<number> | null {
  if (!query.trim()) return null
  return new Set(filterPersons(directory, query, 'all', () => true).map((p) => p.id))
}

/** The rows a filter keeps, in their order: free ones only if asked, and those held by someone searched for. */
export function filterSeatList(rows: readonly SeatListRow[], filter: SeatListFilter): readonly SeatListRow[] {
  const { onlyFree, matching } = filter
  if (!onlyFree && !matching) return rows
  return rows.filter(
    (r) => (!onlyFree || isFree(r.state)) && (!matching || r.holders.some((id) => matching.has(id))),
  )
}
