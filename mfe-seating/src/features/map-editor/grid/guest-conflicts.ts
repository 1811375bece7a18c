import { seatName, type Guest } from '@seats/contracts'
import { seatStateOf } from '../../seat-state'
import { cellKey, numberingOf, type EditorState } from '../model/editor-state'

/** The date's guests whose seat is no longer free: its own worshipper is coming after all. */
export function guestConflicts(
  state: Pick<EditorState, 'seats'>,
  guests: readonly Guest[],
  reported: ReadonlySet<number>,
  reverse: boolean,
): Guest[] {
  return guests.filter(
    (g) => seatStateOf(state.seats.get(cellKey(g.row, g.col)) ?? [], reported, reverse) === 'occupied',
  )
}

/** A seat free on the date for a guest: nobody holds it or its people are away, and no guest was lent it. */
export interface FreeSeatOnDate {
  row: number
  col: number
  seatName: string
}

/** The map's seats free for a guest on the date, row by row and by seat number (where a guest may move). */
export function freeSeatsOnDate(
  state: EditorState,
  guests: readonly Guest[],
  reported: ReadonlySet<number>,
  reverse: boolean,
): FreeSeatOnDate[] {
  const numbering = numberingOf(state)
  const lent = new Set(guests.map((g) => cellKey(g.row, g.col)))
  const seats: (FreeSeatOnDate & { number: number })[] = []
  for (let row = 1; row <= state.rows; row++) {
    const label = numbering.rowLabel(row)
    if (label === null) continue
    const inRow: (FreeSeatOnDate & { number: number })[] = []
    for (let col = 1; col <= state.cols; col++) {
      const number = numbering.numberAt(row, col)
      const key = cellKey(row, col)
      if (number === null || lent.has(key)) continue
      if (seatStateOf(state.seats.get(key) ?? [], reported, reverse) === 'occupied') continue
      inRow.push({ row, col, number, seatName: seatName(label, number) })
    }
    seats.push(...inRow.sort((a, b) => a.number - b.number))
  }
  return seats.map(({ number: _number, ...seat }) => seat)
}
