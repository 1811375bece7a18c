import { cellKey, colOf, kindAt, rowOf, type CellKey, type EditorState } from '../model/editor-state'
import { columnKeys, rectangleKeys, replaceCells, rowKeys, snapshotOf } from './cell-kind-actions'
import type { EditorAction } from './editor-action'

/**
 * Marks seats as 'מקום נגיש' (a wheelchair place, no steps), or takes the mark off; the season's automatic
 * assignment keeps these seats for the households that ask for one. Aisles, blocked cells and seats under an
 * element are skipped: only a seat is a place. Null when nothing would change.
 */
export function setAccessible(
  state: EditorState,
  keys: readonly CellKey[],
  accessible: boolean,
  name = accessible ? 'markAccessible' : 'unmarkAccessible',
): EditorAction | null {
  const before = [...new Set(keys)]
    .filter((key) => kindAt(state, rowOf(key), colOf(key)) === 'seat')
    .map((key) => snapshotOf(state, key))
    .filter((cell) => cell.accessible !== accessible)
  if (before.length === 0) return null
  return replaceCells(
    name,
    before,
    before.map((cell) => ({ ...cell, accessible })),
  )
}

/** Marks the seats, or, when every one of them is already marked, takes the mark off them all. */
export function toggleAccessible(state: EditorState, keys: readonly CellKey[]): EditorAction | null {
  const seats = keys.filter((key) => kindAt(state, rowOf(key), colOf(key)) === 'seat')
  return setAccessible(state, seats, !seats.every((key) => state.accessible.has(key)))
}

/** The accessible tool on a row's letter or a column's number: every seat of the line. */
export const toggleRowAccessible = (state: EditorState, row: number) =>
  toggleAccessible(state, rowKeys(state, row))
export const toggleColumnAccessible = (state: EditorState, col: number) =>
  toggleAccessible(state, columnKeys(state, col))

/**
 * The accessible tool dragged over cells: the rectangle's seats are marked, unless the seat the drag started
 * on already was, in which case their marks go (the same gesture marks and unmarks, as with aisles).
 */
export function paintAccessible(
  state: EditorState,
  from: { row: number; col: number },
  to: { row: number; col: number },
): EditorAction | null {
  const on = !state.accessible.has(cellKey(from.row, from.col))
  return setAccessible(state, rectangleKeys(from, to), on)
}
