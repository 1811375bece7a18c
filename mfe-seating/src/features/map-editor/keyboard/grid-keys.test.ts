import { describe, expect, it } from 'vitest'
import { stateFromMap } from '../model/editor-state'
import { sampleMap } from '../model/sample-map.fixture'
import { gridKeyCommand, type GridKeyContext } from './grid-keys'

const state = stateFromMap(sampleMap())
const ctx = (over: Partial<GridKeyContext> = {}): GridKeyContext => ({
  focus: { row: 1, col: 1 },
  size: { rows: state.rows, cols: state.cols },
  state,
  tool: 'seat',
  selectedElement: null,
  picked: null,
  ctrl: false,
  dir: 'rtl',
  ...over,
})

describe('keys on the map', () => {
  it('moves the focus right to left, and left to right on a page that says so', () => {
    expect(gridKeyCommand('ArrowLeft', ctx())).toEqual({
      command: { type: 'move', cell: { row: 1, col: 2 } },
      preventDefault: true,
    })
    expect(gridKeyCommand('ArrowRight', ctx({ dir: 'ltr' }))?.command).toEqual({
      type: 'move',
      cell: { row: 1, col: 2 },
    })
    expect(gridKeyCommand('End', ctx({ ctrl: true }))?.command).toEqual({
      type: 'move',
      cell: { row: 3, col: 4 },
    })
  })

  it('opens the seat card on Enter and Space, or seats the picked worshipper there', () => {
    expect(gridKeyCommand('Enter', ctx())).toEqual({
      command: { type: 'openCard', cell: { row: 1, col: 1 } },
      preventDefault: true,
    })
    expect(gridKeyCommand(' ', ctx({ picked: 13 }))?.command).toEqual({
      type: 'seatPicked',
      personId: 13,
      cell: { row: 1, col: 1 },
    })
    // Another tool in hand: the card, even with a worshipper picked.
    expect(gridKeyCommand('Enter', ctx({ picked: 13, tool: 'aisle' }))?.command.type).toBe('openCard')
  })

  it('deletes the selected element first, else clears the seat, else makes the cell a seat again', () => {
    const element = gridKeyCommand('Delete', ctx({ selectedElement: state.elements[0]!.key }))
    expect(element?.preventDefault).toBe(true)
    expect(element?.command).toMatchObject({
      type: 'apply',
      deselect: true,
      action: { name: 'removeElement' },
    })
    const seat = gridKeyCommand('Backspace', ctx())?.command
    expect(seat).toMatchObject({ type: 'apply', deselect: false })
    expect(seat?.type === 'apply' && seat.action?.changes).toEqual([
      {
        type: 'seats',
        ops: [
          { op: 'unassign', personId: 11, from: { row: 1, col: 1 } },
          { op: 'unassign', personId: 12, from: { row: 1, col: 1 } },
        ],
      },
    ])
    const aisle = gridKeyCommand('Delete', ctx({ focus: { row: 1, col: 3 } }))?.command
    expect(aisle).toMatchObject({ type: 'apply', deselect: false, action: { name: 'clearCell' } })
    // An empty seat: nothing to do, yet the key is still the map's.
    expect(gridKeyCommand('Delete', ctx({ focus: { row: 1, col: 2 } }))).toEqual({
      command: { type: 'apply', action: null, deselect: false },
      preventDefault: true,
    })
  })

  it('lets a pick go on Escape before anything else', () => {
    expect(gridKeyCommand('Escape', ctx({ picked: 12 }))).toEqual({
      command: { type: 'cancelPick' },
      preventDefault: false,
    })
    expect(gridKeyCommand('Escape', ctx())?.command).toEqual({ type: 'escape' })
  })

  it('zooms with + = - and fits with 0, leaving other keys alone', () => {
    expect(gridKeyCommand('+', ctx())?.command).toEqual({ type: 'zoomIn' })
    expect(gridKeyCommand('=', ctx())?.command).toEqual({ type: 'zoomIn' })
    expect(gridKeyCommand('-', ctx())?.command).toEqual({ type: 'zoomOut' })
    expect(gridKeyCommand('0', ctx())).toEqual({ command: { type: 'fit' }, preventDefault: false })
    expect(gridKeyCommand('a', ctx())).toBeNull()
    expect(gridKeyCommand('Tab', ctx())).toBeNull()
  })
})
