import { numberSeatsOfMap, type SeatMap, type SeatNumbering } from '@seats/contracts'

/** A map's seats as a list reads them: the numbering of its layout and who holds each cell. */
export interface HallLayout {
  rows: number
  cols: number
  numbering: Pick<SeatNumbering, 'numberAt' | 'rowLabel'>
  holdersAt(row: number, col: number): readonly number[]
}

/** One seat of the hall: where it is, how it is named (row letter, seat number) and who holds it. */
export interface HallSeat {
  row: number
  col: number
  rowLabel: string
  number: number
  holders: readonly number[]
}

/**
 * Every seat of a map in the order a warden walks the hall: row by row, then by seat number. Aisles,
 * blocked cells and cells under an element are no seats (the numbering gives them no number).
 */
export function hallSeats(hall: HallLayout): HallSeat[] {
  const seats: HallSeat[] = []
  for (let row = 1; row <= hall.rows; row++) {
    const rowLabel = hall.numbering.rowLabel(row)
    if (rowLabel === null) continue
    const inRow: HallSeat[] = []
    for (let col = 1; col <= hall.cols; col++) {
      const number = hall.numbering.numberAt(row, col)
      if (number !== null) inRow.push({ row, col, rowLabel, number, holders: hall.holdersAt(row, col) })
    }
    // Numbered from the left, or odd and even, the numbers do not follow the columns.
    seats.push(...inRow.sort((a, b) => a.number - b.number))
  }
  return seats
}

const NOBODY: readonly number[] = Object.freeze([])

/** The hall of a map document as the API answers it (a sparse cell list). */
export function hallOfMap(
  map: Pick<SeatMap, 'rows' | 'cols' | 'cells' | 'elements' | 'seatNumbering'>,
): HallLayout {
  const holders = new Map<number, readonly number[]>()
  for (const cell of map.cells)
    if (cell.people.length > 0)
      holders.set(
        cell.row * 1000 + cell.col,
        cell.people.map((p) => p.id),
      )
  return {
    rows: map.rows,
    cols: map.cols,
    numbering: numberSeatsOfMap(map),
    holdersAt: (row, col) => holders.get(row * 1000 + col) ?? NOBODY,
  }
}
