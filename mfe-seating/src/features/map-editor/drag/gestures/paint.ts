import { paintCells } from '../../actions/cell-kind-actions'
import type { Cell, Gesture, GestureEnv } from './gesture'
import { showOverlay, spanBetween } from './overlays'

/** The aisle or blocked tool dragged over cells: the rectangle between press and release takes that kind. */
export function paintGesture(env: GestureEnv, paint: 'aisle' | 'blocked', anchor: Cell): Gesture {
  let current = anchor
  return {
    kind: 'paint',
    frame(x, y) {
      current = env.cellAt(x, y).nearest
      showOverlay(
        env.indicator(),
        spanBetween(env.state(), anchor, current),
        env.transform(),
        `me-drop me-drop--paint me-drop--${paint}`,
      )
    },
    commit() {
      env.apply(paintCells(env.state(), anchor, current, paint))
    },
  }
}
