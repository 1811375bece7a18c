import { cellRangeOfRect, type GridSize } from './grid-geometry'
import type { DetailRange } from './SeatGrid'
import { DETAIL_SCALE, visibleBoardRect, type ViewTransform } from './viewport'

/**
 * Which cells to draw with names and numbers: none when zoomed out too far to read them, else the visible
 * ones plus half a screen around them, so a short pan does not reveal bare cells.
 */
export function detailRangeFor(size: GridSize, t: ViewTransform, view: { width: number; height: number }): DetailRange | null {
  if (t.scale < DETAIL_SCALE || view.width <= 0 || view.height <= 0) return null
  const rect = visibleBoardRect(t, view)
  const mx = rect.width / 2
  const my = rect.height / 2
  return cellRangeOfRect(size, { x: rect.x - mx, y: rect.y - my, width: rect.width + mx * 2, height: rect.height + my * 2 })
}
