import type { EditorAction } from '../actions/editor-action'
import type { GridSize } from '../grid/grid-geometry'
import type { CellPosition } from '../grid/keyboard-navigation'
import { ZOOM_IN, ZOOM_OUT, type Viewport } from '../grid/use-viewport'
import type { EditorStore } from '../model/editor-store'
import type { EditorSelection } from '../selection/use-editor-selection'
import { directionAt, gridKeyCommand, type GridKeyCommand } from './grid-keys'

export interface GridKeyDeps {
  selection: EditorSelection
  size: GridSize
  store: EditorStore
  viewport: Viewport
  apply(action: EditorAction | null): void
  picking: {
    pickedRef: React.RefObject<number | null>
    seat(personId: number, cell: CellPosition): void
    cancel(): void
  }
}

/** The map's keydown: the key's command (grid-keys.ts), carried out on the editor. */
export function gridKeyDown(deps: GridKeyDeps) {
  return (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return
    const { selection, picking } = deps
    const result = gridKeyCommand(e.key, {
      focus: selection.focus,
      size: deps.size,
      state: deps.store.getSnapshot().state,
      tool: selection.toolRef.current,
      selectedElement: selection.selectedElement,
      picked: picking.pickedRef.current,
      ctrl: e.ctrlKey || e.metaKey,
      dir: directionAt(e.currentTarget),
    })
    if (!result) return
    if (result.preventDefault) e.preventDefault()
    run(result.command, deps)
  }
}

function run(command: GridKeyCommand, { selection, picking, viewport, apply }: GridKeyDeps): void {
  switch (command.type) {
    case 'move':
      return selection.moveFocus(command.cell)
    case 'seatPicked':
      return picking.seat(command.personId, command.cell)
    case 'openCard':
      return selection.openCard(command.cell)
    case 'apply':
      apply(command.action)
      if (command.deselect) selection.dispatch({ type: 'deselectElement' })
      return
    case 'cancelPick':
      return picking.cancel()
    case 'escape':
      return selection.dispatch({ type: 'escape' })
    case 'zoomIn':
      return viewport.zoomBy(ZOOM_IN)
    case 'zoomOut':
      return viewport.zoomBy(ZOOM_OUT)
    case 'fit':
      return viewport.fit()
  }
}
