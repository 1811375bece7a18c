import type { NameParts } from './print-names'
import { numberSeatsOfMap, type CellKind, type SeatMap, type SeatNumbering } from '@seats/contracts'
import { namesShown, seatStateOf, type SeatState } from '../seat-state'
import type { PageLayout } from './print-layout'

export interface PrintCell {
  row: number
  col: number
  kind: CellKind
  /** What the seat says: its label, else its number in the row; null for aisles and blocked cells. */
  label: string | null
  state: SeatState | null
  /** The names printed in the seat: hidden worshippers are not here at all. */
  names: NameParts[]
  /** The guest lent this seat for the date: his name is printed so he finds it. */
  guest?: string
}

export interface PrintElement {
  id: number
  name: string
  color: string
  /** Grid lines within the page's grid (1-based, the header row and column included). */
  gridRow: string
  gridColumn: string
}

export interface DateContext {
  reported: ReadonlySet<number>
  reverse: boolean
  /** Print the names of worshippers who are away (an internal copy); off, their seats print only as free. */
  printReportedNames: boolean
  /** The date's guests on this map, by cell (row * 1000 + col): the guest's name. */
  guests?: ReadonlyMap<number, string>
}

/** The cells of a page's range, row by row, with each seat's state and the names it may print. */
export function printCells(
  map: Pick<SeatMap, 'rows' | 'cols' | 'cells' | 'elements' | 'seatNumbering'>,
  layout: Pick<PageLayout, 'rows' | 'cols'>,
  date: DateContext,
  nameOf: (id: number) => NameParts,
  numbering: SeatNumbering = numberSeatsOfMap(map),
): PrintCell[][] {
  const byKey = new Map(map.cells.map((c) => [c.row * 1000 + c.col, c]))
  const grid: PrintCell[][] = []
  for (let r = layout.rows.from; r <= layout.rows.to; r++) {
    const row: PrintCell[] = []
    for (let c = layout.cols.from; c <= layout.cols.to; c++) {
      const cell = byKey.get(r * 1000 + c)
      const kind = cell?.kind ?? 'seat'
      const number = numbering.numberAt(r, c)
      // A seat without a number lies under an element (the ark, the bimah): no seat, never free.
      if (kind !== 'seat' || number === null) {
        row.push({
          row: r,
          col: c,
          kind: kind === 'seat' ? 'blocked' : kind,
          label: null,
          state: null,
          names: [],
        })
        continue
      }
      const people = (cell?.people ?? []).map((p) => p.id)
      row.push({
        row: r,
        col: c,
        kind,
        label: cell?.label ?? String(number),
        state: seatStateOf(people, date.reported, date.reverse),
        names: namesShown(people, date.reported, date.reverse, !date.printReportedNames).map(nameOf),
        ...(date.guests?.has(r * 1000 + c) ? { guest: date.guests.get(r * 1000 + c) } : {}),
      })
    }
    grid.push(row)
  }
  return grid
}

/** The elements that reach into the page's range, clipped to it, placed on the page's grid lines. */
export function printElements(
  map: Pick<SeatMap, 'elements'>,
  layout: Pick<PageLayout, 'rows' | 'cols'>,
): PrintElement[] {
  const out: PrintElement[] = []
  for (const e of map.elements) {
    const r0 = Math.max(e.row, layout.rows.from)
    const r1 = Math.min(e.row + e.rowSpan - 1, layout.rows.to)
    const c0 = Math.max(e.col, layout.cols.from)
    const c1 = Math.min(e.col + e.colSpan - 1, layout.cols.to)
    if (r0 > r1 || c0 > c1) continue
    // Grid line 1 is the header row / the right-hand row letters.
    out.push({
      id: e.id,
      name: e.name,
      color: e.color,
      gridRow: `${r0 - layout.rows.from + 1} / span ${r1 - r0 + 1}`,
      gridColumn: `${c0 - layout.cols.from + 2} / span ${c1 - c0 + 1}`,
    })
  }
  return out
}

/** Counts for the page's legend: seats freed for the date, and seats no one holds. */
export function seatCounts(grid: readonly PrintCell[][]): { vacated: number; empty: number; guests: number } {
  const counts = { vacated: 0, empty: 0, guests: 0 }
  for (const row of grid)
    for (const cell of row)
      if (cell.guest !== undefined) counts.guests++
      else if (cell.state === 'empty' || cell.state === 'vacated') counts[cell.state]++
  return counts
}
