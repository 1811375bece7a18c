import { describe, expect, it } from 'vitest'
import { SWIPE_DISTANCE, swipeDirection } from './sheet-swipe'

describe('swipeDirection', () => {
  const at = { x: 200, y: 800 }
  it('reads a finger moved up or down far enough as a swipe', () => {
    expect(swipeDirection(at, { x: 205, y: 800 - 80 })).toBe('up')
    expect(swipeDirection(at, { x: 190, y: 800 + 60 })).toBe('down')
    expect(swipeDirection(at, { x: 200, y: 800 - SWIPE_DISTANCE })).toBe('up')
  })
  it('leaves a tap, a short move and a sideways move alone', () => {
    expect(swipeDirection(at, at)).toBeNull()
    expect(swipeDirection(at, { x: 202, y: 800 - (SWIPE_DISTANCE - 1) })).toBeNull()
    expect(swipeDirection(at, { x: 200 + 90, y: 800 - 40 })).toBeNull()
  })
})
