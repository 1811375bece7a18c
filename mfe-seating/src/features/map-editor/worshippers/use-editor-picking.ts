import type { EditorAction } from '../actions/editor-action'
import type { EditorStore } from '../model/editor-store'
import type { PersonDirectory } from '../model/person-directory'
import type { EditorSelection } from '../selection/use-editor-selection'
import { useSeatPicking } from './use-seat-picking'

/** Picking a worshipper, then a seat, told to the editor's selection (the sheet and the card make way). */
export function useEditorPicking(
  selection: EditorSelection,
  store: EditorStore,
  apply: (action: EditorAction | null) => void,
  directory: React.RefObject<PersonDirectory>,
) {
  return useSeatPicking({
    store,
    apply,
    fullName: (id) => directory.current.fullName(id),
    onPicked: () => selection.dispatch({ type: 'picked' }),
    focusMap: (cell) => {
      if (cell) selection.moveFocus(cell)
      selection.focusViewport()
    },
    onSeated: selection.setFocus,
  })
}
