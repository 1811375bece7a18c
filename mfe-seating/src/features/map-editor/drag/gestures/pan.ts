import type { Gesture, GestureEnv } from './gesture'

/** Dragging the map itself: it follows the pointer from where it was pressed. */
export function panGesture(env: GestureEnv, x: number, y: number): Gesture {
  const origin = env.transform()
  return {
    kind: 'pan',
    frame(px, py) {
      env.setTransform({ ...env.transform(), x: origin.x + px - x, y: origin.y + py - y })
    },
    commit() {},
  }
}
