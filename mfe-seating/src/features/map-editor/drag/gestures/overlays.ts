import type { Rect, GridSize } from '../../grid/grid-geometry'
import { spanRect } from '../../grid/grid-geometry'
import type { Cell } from './gesture'

/** Shows an overlay over a board rectangle, converted to the viewport's screen space (null hides it). */
export function showOverlay(
  el: HTMLElement | null,
  rect: Rect | null,
  t: { x: number; y: number; scale: number },
  className?: string,
) {
  if (!el) return
  if (!rect) {
    if (el.style.display !== 'none') el.style.display = 'none'
    return
  }
  const width = `${Math.round(rect.width * t.scale)}px`
  const height = `${Math.round(rect.height * t.scale)}px`
  const transform = `translate(${Math.round(rect.x * t.scale + t.x)}px, ${Math.round(rect.y * t.scale + t.y)}px)`
  if (el.style.display !== 'block') el.style.display = 'block'
  // Untouched when the pointer stays over the same cell: no style change, no frame work.
  if (el.style.transform !== transform) el.style.transform = transform
  // Size changes repaint the indicator; moves only re-composite it.
  if (el.style.width !== width) el.style.width = width
  if (el.style.height !== height) el.style.height = height
  if (className !== undefined && el.className !== className) el.className = className
}

/** The cells between two corners, as the board rectangle that covers them. */
export function spanBetween(size: GridSize, anchor: Cell, current: Cell): Rect {
  return spanRect(
    size,
    Math.min(anchor.row, current.row),
    Math.min(anchor.col, current.col),
    Math.abs(current.row - anchor.row) + 1,
    Math.abs(current.col - anchor.col) + 1,
  )
}
