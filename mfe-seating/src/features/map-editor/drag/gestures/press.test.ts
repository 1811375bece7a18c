import { describe, expect, it } from 'vitest'
import { cellRect } from '../../grid/grid-geometry'
import { cellKey, kindAt } from '../../model/editor-state'
import { centreOf, gestureEnv } from './gesture-env.fixture'
import { pressGesture } from './press'

const board = { type: 'board' } as const

describe('a press released where it began (a click)', () => {
  it("opens a seat's card with the seat tool, saying whether a finger did it", () => {
    const { env, applied } = gestureEnv()
    pressGesture(env, board, ...centreOf(2, 2), true).commit()
    expect(env.onCellClick).toHaveBeenCalledWith({ row: 2, col: 2 }, true)
    expect(applied).toEqual([])
  })

  it('toggles a cell, a row or a column with the aisle or blocked tool', () => {
    const { env, state } = gestureEnv({ tool: 'aisle' })
    pressGesture(env, board, ...centreOf(3, 4), false).commit()
    expect(kindAt(state(), 3, 4)).toBe('aisle')
    expect(env.onCellClick).toHaveBeenCalledWith({ row: 3, col: 4 }, false)
    const row = cellRect(state(), 2, 1)
    // The row header sits beside column 1, at the right.
    pressGesture(env, board, row.x + row.width + 10, row.y + row.height / 2, false).commit()
    expect(kindAt(state(), 2, 1)).toBe('aisle')
    expect(env.onHeaderClick).toHaveBeenCalledTimes(1)
    const col = cellRect(state(), 1, 2)
    pressGesture(env, board, col.x + col.width / 2, col.y - 10, false).commit()
    expect(kindAt(state(), 1, 2)).toBe('aisle')
    expect(env.onHeaderClick).toHaveBeenCalledTimes(2)
  })

  it("marks and unmarks a seat, or a row's seats, 'מקום נגיש' with the accessible tool", () => {
    const { env, state } = gestureEnv({ tool: 'accessible' })
    pressGesture(env, board, ...centreOf(3, 4), false).commit()
    expect([...state().accessible]).toEqual([cellKey(3, 4)])
    expect(env.onCellClick).toHaveBeenCalledWith({ row: 3, col: 4 }, false)
    pressGesture(env, board, ...centreOf(3, 4), false).commit()
    expect(state().accessible.size).toBe(0)
    const row = cellRect(state(), 3, 1)
    pressGesture(env, board, row.x + row.width + 10, row.y + row.height / 2, false).commit()
    // Row ג: column 2 is blocked, the others are seats.
    expect([...state().accessible].sort()).toEqual([cellKey(3, 1), cellKey(3, 3), cellKey(3, 4)])
    expect(kindAt(state(), 3, 2)).toBe('blocked')
  })

  it('lets go of everything on the background', () => {
    const { env } = gestureEnv()
    pressGesture(env, board, 5000, 5000, false).commit()
    expect(env.onBackgroundClick).toHaveBeenCalled()
  })

  it('shows the seat of a worshipper clicked in the list, and selects a clicked element', () => {
    const { env, state } = gestureEnv()
    pressGesture(env, { type: 'person', personId: 11, from: null }, 1100, 100, false).commit()
    expect(env.onPersonClick).toHaveBeenCalledWith(11)
    const element = state().elements[0]!
    pressGesture(env, { type: 'element', element, resize: false }, ...centreOf(1, 3), false).commit()
    expect(env.onElementSelect).toHaveBeenCalledWith(element.key)
  })

  it('places the element waiting to be placed at the clicked cell', () => {
    const { env, state } = gestureEnv({ placing: 'ark' })
    pressGesture(env, board, ...centreOf(3, 1), false).commit()
    expect(state().elements.at(-1)).toMatchObject({ kind: 'ark', row: 3, col: 1 })
    expect(env.onPlaced).toHaveBeenCalled()
    expect(env.onDragChange).toHaveBeenCalledWith(false)
  })
})

describe('a press that moves', () => {
  it('drags what was pressed, else the element being placed, else paints with a tool, else pans', () => {
    const seat = gestureEnv()
    const element = seat.state().elements[0]!
    expect(
      pressGesture(seat.env, { type: 'person', personId: 13, from: null }, 1100, 100, false).drag().kind,
    ).toBe('person')
    expect(
      pressGesture(seat.env, { type: 'element', element, resize: true }, ...centreOf(1, 3), false).drag()
        .kind,
    ).toBe('element')
    expect(pressGesture(seat.env, board, ...centreOf(2, 2), false).drag().kind).toBe('pan')
    expect(
      pressGesture(gestureEnv({ placing: 'bimah' }).env, board, ...centreOf(2, 2), false).drag().kind,
    ).toBe('place')
    const aisle = gestureEnv({ tool: 'aisle' })
    expect(pressGesture(aisle.env, board, ...centreOf(2, 2), false).drag().kind).toBe('paint')
    // Off the cells, a tool pans.
    expect(pressGesture(aisle.env, board, 5000, 5000, false).drag().kind).toBe('pan')
  })
})
