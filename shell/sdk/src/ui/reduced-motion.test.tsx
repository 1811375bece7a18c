// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefersReducedMotion, REDUCED_MOTION_QUERY, usePrefersReducedMotion } from './reduced-motion'

/** A matchMedia whose "reduce motion" answer the test sets and changes. */
function stubMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>()
  const list = {
    get matches() {
      return reduce
    },
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => (query === REDUCED_MOTION_QUERY ? list : { ...list, matches: false })),
  )
  return (next: boolean) => {
    reduce = next
    for (const fn of listeners) fn()
  }
}

afterEach(() => vi.unstubAllGlobals())

describe('reduced motion', () => {
  it('answers what the system says', () => {
    stubMotionSetting(true)
    expect(prefersReducedMotion()).toBe(true)
    stubMotionSetting(false)
    expect(prefersReducedMotion()).toBe(false)
  })

  it('follows the setting when the user changes it with the page open', () => {
    const change = stubMotionSetting(false)
    const seen: boolean[] = []
    function Probe() {
      seen.push(usePrefersReducedMotion())
      return null
    }
    render(<Probe />)
    act(() => change(true))
    expect(seen.at(0)).toBe(false)
    expect(seen.at(-1)).toBe(true)
  })
})
