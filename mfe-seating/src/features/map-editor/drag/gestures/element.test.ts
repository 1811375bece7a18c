import { describe, expect, it } from 'vitest'
import { centreOf, gestureEnv } from './gesture-env.fixture'
import { elementGesture } from './element'

describe('moving and resizing an element', () => {
  it('moves it by the cells the pointer went, as one step', () => {
    const { env, applied, indicator, state } = gestureEnv()
    const bimah = state().elements[0]!
    const move = elementGesture(env, bimah, false, { row: 1, col: 3 })
    move.frame(...centreOf(2, 3))
    expect(indicator.className).toBe('me-drop me-drop--place')
    move.commit()
    expect(applied.map((a) => a.name)).toContain('moveElement')
    expect(state().elements[0]).toMatchObject({ row: 2, col: 3, rowSpan: 2, colSpan: 1 })
  })

  it('resizes it from its handle', () => {
    const { env, applied, state } = gestureEnv()
    const bimah = state().elements[0]!
    const resize = elementGesture(env, bimah, true, { row: 2, col: 3 })
    resize.frame(...centreOf(1, 3))
    resize.commit()
    expect(applied.map((a) => a.name)).toContain('resizeElement')
    expect(state().elements[0]).toMatchObject({ row: 1, col: 3, rowSpan: 1, colSpan: 1 })
  })

  it('changes nothing when it ends where it began', () => {
    const { env, applied, state } = gestureEnv()
    const move = elementGesture(env, state().elements[0]!, false, { row: 1, col: 3 })
    move.frame(...centreOf(2, 4))
    move.frame(...centreOf(1, 3))
    move.commit()
    expect(applied).toEqual([])
  })
})
