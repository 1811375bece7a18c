import {
  numberSeatsOfMap,
  seatStateOf,
  type Guest,
  type LobbyCell,
  type LobbyElement,
  type SeatMap,
} from '@seats/contracts'

/**
 * The map as the lobby shows it on a date: every cell with its label and whether a guest may sit there
 * (nobody holds it, or all who hold it are away, and no guest was given it). No one's id or name leaves.
 */
export function lobbyCells(
  map: Pick<SeatMap, 'rows' | 'cols' | 'cells' | 'elements' | 'seatNumbering'>,
  date: { reported: ReadonlySet<number>; reverse: boolean; guests: readonly Pick<Guest, 'row' | 'col'>[] },
): { cells: LobbyCell[]; elements: LobbyElement[]; rowLabels: Array<string | null>; freeCount: number } {
  const numbering = numberSeatsOfMap(map)
  const stored = new Map(map.cells.map((c) => [c.row * 1000 + c.col, c]))
  const lent = new Set(date.guests.map((g) => g.row * 1000 + g.col))
  const cells: LobbyCell[] = []
  let freeCount = 0
  for (let row = 1; row <= map.rows; row++)
    for (let col = 1; col <= map.cols; col++) {
      const cell = stored.get(row * 1000 + col)
      const number = numbering.numberAt(row, col)
      // A seat without a number lies under an element (the ark, the bimah): no seat, never free.
      if ((cell?.kind ?? 'seat') !== 'seat' || number === null) {
        cells.push({ row, col, kind: cell?.kind === 'aisle' ? 'aisle' : 'blocked', label: null, free: false })
        continue
      }
      const people = (cell?.people ?? []).map((p) => p.id)
      const free =
        !lent.has(row * 1000 + col) && seatStateOf(people, date.reported, date.reverse) !== 'occupied'
      if (free) freeCount++
      cells.push({ row, col, kind: 'seat', label: cell?.label ?? String(number), free })
    }
  const elements = map.elements.map((e) => ({
    name: e.name,
    color: e.color,
    row: e.row,
    col: e.col,
    rowSpan: e.rowSpan,
    colSpan: e.colSpan,
  }))
  const rowLabels = Array.from({ length: map.rows }, (_, i) => numbering.rowLabel(i + 1))
  return { cells, elements, rowLabels, freeCount }
}
