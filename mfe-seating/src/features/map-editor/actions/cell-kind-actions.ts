import type { CellKind } from '@seats/contracts'
import { cellKey, peopleAt, type CellKey, type EditorState } from '../model/editor-state'
import type { EditorAction } from './editor-action'

/** A cell's kind, people and accessible mark, as a layout step found or leaves them. */
export interface CellSnapshot {
  key: CellKey
  kind: CellKind
  people: readonly number[]
  accessible: boolean
}

function applySnapshots(state: EditorState, cells: readonly CellSnapshot[]): EditorState {
  const kinds = new Map(state.kinds)
  const seats = new Map(state.seats)
  const accessible = new Set(state.accessible)
  for (const cell of cells) {
    if (cell.kind === 'seat') kinds.delete(cell.key)
    else kinds.set(cell.key, cell.kind)
    // Only seats hold people or the accessible mark (the service refuses either on an aisle).
    if (cell.kind === 'seat' && cell.people.length > 0) seats.set(cell.key, cell.people)
    else seats.delete(cell.key)
    if (cell.kind === 'seat' && cell.accessible) accessible.add(cell.key)
    else accessible.delete(cell.key)
  }
  return { ...state, kinds, seats, accessible }
}

/** Sets cells to the given snapshots; the inverse puts back what was there, people included. */
export function replaceCells(
  name: string,
  before: readonly CellSnapshot[],
  after: readonly CellSnapshot[],
): EditorAction {
  return {
    name,
    perform: (state) => applySnapshots(state, after),
    inverse: () => replaceCells(name, after, before),
    changes: [{ type: 'layout' }],
  }
}

export const snapshotOf = (state: EditorState, key: CellKey): CellSnapshot => ({
  key,
  kind: state.kinds.get(key) ?? 'seat',
  people: peopleAt(state, key),
  accessible: state.accessible.has(key),
})

/**
 * Gives cells one kind. Making a seat an aisle or blocked takes its people and its accessible mark off it;
 * making it a seat again leaves it empty and plain (undo is what brings them back). Null when nothing would
 * change.
 */
export function setCellKinds(
  state: EditorState,
  keys: readonly CellKey[],
  kind: CellKind,
  name = 'setCellKinds',
): EditorAction | null {
  const before = [...new Set(keys)].map((key) => snapshotOf(state, key)).filter((cell) => cell.kind !== kind)
  if (before.length === 0) return null
  const after = before.map((cell) => ({
    key: cell.key,
    kind,
    people: kind === 'seat' ? cell.people : [],
    accessible: kind === 'seat' && cell.accessible,
  }))
  return replaceCells(name, before, after)
}

/** Toggles one cell between a seat and `kind`. */
export function toggleCellKind(
  state: EditorState,
  key: CellKey,
  kind: Exclude<CellKind, 'seat'>,
): EditorAction | null {
  const current = state.kinds.get(key) ?? 'seat'
  return setCellKinds(
    state,
    [key],
    current === kind ? 'seat' : kind,
    kind === 'aisle' ? 'toggleAisle' : 'toggleBlocked',
  )
}

export function rowKeys(state: Pick<EditorState, 'cols'>, row: number): CellKey[] {
  return Array.from({ length: state.cols }, (_, i) => cellKey(row, i + 1))
}

export function columnKeys(state: Pick<EditorState, 'rows'>, col: number): CellKey[] {
  return Array.from({ length: state.rows }, (_, i) => cellKey(i + 1, col))
}

/** A whole row or column becomes an aisle (or blocked); if it already is one, back to seats. */
function toggleLine(
  state: EditorState,
  keys: CellKey[],
  kind: Exclude<CellKind, 'seat'>,
  name: string,
): EditorAction | null {
  const all = keys.every((key) => state.kinds.get(key) === kind)
  return setCellKinds(state, keys, all ? 'seat' : kind, name)
}

export const toggleRowKind = (state: EditorState, row: number, kind: Exclude<CellKind, 'seat'> = 'aisle') =>
  toggleLine(state, rowKeys(state, row), kind, kind === 'aisle' ? 'toggleRowAisle' : 'toggleRowBlocked')
export const toggleColumnKind = (
  state: EditorState,
  col: number,
  kind: Exclude<CellKind, 'seat'> = 'aisle',
) =>
  toggleLine(
    state,
    columnKeys(state, col),
    kind,
    kind === 'aisle' ? 'toggleColumnAisle' : 'toggleColumnBlocked',
  )
export const toggleRowAisle = (state: EditorState, row: number) => toggleRowKind(state, row, 'aisle')
export const toggleColumnAisle = (state: EditorState, col: number) => toggleColumnKind(state, col, 'aisle')

/**
 * A painted rectangle: every cell becomes `kind`, unless the cell the drag started on already was one, in
 * which case the rectangle goes back to seats (the same gesture marks and unmarks).
 */
export function paintCells(
  state: EditorState,
  from: { row: number; col: number },
  to: { row: number; col: number },
  kind: Exclude<CellKind, 'seat'>,
): EditorAction | null {
  const target = state.kinds.get(cellKey(from.row, from.col)) === kind ? 'seat' : kind
  return setCellKinds(
    state,
    rectangleKeys(from, to),
    target,
    kind === 'aisle' ? 'paintAisle' : 'paintBlocked',
  )
}

/** Every cell of a rectangle, for painting aisles or blocked cells with a drag. */
export function rectangleKeys(a: { row: number; col: number }, b: { row: number; col: number }): CellKey[] {
  const keys: CellKey[] = []
  for (let r = Math.min(a.row, b.row); r <= Math.max(a.row, b.row); r++)
    for (let c = Math.min(a.col, b.col); c <= Math.max(a.col, b.col); c++) keys.push(cellKey(r, c))
  return keys
}
