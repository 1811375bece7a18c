import { paintCells } from '../../actions/cell-kind-actions'
import type { Cell, Gesture, GestureEnv } from './gesture'
import { spanDrag } from './span-drag'

/** The aisle or blocked tool dragged over cells: the rectangle between press and release takes that kind. */
export function paintGesture(env: GestureEnv, paint: 'aisle' | 'blocked', anchor: Cell): Gesture {
  const span = spanDrag(env, anchor, `me-drop me-drop--paint me-drop--${paint}`)
  return {
    kind: 'paint',
    frame: span.frame,
    commit() {
      env.apply(paintCells(env.state(), anchor, span.end(), paint))
    },
  }
}
