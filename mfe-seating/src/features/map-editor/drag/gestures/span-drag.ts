import type { Cell, GestureEnv } from './gesture'
import { showOverlay, spanBetween } from './overlays'

/** A rectangle dragged from `anchor` (painting cells, drawing an element): drawn as the pointer moves. */
export function spanDrag(env: GestureEnv, anchor: Cell, className: string) {
  let current = anchor
  return {
    frame(x: number, y: number) {
      current = env.cellAt(x, y).nearest
      showOverlay(env.indicator(), spanBetween(env.state(), anchor, current), env.transform(), className)
    },
    /** The cell the drag reached. */
    end: (): Cell => current,
  }
}
