import { setCellKinds } from '../actions/cell-kind-actions'
import type { EditorAction } from '../actions/editor-action'
import { removeElement } from '../actions/element-actions'
import { clearSeat } from '../actions/seat-actions'
import type { GridSize } from '../grid/grid-geometry'
import { nextCell, type CellPosition } from '../grid/keyboard-navigation'
import { cellKey, peopleAt, type EditorState } from '../model/editor-state'
import type { EditorTool } from '../selection/selection'

/** What a key pressed on the map asks the editor to do. */
export type GridKeyCommand =
  | { type: 'move'; cell: CellPosition }
  | { type: 'seatPicked'; personId: number; cell: CellPosition }
  | { type: 'openCard'; cell: CellPosition }
  /** A step that empties the focused cell; `deselect` when it removed the selected element. */
  | { type: 'apply'; action: EditorAction | null; deselect: boolean }
  | { type: 'cancelPick' }
  | { type: 'escape' }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'fit' }

export interface GridKeyContext {
  focus: CellPosition
  size: GridSize
  /** The map as the store has it now. */
  state: EditorState
  tool: EditorTool
  selectedElement: string | null
  /** The worshipper picked from the list, waiting for a seat. */
  picked: number | null
  ctrl: boolean
  dir: 'rtl' | 'ltr'
}

/** The command for a key on the map, and whether the browser's own handling of the key is to be stopped. */
export function gridKeyCommand(
  key: string,
  ctx: GridKeyContext,
): { command: GridKeyCommand; preventDefault: boolean } | null {
  const { focus } = ctx
  const next = nextCell(key, focus, ctx.size, { ctrl: ctx.ctrl, dir: ctx.dir })
  if (next) return { command: { type: 'move', cell: next }, preventDefault: true }
  const s = ctx.state
  switch (key) {
    case 'Enter':
    case ' ':
      // A worshipper picked from the list (by keyboard or a tap) goes to this seat; otherwise its card.
      return {
        command:
          ctx.picked !== null && ctx.tool === 'seat'
            ? { type: 'seatPicked', personId: ctx.picked, cell: focus }
            : { type: 'openCard', cell: focus },
        preventDefault: true,
      }
    case 'Delete':
    case 'Backspace': {
      const element = s.elements.find((el) => el.key === ctx.selectedElement)
      const action = element
        ? removeElement(element)
        : peopleAt(s, cellKey(focus.row, focus.col)).length > 0
          ? clearSeat(s, focus)
          : setCellKinds(s, [cellKey(focus.row, focus.col)], 'seat', 'clearCell')
      return { command: { type: 'apply', action, deselect: !!element }, preventDefault: true }
    }
    case 'Escape':
      return { command: { type: ctx.picked !== null ? 'cancelPick' : 'escape' }, preventDefault: false }
    case '+':
    case '=':
      return { command: { type: 'zoomIn' }, preventDefault: false }
    case '-':
      return { command: { type: 'zoomOut' }, preventDefault: false }
    case '0':
      return { command: { type: 'fit' }, preventDefault: false }
  }
  return null
}

/** The product reads right to left; a page that says otherwise gets left-to-right arrows. */
export const directionAt = (el: Element): 'rtl' | 'ltr' =>
  (el.closest('[dir]')?.getAttribute('dir') ?? document.documentElement.dir) === 'ltr' ? 'ltr' : 'rtl'
