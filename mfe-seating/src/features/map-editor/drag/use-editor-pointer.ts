import { useRef } from 'react'
import type { CellPosition } from '../grid/keyboard-navigation'
import { usePinchZoom } from '../grid/use-pinch-zoom'
import type { Viewport } from '../grid/use-viewport'
import { seatsByPerson, type CellKey } from '../model/editor-state'
import type { EditorStore } from '../model/editor-store'
import type { PersonDirectory } from '../model/person-directory'
import { boardEvents } from '../selection/board-events'
import type { EditorSelection } from '../selection/use-editor-selection'
import { useBoardPointer } from './use-board-pointer'

export interface EditorPointerDeps {
  viewport: Viewport
  store: EditorStore
  directory: React.RefObject<PersonDirectory>
  selection: EditorSelection
  picking: {
    pickedRef: React.RefObject<number | null>
    seat(personId: number, cell: CellPosition): void
  }
  panelRef: React.RefObject<HTMLElement | null>
  showSeat(key: CellKey): void
  onDragChange(active: boolean): void
}

/**
 * The editor's pointer: the board's gestures (use-board-pointer.ts) told to the selection, two-finger pinches
 * holding them off, and the overlays the gestures move (drop indicator, ghost, shield).
 */
export function useEditorPointer(deps: EditorPointerDeps) {
  const { viewport, store, selection, picking } = deps
  const indicatorRef = useRef<HTMLDivElement | null>(null)
  const ghostRef = useRef<HTMLDivElement | null>(null)
  const shieldRef = useRef<HTMLDivElement | null>(null)
  const pinching = useRef(false)
  const pointer = useBoardPointer({
    pinching,
    viewport,
    store,
    directory: deps.directory,
    tool: selection.toolRef,
    placing: selection.placingRef,
    indicatorRef,
    ghostRef,
    shieldRef,
    panelRef: deps.panelRef,
    ...boardEvents({
      dispatch: selection.dispatch,
      tool: selection.toolRef,
      picked: picking.pickedRef,
      seatPicked: picking.seat,
      openCard: selection.openCard,
      focusViewport: selection.focusViewport,
      showPersonSeat: (personId) => {
        const first = seatsByPerson(store.getSnapshot().state).get(personId)?.[0]
        if (first !== undefined) deps.showSeat(first)
      },
      onDragChange: deps.onDragChange,
    }),
  })
  usePinchZoom(viewport, pinching, () => pointer.cancel())
  return { pointer, indicatorRef, ghostRef, shieldRef }
}
