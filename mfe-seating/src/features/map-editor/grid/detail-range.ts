import { cellRangeOfRect, type GridSize } from './grid-geometry'
import type { DetailRange } from './SeatGrid'
import { DETAIL_SCALE, visibleBoardRect, type ViewTransform } from './viewport'

/**
 * Which cells to draw with names and numbers: none when zoomed out too far to read them, else the visible
 * ones plus a quarter screen around them, so a short pan does not reveal bare strips. More would cost
 * every frame: the browser re-composites all drawn content whenever anything on the page moves.
 */
export function detailRangeFor(
  size: GridSize,
  t: ViewTransform,
  view: { width: number; height: number },
): DetailRange | null {
  if (t.scale < DETAIL_SCALE || view.width <= 0 || view.height <= 0) return null
  const rect = visibleBoardRect(t, view)
  const mx = rect.width / 4
  const my = rect.height / 4
  return cellRangeOfRect(size, {
    x: rect.x - mx,
    y: rect.y - my,
    width: rect.width + mx * 2,
    height: rect.height + my * 2,
  })
}
