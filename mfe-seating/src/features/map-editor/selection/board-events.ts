import type { CellPosition } from '../grid/keyboard-navigation'
import type { EditorTool, SelectionEvent } from './selection'

export interface BoardEventDeps {
  dispatch(event: SelectionEvent): void
  tool: React.RefObject<EditorTool>
  /** The worshipper picked from the list, waiting for a seat. */
  picked: React.RefObject<number | null>
  seatPicked(personId: number, cell: CellPosition): void
  openCard(cell: CellPosition, touch: boolean): void
  focusViewport(): void
  /** Shows the first seat of a worshipper clicked in the list. */
  showPersonSeat(personId: number): void
  /** A drag began or ended. */
  onDragChange(active: boolean): void
}

/** What the board's gestures mean for the selection: the pointer's results, told to the editor. */
export function boardEvents(d: BoardEventDeps) {
  return {
    onCellClick(cell: CellPosition, touch: boolean) {
      d.dispatch({ type: 'deselectElement' })
      const picked = d.picked.current
      if (d.tool.current === 'seat' && picked !== null) d.seatPicked(picked, cell)
      else if (d.tool.current === 'seat') d.openCard(cell, touch)
      else d.dispatch({ type: 'focus', cell })
      d.focusViewport()
    },
    onHeaderClick: () => d.dispatch({ type: 'deselectElement' }),
    onElementSelect(key: string | null) {
      d.dispatch({ type: 'selectElement', key })
      d.focusViewport()
    },
    onPlaced: () => d.dispatch({ type: 'placed' }),
    onPersonClick: (personId: number) => d.showPersonSeat(personId),
    onBackgroundClick: () => d.dispatch({ type: 'background' }),
    onDragChange(active: boolean) {
      d.onDragChange(active)
      if (active) d.dispatch({ type: 'closeCard' })
    },
  }
}
