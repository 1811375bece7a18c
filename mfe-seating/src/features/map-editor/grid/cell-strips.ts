import { cellKey, type EditorState } from '../model/editor-state'
import { CELL_WIDTH } from './grid-geometry'

/** How a cell looks from afar. */
export type CellLook = 'empty' | 'taken' | 'shared' | 'aisle' | 'blocked'

export function lookOf(state: Pick<EditorState, 'kinds' | 'seats'>, row: number, col: number): CellLook {
  const key = cellKey(row, col)
  const kind = state.kinds.get(key)
  if (kind) return kind
  const n = state.seats.get(key)?.length ?? 0
  return n === 0 ? 'empty' : n === 1 ? 'taken' : 'shared'
}

/** Colours by look: CSS variables, so the light and dark schemes need no new strings. */
const COLORS: Record<CellLook, string> = {
  empty: 'var(--me-strip-empty)',
  taken: 'var(--me-strip-taken)',
  shared: 'var(--me-strip-shared)',
  blocked: 'var(--me-strip-blocked)',
  aisle: 'transparent',
}

/**
 * One row of the map as a single CSS gradient, from column 1 at the right-hand end: neighbouring cells that
 * look alike share one colour stop, and a mask on the strips cuts the gaps between cells. A whole map is
 * then a few dozen painted boxes instead of thousands of elements or a large bitmap.
 */
export function rowGradient(state: Pick<EditorState, 'cols' | 'kinds' | 'seats'>, row: number): string {
  const stops: string[] = []
  let runStart = 1
  let runLook = lookOf(state, row, 1)
  for (let c = 2; c <= state.cols + 1; c++) {
    const look = c <= state.cols ? lookOf(state, row, c) : null
    if (look === runLook) continue
    stops.push(`${COLORS[runLook]} ${(runStart - 1) * CELL_WIDTH}px ${(c - 1) * CELL_WIDTH}px`)
    runStart = c
    if (look) runLook = look
  }
  return `linear-gradient(to left, ${stops.join(', ')})`
}
