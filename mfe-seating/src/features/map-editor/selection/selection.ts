import type { ElementKind } from '@seats/contracts'
import type { CellPosition } from '../grid/keyboard-navigation'

export type EditorTool = 'seat' | 'aisle' | 'blocked' | 'accessible'

/** What the warden has in hand and where they are on the map. */
export interface Selection {
  tool: EditorTool
  /** An element kind waiting to be drawn on the map. */
  placing: ElementKind | null
  selectedElement: string | null
  focus: CellPosition
  /** The cell whose card is open. */
  popover: CellPosition | null
  /** The card opened by a finger: a sheet, since a popover would close on the tap. */
  cardAsSheet: boolean
  /** The worshippers' bottom sheet on a phone. */
  sheetOpen: boolean
}

export type SelectionEvent =
  | { type: 'tool'; tool: EditorTool }
  | { type: 'place'; kind: ElementKind | null }
  | { type: 'placed' }
  | { type: 'escape' }
  | { type: 'selectElement'; key: string | null }
  | { type: 'deselectElement' }
  | { type: 'focus'; cell: CellPosition }
  | { type: 'openCard'; cell: CellPosition; touch: boolean }
  | { type: 'closeCard' }
  | { type: 'background' }
  | { type: 'picked' }
  | { type: 'toggleSheet' }

export const initialSelection: Selection = {
  tool: 'seat',
  placing: null,
  selectedElement: null,
  focus: { row: 1, col: 1 },
  popover: null,
  cardAsSheet: false,
  sheetOpen: false,
}

export function selectionReducer(s: Selection, e: SelectionEvent): Selection {
  switch (e.type) {
    case 'tool':
      return { ...s, tool: e.tool, placing: null }
    case 'place':
      return { ...s, placing: e.kind, selectedElement: null }
    case 'placed':
      return { ...s, placing: null }
    case 'escape':
      return { ...s, placing: null, selectedElement: null }
    case 'selectElement':
      return { ...s, selectedElement: e.key, popover: null }
    case 'deselectElement':
      return { ...s, selectedElement: null }
    case 'focus':
      return { ...s, focus: e.cell }
    case 'openCard':
      return { ...s, focus: e.cell, popover: e.cell, cardAsSheet: e.touch }
    case 'closeCard':
      return { ...s, popover: null }
    case 'background':
      return { ...s, selectedElement: null, popover: null }
    case 'picked':
      return { ...s, sheetOpen: false, popover: null }
    case 'toggleSheet':
      return { ...s, sheetOpen: !s.sheetOpen }
  }
}
