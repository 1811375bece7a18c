import type { CellKind } from '@seats/contracts'
import type { SeatState } from '../../seat-state'
import { editorTexts } from '../editor-texts'
import { cellKey, kindAt, peopleAt, type EditorElement, type EditorState } from '../model/editor-state'
import type { CellPosition } from './keyboard-navigation'

export interface CellFacts {
  kind: CellKind
  /** "שורה ג, מושב 5"; null when the cell is no seat. */
  seat: string | null
  /** "שורה ג, עמודה 7": where a cell that is no seat is. */
  place: string
  names: readonly string[]
  state: SeatState
  /** The chosen date's name ("שבת פרשת נח"), once known. */
  dateName: string | null
  /** The element drawn over the cell (the ark, the bimah), if any. */
  element: string | null
  /** A seat marked 'מקום נגיש'. */
  accessible?: boolean
}

/**
 * What a screen reader says for a cell of the map: where it is, who sits there and whether it is free on
 * the chosen date, e.g. "שורה ג, מושב 5: משה כהן, פנוי בשבת פרשת נח"; an accessible seat says so after its
 * name ("שורה ג, מושב 5, מקום נגיש: ריק").
 */
export function describeCell(facts: CellFacts): string {
  if (facts.element !== null) return `${facts.place}: ${facts.element}`
  if (facts.kind !== 'seat' || facts.seat === null)
    return `${facts.place}: ${facts.kind === 'aisle' ? editorTexts.aisle : editorTexts.blocked}`
  const seat = facts.accessible ? `${facts.seat}, ${editorTexts.accessibleSeat}` : facts.seat
  if (facts.names.length === 0) return `${seat}: ${editorTexts.emptySeat}`
  const who = facts.names.join(', ')
  if (facts.state !== 'vacated') return `${seat}: ${who}`
  return `${seat}: ${who}, ${editorTexts.freeOn(facts.dateName)}`
}

/** The element drawn over a cell, if any. */
export function elementOver(elements: readonly EditorElement[], cell: CellPosition): EditorElement | null {
  return (
    elements.find(
      (e) =>
        cell.row >= e.row &&
        cell.row < e.row + e.rowSpan &&
        cell.col >= e.col &&
        cell.col < e.col + e.colSpan,
    ) ?? null
  )
}

/** The first seat nobody sits in, as the hall is read: row by row, each from its start. */
export function firstFreeSeat(state: EditorState): CellPosition | null {
  for (let row = 1; row <= state.rows; row++)
    for (let col = 1; col <= state.cols; col++)
      if (kindAt(state, row, col) === 'seat' && peopleAt(state, cellKey(row, col)).length === 0)
        return { row, col }
  return null
}
