/**
 * Where things are on the board (the unscaled drawing of the map), and which cell a point falls in.
 * The map reads right to left: column 1 is the right-hand end of a row, so x grows as the column falls.
 * One function computes the cell under the pointer for every cell, instead of thousands of listeners.
 */
export const CELL_WIDTH = 72
export const CELL_HEIGHT = 56
/** Space between neighbouring cells, inside the pitch. */
export const CELL_GAP = 4
/** Row letters on both ends of every row. */
export const ROW_HEADER_WIDTH = 40
/** Column numbers above the grid (click one to make the column an aisle). */
export const COLUMN_HEADER_HEIGHT = 28

export interface GridSize {
  rows: number
  cols: number
}

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export function boardSize({ rows, cols }: GridSize): { width: number; height: number } {
  return {
    width: ROW_HEADER_WIDTH * 2 + cols * CELL_WIDTH,
    height: COLUMN_HEADER_HEIGHT + rows * CELL_HEIGHT,
  }
}

/** The cell's box on the board, gap excluded. */
export function cellRect({ cols }: GridSize, row: number, col: number): Rect {
  return {
    x: ROW_HEADER_WIDTH + (cols - col) * CELL_WIDTH + CELL_GAP / 2,
    y: COLUMN_HEADER_HEIGHT + (row - 1) * CELL_HEIGHT + CELL_GAP / 2,
    width: CELL_WIDTH - CELL_GAP,
    height: CELL_HEIGHT - CELL_GAP,
  }
}

/** A rectangle of cells (an element): from its first row and column over its spans. */
export function spanRect(size: GridSize, row: number, col: number, rowSpan: number, colSpan: number): Rect {
  const first = cellRect(size, row, col)
  const last = cellRect(size, row + rowSpan - 1, col + colSpan - 1)
  const x = Math.min(first.x, last.x)
  const y = first.y
  return { x, y, width: Math.max(first.x, last.x) + last.width - x, height: last.y + last.height - y }
}

/**
 * How far (in board pixels) the header strips have moved to stay on the view's edges as the map pans: the
 * seat numbers down to its top, the left-hand row letters right to its left edge, the right-hand ones left
 * (negative) to its right edge. They are drawn over the cells they pass, so a press there is on the header.
 */
export interface HeaderShift {
  top: number
  left: number
  right: number
}
export const HEADERS_IN_PLACE: HeaderShift = Object.freeze({ top: 0, left: 0, right: 0 })

export type BoardHit =
  | { type: 'cell'; row: number; col: number }
  | { type: 'row-header'; row: number }
  | { type: 'column-header'; col: number }
  | { type: 'outside' }

/** What lies under a board point: a header (where it is shown now), a cell (gaps count as the nearest), or nothing. */
export function hitTest(
  size: GridSize,
  x: number,
  y: number,
  shift: HeaderShift = HEADERS_IN_PLACE,
): BoardHit {
  const { width, height } = boardSize(size)
  if (x < 0 || y < 0 || x >= width || y >= height) return { type: 'outside' }
  const inRows = y >= COLUMN_HEADER_HEIGHT
  const inCols = x >= ROW_HEADER_WIDTH && x < width - ROW_HEADER_WIDTH
  const row = Math.floor((y - COLUMN_HEADER_HEIGHT) / CELL_HEIGHT) + 1
  const col = size.cols - Math.floor((x - ROW_HEADER_WIDTH) / CELL_WIDTH)
  // The seat numbers lie over the row letters where they cross (map-editor.css).
  if (inCols && y >= shift.top && y < shift.top + COLUMN_HEADER_HEIGHT) return { type: 'column-header', col }
  const onLeftLetters = x >= shift.left && x < shift.left + ROW_HEADER_WIDTH
  const onRightLetters = x >= width - ROW_HEADER_WIDTH + shift.right && x < width + shift.right
  if (inRows && (onLeftLetters || onRightLetters)) return { type: 'row-header', row }
  if (inRows && inCols) return { type: 'cell', row, col }
  return { type: 'outside' }
}

/** The cell under a board point, clamped into the grid (for drags that leave it). */
export function nearestCell(size: GridSize, x: number, y: number): { row: number; col: number } {
  const row = Math.floor((y - COLUMN_HEADER_HEIGHT) / CELL_HEIGHT) + 1
  const col = size.cols - Math.floor((x - ROW_HEADER_WIDTH) / CELL_WIDTH)
  return { row: Math.min(size.rows, Math.max(1, row)), col: Math.min(size.cols, Math.max(1, col)) }
}

/** The rows and columns a board rectangle touches (inclusive, clamped), or null when it misses the grid. */
export function cellRangeOfRect(
  size: GridSize,
  rect: Rect,
): { r0: number; r1: number; c0: number; c1: number } | null {
  const r0 = Math.max(1, Math.floor((rect.y - COLUMN_HEADER_HEIGHT) / CELL_HEIGHT) + 1)
  const r1 = Math.min(size.rows, Math.floor((rect.y + rect.height - COLUMN_HEADER_HEIGHT) / CELL_HEIGHT) + 1)
  // Right to left: the rectangle's left edge touches the highest column.
  const c0 = Math.max(1, size.cols - Math.floor((rect.x + rect.width - ROW_HEADER_WIDTH) / CELL_WIDTH))
  const c1 = Math.min(size.cols, size.cols - Math.floor((rect.x - ROW_HEADER_WIDTH) / CELL_WIDTH))
  return r0 > r1 || c0 > c1 ? null : { r0, r1, c0, c1 }
}
