import { useMediaQuery } from './media-query'

/** The user asked their system for less motion (WCAG 2.3.3): nothing moves that does not have to. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/** Whether motion is reduced right now, for code outside React (a scroll, a confetti burst, a timer). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(REDUCED_MOTION_QUERY).matches
  )
}

/** Whether motion is reduced, re-rendering when the user changes the setting while the page is open. */
export const usePrefersReducedMotion = (): boolean => useMediaQuery(REDUCED_MOTION_QUERY)
