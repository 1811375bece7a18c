import type { EditorAction } from '../../actions/editor-action'
import { clearingSeatsUnder } from '../../actions/element-actions'
import { editorTexts } from '../../editor-texts'
import type { EditorElement, EditorState } from '../../model/editor-state'
import type { GestureEnv } from './gesture'

/** An element's step, taking people off the seats it now covers, and saying so. */
export function placeElement(
  env: GestureEnv,
  s: EditorState,
  element: EditorElement,
  step: EditorAction,
): void {
  const { action, unseated } = clearingSeatsUnder(s, element, step)
  env.apply(action)
  if (unseated > 0) env.warn(editorTexts.removedUnderElement(unseated, element.name))
}
