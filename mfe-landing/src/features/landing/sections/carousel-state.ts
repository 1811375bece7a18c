/**
 * A looping ("circular") track: the slides are rendered twice, the position runs 0..count and, after the
 * move onto the copy of the first slide, jumps back to 0 with the transition off, so it never rewinds.
 */
export interface CarouselState {
  position: number
  animate: boolean
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'goTo'; slide: number }
  | { type: 'settled' }
  | { type: 'armed' }

export function carouselReducer(count: number) {
  return (state: CarouselState, action: CarouselAction): CarouselState => {
    switch (action.type) {
      case 'next':
        return { position: Math.min(state.position + 1, count), animate: true }
      case 'prev':
        // From the first slide, stand on its copy (no transition) and step back from there on the next frame.
        return state.position === 0
          ? { position: count, animate: false }
          : { position: state.position - 1, animate: true }
      case 'goTo':
        return { position: action.slide, animate: true }
      case 'settled':
        return state.position >= count ? { position: state.position - count, animate: false } : state
      case 'armed':
        return state.animate ? state : { ...state, animate: true }
    }
  }
}

export const activeSlide = (state: CarouselState, count: number): number => state.position % count
