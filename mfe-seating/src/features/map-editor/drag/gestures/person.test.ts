import { describe, expect, it } from 'vitest'
import { centreOf, gestureEnv } from './gesture-env.fixture'
import { personGesture } from './person'

const opsOf = (applied: { changes: readonly unknown[] }[]) => applied.flatMap((a) => a.changes)

describe('dragging a worshipper', () => {
  it('shows their name under the pointer and seats them on a free seat', () => {
    const { env, applied, ghost, indicator } = gestureEnv()
    const drag = personGesture(env, 13, null)
    expect(ghost.textContent).toBe('יעקב פרץ')
    expect(ghost.style.display).toBe('block')
    drag.frame(...centreOf(3, 4))
    expect(ghost.style.transform).toMatch(/^translate3d\(/)
    expect(indicator.className).toBe('me-drop me-drop--ok')
    drag.commit()
    expect(opsOf(applied)).toEqual([
      { type: 'seats', ops: [{ op: 'assign', personId: 13, to: { row: 3, col: 4 } }] },
    ])
  })

  it('moves one dragged from seat to seat', () => {
    const { env, applied } = gestureEnv()
    const drag = personGesture(env, 12, { row: 1, col: 1 })
    drag.frame(...centreOf(2, 1))
    drag.commit()
    expect(opsOf(applied)).toEqual([
      {
        type: 'seats',
        ops: [{ op: 'move', personId: 12, from: { row: 1, col: 1 }, to: { row: 2, col: 1 } }],
      },
    ])
  })

  it('refuses an aisle, and the seat they already hold', () => {
    const { env, applied, indicator } = gestureEnv()
    const drag = personGesture(env, 13, null)
    drag.frame(...centreOf(1, 3))
    expect(indicator.className).toBe('me-drop me-drop--bad')
    drag.commit()
    const again = personGesture(env, 11, { row: 1, col: 1 })
    again.frame(...centreOf(2, 4))
    expect(indicator.className).toBe('me-drop me-drop--bad')
    again.commit()
    expect(applied).toEqual([])
  })

  it('unseats one dropped on the list or off the map, marking the ghost as it goes', () => {
    const { env, applied, ghost, indicator } = gestureEnv()
    const drag = personGesture(env, 11, { row: 2, col: 4 })
    drag.frame(1100, 300)
    expect(ghost.classList.contains('me-ghost--remove')).toBe(true)
    expect(indicator.style.display).toBe('none')
    drag.commit()
    expect(opsOf(applied)).toEqual([
      { type: 'seats', ops: [{ op: 'unassign', personId: 11, from: { row: 2, col: 4 } }] },
    ])
    // Back over a seat the mark goes.
    const back = personGesture(env, 12, { row: 1, col: 1 })
    back.frame(1100, 300)
    back.frame(...centreOf(2, 2))
    expect(ghost.classList.contains('me-ghost--remove')).toBe(false)
  })

  it('takes nobody off a seat when a name from the list is dropped off the map', () => {
    const { env, applied } = gestureEnv()
    const drag = personGesture(env, 13, null)
    drag.frame(1100, 300)
    drag.commit()
    expect(applied).toEqual([])
  })
})
