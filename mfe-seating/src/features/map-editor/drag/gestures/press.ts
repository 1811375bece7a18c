import {
  toggleAccessible,
  toggleColumnAccessible,
  toggleRowAccessible,
} from '../../actions/accessible-actions'
import { toggleCellKind, toggleColumnKind, toggleRowKind } from '../../actions/cell-kind-actions'
import { cellKey } from '../../model/editor-state'
import { elementGesture } from './element'
import type { Gesture, GestureEnv, PressTarget } from './gesture'
import { paintGesture } from './paint'
import { panGesture } from './pan'
import { personGesture } from './person'
import { placeGesture } from './place'

export interface PressGesture extends Gesture {
  readonly kind: 'press'
  readonly x: number
  readonly y: number
  /** The pointer moved far enough: the drag this press starts, by what was pressed and the tool in hand. */
  drag(): Gesture
}

/** A press that has not moved yet: released, it is a click. */
export function pressGesture(
  env: GestureEnv,
  target: PressTarget,
  x: number,
  y: number,
  touch: boolean,
): PressGesture {
  return {
    kind: 'press',
    x,
    y,
    frame() {},
    drag() {
      const at = env.cellAt(x, y).nearest
      if (target.type === 'person') return personGesture(env, target.personId, target.from)
      if (target.type === 'element') return elementGesture(env, target.element, target.resize, at)
      const placing = env.placing()
      if (placing) return placeGesture(env, placing, at)
      const tool = env.tool()
      if (tool !== 'seat' && env.cellAt(x, y).hit.type === 'cell') return paintGesture(env, tool, at)
      return panGesture(env, x, y)
    },
    commit() {
      click(env, target, x, y, touch)
    },
  }
}

/** A press that never moved: what it means depends on what was pressed and the tool in hand. */
function click(env: GestureEnv, target: PressTarget, x: number, y: number, touch: boolean): void {
  const s = env.state()
  if (target.type === 'person' && target.from === null) return env.onPersonClick(target.personId)
  if (target.type === 'element') return env.onElementSelect(target.element.key)
  const { hit } = env.cellAt(x, y)
  const placing = env.placing()
  if (placing && hit.type === 'cell') {
    // A click places the element at its default size, as a drag that ended where it began.
    env.onDragChange(false)
    return placeGesture(env, placing, hit).commit()
  }
  const tool = env.tool()
  if (hit.type === 'cell') {
    if (tool === 'seat') return env.onCellClick({ row: hit.row, col: hit.col }, touch)
    const key = cellKey(hit.row, hit.col)
    env.apply(tool === 'accessible' ? toggleAccessible(s, [key]) : toggleCellKind(s, key, tool))
    return env.onCellClick({ row: hit.row, col: hit.col }, touch)
  }
  if (hit.type === 'row-header' && tool !== 'seat') {
    env.apply(tool === 'accessible' ? toggleRowAccessible(s, hit.row) : toggleRowKind(s, hit.row, tool))
    return env.onHeaderClick()
  }
  if (hit.type === 'column-header' && tool !== 'seat') {
    env.apply(tool === 'accessible' ? toggleColumnAccessible(s, hit.col) : toggleColumnKind(s, hit.col, tool))
    return env.onHeaderClick()
  }
  env.onBackgroundClick()
}
