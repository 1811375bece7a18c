import type { GridSize } from './grid-geometry'

export interface CellPosition {
  row: number
  col: number
}

/** Rows a Page Up / Page Down jumps. */
export const PAGE_ROWS = 10

/**
 * The cell focus moves to for a key, or null when the key does not move focus. The map reads right to
 * left: ArrowRight goes toward column 1 (the row's start), ArrowLeft toward its end; Home and End go to
 * the row's start and end, Ctrl+Home / Ctrl+End to the first and last cell. Focus stops at the edges.
 */
export function nextCell(
  key: string,
  at: CellPosition,
  size: GridSize,
  options: { ctrl?: boolean; dir?: 'rtl' | 'ltr' } = {},
): CellPosition | null {
  const towardEnd = options.dir === 'ltr' ? 'ArrowRight' : 'ArrowLeft'
  const towardStart = options.dir === 'ltr' ? 'ArrowLeft' : 'ArrowRight'
  const clamp = (row: number, col: number): CellPosition => ({
    row: Math.min(size.rows, Math.max(1, row)),
    col: Math.min(size.cols, Math.max(1, col)),
  })
  switch (key) {
    case 'ArrowUp':
      return clamp(at.row - 1, at.col)
    case 'ArrowDown':
      return clamp(at.row + 1, at.col)
    case towardStart:
      return clamp(at.row, at.col - 1)
    case towardEnd:
      return clamp(at.row, at.col + 1)
    case 'Home':
      return options.ctrl ? clamp(1, 1) : clamp(at.row, 1)
    case 'End':
      return options.ctrl ? clamp(size.rows, size.cols) : clamp(at.row, size.cols)
    case 'PageUp':
      return clamp(at.row - PAGE_ROWS, at.col)
    case 'PageDown':
      return clamp(at.row + PAGE_ROWS, at.col)
    default:
      return null
  }
}
