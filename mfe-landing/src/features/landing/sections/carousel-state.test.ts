import { describe, expect, it } from 'vitest'
import { activeSlide, carouselReducer } from './carousel-state'

const reduce = carouselReducer(4)

describe('looping carousel', () => {
  it('moves onto the copy of the first slide, then jumps back to it without a transition', () => {
    let s = { position: 3, animate: true }
    s = reduce(s, { type: 'next' })
    expect(s).toEqual({ position: 4, animate: true })
    expect(activeSlide(s, 4)).toBe(0)
    s = reduce(s, { type: 'settled' })
    expect(s).toEqual({ position: 0, animate: false })
    expect(reduce(s, { type: 'armed' })).toEqual({ position: 0, animate: true })
  })

  it('steps back from the first slide through its copy', () => {
    const jumped = reduce({ position: 0, animate: true }, { type: 'prev' })
    expect(jumped).toEqual({ position: 4, animate: false })
    expect(reduce(jumped, { type: 'prev' })).toEqual({ position: 3, animate: true })
  })
})
