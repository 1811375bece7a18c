/** A drag that rests near the viewport's edge pans the map. */
export const EDGE_ZONE = 40
export const EDGE_SPEED = 14
/** Only after resting there this long: a pointer passing through the edge (from the list) must not pan. */
export const EDGE_DWELL_MS = 350

type Box = { left: number; right: number; top: number; bottom: number }

/** How far the map slides this frame for a pointer near an edge inside the viewport; null when not there. */
export function edgeStep(view: Box, x: number, y: number): { dx: number; dy: number } | null {
  const inside = x >= view.left && x <= view.right && y >= view.top && y <= view.bottom
  const dx = x < view.left + EDGE_ZONE ? EDGE_SPEED : x > view.right - EDGE_ZONE ? -EDGE_SPEED : 0
  const dy = y < view.top + EDGE_ZONE ? EDGE_SPEED : y > view.bottom - EDGE_ZONE ? -EDGE_SPEED : 0
  return !inside || (!dx && !dy) ? null : { dx, dy }
}
