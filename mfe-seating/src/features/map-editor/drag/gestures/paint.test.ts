import { describe, expect, it } from 'vitest'
import { cellKey, kindAt } from '../../model/editor-state'
import { centreOf, gestureEnv } from './gesture-env.fixture'
import { paintGesture } from './paint'

describe('painting cells', () => {
  it('shows the rectangle between press and pointer, and gives it the kind on release', () => {
    const { env, indicator, state } = gestureEnv({ tool: 'blocked' })
    const paint = paintGesture(env, 'blocked', { row: 2, col: 1 })
    paint.frame(...centreOf(3, 2))
    expect(indicator.className).toBe('me-drop me-drop--paint me-drop--blocked')
    expect(indicator.style.display).toBe('block')
    paint.commit()
    for (const [row, col] of [
      [2, 1],
      [2, 2],
      [3, 1],
      [3, 2],
    ] as const)
      expect(kindAt(state(), row, col)).toBe('blocked')
    expect(kindAt(state(), 1, 1)).toBe('seat')
  })

  it("marks the dragged rectangle's seats 'מקום נגיש', and unmarks them from a marked seat", () => {
    const { env, indicator, state } = gestureEnv({ tool: 'accessible' })
    const paint = paintGesture(env, 'accessible', { row: 3, col: 1 })
    paint.frame(...centreOf(3, 3))
    expect(indicator.className).toBe('me-drop me-drop--paint me-drop--accessible')
    paint.commit()
    // 3:2 is blocked: no seat, no mark.
    expect([...state().accessible].sort()).toEqual([cellKey(3, 1), cellKey(3, 3)])
    const unpaint = paintGesture(env, 'accessible', { row: 3, col: 3 })
    unpaint.frame(...centreOf(3, 4))
    unpaint.commit()
    expect([...state().accessible]).toEqual([cellKey(3, 1)])
  })

  it('paints the single cell pressed when the pointer came back to it', () => {
    const { env, state } = gestureEnv({ tool: 'aisle' })
    const paint = paintGesture(env, 'aisle', { row: 3, col: 4 })
    paint.frame(...centreOf(3, 3))
    paint.frame(...centreOf(3, 4))
    paint.commit()
    expect(kindAt(state(), 3, 4)).toBe('aisle')
    expect(kindAt(state(), 3, 3)).toBe('seat')
  })
})
