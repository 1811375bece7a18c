import { paintAccessible } from '../../actions/accessible-actions'
import { paintCells } from '../../actions/cell-kind-actions'
import type { Cell, Gesture, GestureEnv } from './gesture'
import { spanDrag } from './span-drag'

/**
 * The aisle or blocked tool dragged over cells: the rectangle between press and release takes that kind; the
 * accessible tool marks (or unmarks) the rectangle's seats.
 */
export function paintGesture(
  env: GestureEnv,
  paint: 'aisle' | 'blocked' | 'accessible',
  anchor: Cell,
): Gesture {
  const span = spanDrag(env, anchor, `me-drop me-drop--paint me-drop--${paint}`)
  return {
    kind: 'paint',
    frame: span.frame,
    commit() {
      env.apply(
        paint === 'accessible'
          ? paintAccessible(env.state(), anchor, span.end())
          : paintCells(env.state(), anchor, span.end(), paint),
      )
    },
  }
}
