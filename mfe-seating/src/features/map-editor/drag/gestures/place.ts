import type { ElementKind } from '@seats/contracts'
import { addElement, clampToMap } from '../../actions/element-actions'
import { editorTexts, elementColors, elementDefaultSpans } from '../../editor-texts'
import type { Cell, Gesture, GestureEnv } from './gesture'
import { placeElement } from './place-element'
import { spanDrag } from './span-drag'

let elementCounter = 0
const newElementKey = () => `n${Date.now().toString(36)}${(elementCounter++).toString(36)}`

/** An element drawn on the map: the rectangle dragged, or its kind's default size from a single cell. */
export function placeGesture(env: GestureEnv, elementKind: ElementKind, anchor: Cell): Gesture {
  const span = spanDrag(env, anchor, 'me-drop me-drop--place')
  return {
    kind: 'place',
    frame: span.frame,
    commit() {
      const current = span.end()
      const s = env.state()
      const single = anchor.row === current.row && anchor.col === current.col
      const [defRows, defCols] = elementDefaultSpans[elementKind]
      const element = clampToMap(
        {
          key: newElementKey(),
          name: editorTexts.elementKind(elementKind),
          kind: elementKind,
          row: Math.min(anchor.row, current.row),
          col: Math.min(anchor.col, current.col),
          rowSpan: single ? defRows : Math.abs(current.row - anchor.row) + 1,
          colSpan: single ? defCols : Math.abs(current.col - anchor.col) + 1,
          color: elementColors[elementKind],
        },
        s,
      )
      placeElement(env, s, element, addElement(element))
      env.onElementSelect(element.key)
      env.onPlaced()
    },
  }
}
