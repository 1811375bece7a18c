import { seatName, type Guest, type PartyHall, type SeatBlock } from '@seats/contracts'
import { cellKey, numberingOf, type EditorState } from '../map-editor'
import { seatStateOf } from '../seat-state'

/**
 * The open map as the party search reads it on the chosen date: a seat is free for the party when nobody
 * holds it or its people are away, and no other guest was lent it. The hall's entrances are its
 * 'entrance' elements, at their middle cell.
 */
export function partyHallOf(
  state: EditorState,
  date: { reported: ReadonlySet<number>; reverse: boolean; guests: readonly Guest[] },
): PartyHall {
  const numbering = numberingOf(state)
  const lent = new Set(date.guests.map((g) => cellKey(g.row, g.col)))
  return {
    rows: state.rows,
    cols: state.cols,
    isFree: (row, col) =>
      numbering.numberAt(row, col) !== null &&
      !lent.has(cellKey(row, col)) &&
      seatStateOf(state.seats.get(cellKey(row, col)) ?? [], date.reported, date.reverse) !== 'occupied',
    hasSeats: (row) => numbering.rowLabel(row) !== null,
    entrances: state.elements
      .filter((e) => e.kind === 'entrance')
      .map((e) => ({
        row: e.row + Math.floor((e.rowSpan - 1) / 2),
        col: e.col + Math.floor((e.colSpan - 1) / 2),
      })),
  }
}

/** The seats of a block, in the hall's numbering, as a guest is told them. */
export function seatsOfBlock(
  state: EditorState,
  block: SeatBlock,
): { row: number; col: number; name: string }[] {
  const numbering = numberingOf(state)
  const rowLabel = numbering.rowLabel(block.row) ?? ''
  const seats = []
  for (let col = block.from; col <= block.to; col++) {
    const number = numbering.numberAt(block.row, col)
    if (number !== null) seats.push({ row: block.row, col, name: seatName(rowLabel, number) })
  }
  return seats
}

/** "שורה ג, מושבים 4–8" (numbers run either way along a row, by the hall's scheme). */
export function describeBlock(state: EditorState, block: SeatBlock): string {
  const numbering = numberingOf(state)
  const numbers = []
  for (let col = block.from; col <= block.to; col++) {
    const n = numbering.numberAt(block.row, col)
    if (n !== null) numbers.push(n)
  }
  const low = Math.min(...numbers)
  const high = Math.max(...numbers)
  const row = `שורה ${numbering.rowLabel(block.row) ?? ''}`
  return low === high ? `${row}, מושב ${low}` : `${row}, מושבים ${low}–${high}`
}
