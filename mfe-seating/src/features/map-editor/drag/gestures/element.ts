import { moveElementBy, resizeElementTo, updateElement } from '../../actions/element-actions'
import { spanRect } from '../../grid/grid-geometry'
import type { EditorElement } from '../../model/editor-state'
import type { Cell, Gesture, GestureEnv } from './gesture'
import { placeElement } from './place-element'
import { showOverlay } from './overlays'

/** An element on the map moved by its body, or resized by its handle, cell by cell. */
export function elementGesture(
  env: GestureEnv,
  element: EditorElement,
  resize: boolean,
  anchor: Cell,
): Gesture {
  let preview = element
  return {
    kind: 'element',
    frame(x, y) {
      const s = env.state()
      const { nearest } = env.cellAt(x, y)
      preview = resize
        ? resizeElementTo(element, nearest.row, nearest.col, s)
        : moveElementBy(element, nearest.row - anchor.row, nearest.col - anchor.col, s)
      showOverlay(
        env.indicator(),
        spanRect(s, preview.row, preview.col, preview.rowSpan, preview.colSpan),
        env.transform(),
        'me-drop me-drop--place',
      )
    },
    commit() {
      const same =
        preview.row === element.row &&
        preview.col === element.col &&
        preview.rowSpan === element.rowSpan &&
        preview.colSpan === element.colSpan
      if (!same)
        placeElement(
          env,
          env.state(),
          preview,
          updateElement(element, preview, resize ? 'resizeElement' : 'moveElement'),
        )
    },
  }
}
