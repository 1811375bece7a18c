import {
  coveredCells,
  numberSeats,
  type CellInput,
  type CellKind,
  type ElementKind,
  type SeatMap,
  type SeatNumbering,
  type SeatNumberingScheme,
  type SeatRef,
} from '@seats/contracts'

/** One number per cell (row * 1000 + col, the service's own cell key): cheap Map keys, no string building. */
export type CellKey = number
export const cellKey = (row: number, col: number): CellKey => row * 1000 + col
export const rowOf = (key: CellKey): number => Math.floor(key / 1000)
export const colOf = (key: CellKey): number => key % 1000
export const refOf = (key: CellKey): SeatRef => ({ row: rowOf(key), col: colOf(key) })

/** An element on the editor's map. `key` survives a delete and a re-create (undo/redo); the server id may not. */
export interface EditorElement {
  key: string
  name: string
  kind: ElementKind
  row: number
  col: number
  rowSpan: number
  colSpan: number
  color: string
}

/**
 * The map as the editor holds it: sparse, like the service's document. A cell missing from `kinds` is a
 * seat; a seat missing from `seats` is empty. Arrays in `seats` are never mutated, so unchanged seats keep
 * their identity from state to state and their memoised cells do not re-render.
 */
export interface EditorState {
  name: string
  rows: number
  cols: number
  kinds: ReadonlyMap<CellKey, Exclude<CellKind, 'seat'>>
  labels: ReadonlyMap<CellKey, string>
  /** Seats marked 'מקום נגיש' (a wheelchair place, no steps); only seats, never an aisle or a blocked cell. */
  accessible: ReadonlySet<CellKey>
  seats: ReadonlyMap<CellKey, readonly number[]>
  elements: readonly EditorElement[]
  /** How the map's seats are numbered (the warden's choice in the map's dialog). */
  seatNumbering: SeatNumberingScheme
}

export const elementKeyOfId = (id: number): string => `e${id}`

export function stateFromMap(map: SeatMap): EditorState {
  const kinds = new Map<CellKey, Exclude<CellKind, 'seat'>>()
  const labels = new Map<CellKey, string>()
  const accessible = new Set<CellKey>()
  const seats = new Map<CellKey, readonly number[]>()
  for (const cell of map.cells) {
    const key = cellKey(cell.row, cell.col)
    if (cell.kind !== 'seat') kinds.set(key, cell.kind)
    if (cell.label) labels.set(key, cell.label)
    if (cell.accessible && cell.kind === 'seat') accessible.add(key)
    if (cell.people.length > 0 && cell.kind === 'seat')
      seats.set(
        key,
        cell.people.map((p) => p.id),
      )
  }
  const elements = map.elements.map(({ id, mapId: _mapId, ...rest }) => ({
    ...rest,
    key: elementKeyOfId(id),
  }))
  const { name, rows, cols, seatNumbering } = map
  return { name, rows, cols, kinds, labels, accessible, seats, elements, seatNumbering }
}

/** Server ids of the loaded elements, by their editor key. */
export function elementIdsOf(map: SeatMap): Map<string, number> {
  return new Map(map.elements.map((e) => [elementKeyOfId(e.id), e.id]))
}

const coverCache = new WeakMap<readonly EditorElement[], ReadonlySet<CellKey>>()
/** The cells under the map's elements: no seats (computed once per elements list). */
export function coveredOf(state: Pick<EditorState, 'elements'>): ReadonlySet<CellKey> {
  let covered = coverCache.get(state.elements)
  if (!covered) {
    covered = coveredCells(state.elements)
    coverCache.set(state.elements, covered)
  }
  return covered
}

/** A cell's kind as the warden and the guests see it: a seat under an element counts as blocked. */
export const kindAt = (
  state: Pick<EditorState, 'kinds' | 'elements'>,
  row: number,
  col: number,
): CellKind => {
  const key = cellKey(row, col)
  return state.kinds.get(key) ?? (coveredOf(state).has(key) ? 'blocked' : 'seat')
}

/** A seat marked 'מקום נגיש' (an element over it makes it no seat, so no place either). */
export const isAccessibleAt = (
  state: Pick<EditorState, 'kinds' | 'elements' | 'accessible'>,
  row: number,
  col: number,
): boolean => state.accessible.has(cellKey(row, col)) && kindAt(state, row, col) === 'seat'

/** Whether any seat of the map is marked 'מקום נגיש' (the legend explains the mark only then). */
export const anyAccessible = (state: Pick<EditorState, 'kinds' | 'elements' | 'accessible'>): boolean =>
  [...state.accessible].some((key) => isAccessibleAt(state, rowOf(key), colOf(key)))

const NOBODY: readonly number[] = Object.freeze([])
export const peopleAt = (state: EditorState, key: CellKey): readonly number[] =>
  state.seats.get(key) ?? NOBODY

export const insideMap = (state: Pick<EditorState, 'rows' | 'cols'>, row: number, col: number): boolean =>
  row >= 1 && row <= state.rows && col >= 1 && col <= state.cols

/** Every cell that is not a plain empty seat, in the shape PUT /api/maps/:id takes. */
export function cellsOf(state: EditorState): CellInput[] {
  const keys = new Set<CellKey>([
    ...state.kinds.keys(),
    ...state.labels.keys(),
    ...state.accessible.keys(),
    ...state.seats.keys(),
  ])
  return [...keys]
    .sort((a, b) => a - b)
    .map((key) => {
      const kind = state.kinds.get(key) ?? 'seat'
      const label = state.labels.get(key)
      const accessible = kind === 'seat' && state.accessible.has(key)
      const people = kind === 'seat' ? peopleAt(state, key).map((id) => ({ id })) : []
      return {
        row: rowOf(key),
        col: colOf(key),
        kind,
        ...(label ? { label } : {}),
        ...(accessible ? { accessible } : {}),
        people,
      }
    })
}

type NumberingInput = Pick<EditorState, 'rows' | 'cols' | 'kinds' | 'elements' | 'seatNumbering'>
const numberingCache = new WeakMap<
  ReadonlyMap<CellKey, unknown>,
  { elements: readonly EditorElement[]; scheme: string; rows: number; cols: number; numbering: SeatNumbering }
>()
/** Seat numbers of the state's layout under its scheme, computed once per layout, size and scheme. */
export function numberingOf(state: NumberingInput): SeatNumbering {
  const { rows, cols, elements, seatNumbering: scheme } = state
  const cached = numberingCache.get(state.kinds)
  if (
    cached &&
    cached.elements === elements &&
    cached.scheme === scheme &&
    cached.rows === rows &&
    cached.cols === cols
  )
    return cached.numbering
  const numbering = numberSeats(rows, cols, (r, c) => kindAt(state, r, c), scheme)
  numberingCache.set(state.kinds, { elements, scheme, rows, cols, numbering })
  return numbering
}

const seatIndexCache = new WeakMap<
  ReadonlyMap<CellKey, readonly number[]>,
  ReadonlyMap<number, readonly CellKey[]>
>()
/** Each person's seats on this map (cell keys in reading order), computed once per seats map. */
export function seatsByPerson(state: EditorState): ReadonlyMap<number, readonly CellKey[]> {
  let index = seatIndexCache.get(state.seats)
  if (!index) {
    const built = new Map<number, CellKey[]>()
    for (const [key, people] of state.seats) {
      for (const id of people) {
        const list = built.get(id)
        if (list) list.push(key)
        else built.set(id, [key])
      }
    }
    for (const list of built.values()) list.sort((a, b) => a - b)
    index = built
    seatIndexCache.set(state.seats, index)
  }
  return index
}

export function seatsOfPerson(state: EditorState, personId: number): readonly CellKey[] {
  return seatsByPerson(state).get(personId) ?? []
}

/** Occupied seats and assigned people, for the header's figures. */
export function occupancyOf(state: EditorState): { occupiedSeats: number; seatedPeople: number } {
  return { occupiedSeats: state.seats.size, seatedPeople: seatsByPerson(state).size }
}
