import { describe, expect, it, vi } from 'vitest'
import { boardEvents, type BoardEventDeps } from './board-events'
import type { EditorTool } from './selection'

function deps(tool: EditorTool, picked: number | null = null) {
  const d = {
    dispatch: vi.fn(),
    tool: { current: tool },
    picked: { current: picked },
    seatPicked: vi.fn(),
    openCard: vi.fn(),
    focusViewport: vi.fn(),
    showPersonSeat: vi.fn(),
    onDragChange: vi.fn(),
  } satisfies BoardEventDeps
  return { d, events: boardEvents(d) }
}

const cell = { row: 2, col: 3 }

describe('what the board gestures mean for the selection', () => {
  it('opens the seat card of a clicked cell, as a sheet for a finger, and keeps the keyboard on the map', () => {
    const { d, events } = deps('seat')
    events.onCellClick(cell, true)
    expect(d.dispatch).toHaveBeenCalledWith({ type: 'deselectElement' })
    expect(d.openCard).toHaveBeenCalledWith(cell, true)
    expect(d.focusViewport).toHaveBeenCalled()
  })

  it('seats the picked worshipper on the clicked seat instead', () => {
    const { d, events } = deps('seat', 13)
    events.onCellClick(cell, false)
    expect(d.seatPicked).toHaveBeenCalledWith(13, cell)
    expect(d.openCard).not.toHaveBeenCalled()
  })

  it('only moves the focus with another tool in hand', () => {
    const { d, events } = deps('aisle', 13)
    events.onCellClick(cell, false)
    expect(d.dispatch).toHaveBeenLastCalledWith({ type: 'focus', cell })
    expect(d.seatPicked).not.toHaveBeenCalled()
    expect(d.openCard).not.toHaveBeenCalled()
  })

  it('selects an element, ends a placing, lets go on the background, shows a clicked worshipper', () => {
    const { d, events } = deps('seat')
    events.onElementSelect('e5')
    expect(d.dispatch).toHaveBeenLastCalledWith({ type: 'selectElement', key: 'e5' })
    expect(d.focusViewport).toHaveBeenCalledTimes(1)
    events.onPlaced()
    expect(d.dispatch).toHaveBeenLastCalledWith({ type: 'placed' })
    events.onBackgroundClick()
    expect(d.dispatch).toHaveBeenLastCalledWith({ type: 'background' })
    events.onHeaderClick()
    expect(d.dispatch).toHaveBeenLastCalledWith({ type: 'deselectElement' })
    events.onPersonClick(11)
    expect(d.showPersonSeat).toHaveBeenCalledWith(11)
  })

  it('closes the card when a drag begins, not when it ends', () => {
    const { d, events } = deps('seat')
    events.onDragChange(true)
    expect(d.onDragChange).toHaveBeenCalledWith(true)
    expect(d.dispatch).toHaveBeenCalledWith({ type: 'closeCard' })
    d.dispatch.mockClear()
    events.onDragChange(false)
    expect(d.onDragChange).toHaveBeenLastCalledWith(false)
    expect(d.dispatch).not.toHaveBeenCalled()
  })
})
