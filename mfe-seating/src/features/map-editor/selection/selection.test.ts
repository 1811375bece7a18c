import { describe, expect, it } from 'vitest'
import { initialSelection, selectionReducer, type Selection, type SelectionEvent } from './selection'

const run = (...events: SelectionEvent[]): Selection => events.reduce(selectionReducer, initialSelection)

describe('the editor selection', () => {
  it('starts with the seat tool at the first cell, nothing open', () => {
    expect(initialSelection).toMatchObject({
      tool: 'seat',
      placing: null,
      selectedElement: null,
      focus: { row: 1, col: 1 },
      popover: null,
    })
  })

  it('drops an element waiting to be placed when another tool is taken', () => {
    const s = run({ type: 'place', kind: 'bimah' }, { type: 'tool', tool: 'aisle' })
    expect(s.tool).toBe('aisle')
    expect(s.placing).toBeNull()
  })

  it('lets the selected element go when one is to be placed, and the placing end once placed', () => {
    let s = run({ type: 'selectElement', key: 'n1' }, { type: 'place', kind: 'ark' })
    expect(s).toMatchObject({ placing: 'ark', selectedElement: null })
    s = selectionReducer(s, { type: 'placed' })
    expect(s.placing).toBeNull()
  })

  it('opens a seat card at the focused cell, as a sheet for a finger, and closes it', () => {
    const cell = { row: 2, col: 3 }
    let s = run({ type: 'openCard', cell, touch: true })
    expect(s).toMatchObject({ focus: cell, popover: cell, cardAsSheet: true })
    s = selectionReducer(s, { type: 'closeCard' })
    expect(s.popover).toBeNull()
    expect(s.focus).toEqual(cell)
    expect(run({ type: 'openCard', cell, touch: false }).cardAsSheet).toBe(false)
  })

  it('closes the card when an element is selected', () => {
    const s = run(
      { type: 'openCard', cell: { row: 1, col: 1 }, touch: false },
      { type: 'selectElement', key: 'e5' },
    )
    expect(s).toMatchObject({ popover: null, selectedElement: 'e5' })
  })

  it('lets everything go on Escape and on the background', () => {
    const s = run({ type: 'selectElement', key: 'e5' }, { type: 'place', kind: 'bimah' }, { type: 'escape' })
    expect(s).toMatchObject({ placing: null, selectedElement: null })
    const b = run(
      { type: 'selectElement', key: 'e5' },
      { type: 'openCard', cell: { row: 1, col: 1 }, touch: false },
      { type: 'background' },
    )
    expect(b).toMatchObject({ popover: null, selectedElement: null })
  })

  it('folds the worshippers sheet and the card away when a worshipper is picked', () => {
    const s = run({ type: 'toggleSheet' }, { type: 'openCard', cell: { row: 1, col: 2 }, touch: true })
    expect(s.sheetOpen).toBe(true)
    expect(selectionReducer(s, { type: 'picked' })).toMatchObject({ sheetOpen: false, popover: null })
    expect(run({ type: 'toggleSheet' }, { type: 'toggleSheet' }).sheetOpen).toBe(false)
  })

  it('moves the focus without touching the rest', () => {
    const s = run({ type: 'selectElement', key: 'e5' }, { type: 'focus', cell: { row: 3, col: 4 } })
    expect(s).toMatchObject({ focus: { row: 3, col: 4 }, selectedElement: 'e5' })
  })
})
