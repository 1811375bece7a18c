// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { announce } from './announcer'

afterEach(() => vi.useRealTimers())

describe('announce', () => {
  it('says the text through one polite live region, and the same news twice is said twice', () => {
    vi.useFakeTimers()
    announce('אליהו הנוסע הוסיף דיווח לשבת פרשת נח')
    const region = document.getElementById('seats-announcer')!
    expect(region.getAttribute('aria-live')).toBe('polite')
    vi.advanceTimersByTime(150)
    expect(region.textContent).toBe('אליהו הנוסע הוסיף דיווח לשבת פרשת נח')

    announce('אליהו הנוסע הוסיף דיווח לשבת פרשת נח')
    // Emptied first: a reader notices the change even though the words are the same.
    expect(region.textContent).toBe('')
    vi.advanceTimersByTime(150)
    expect(region.textContent).toBe('אליהו הנוסע הוסיף דיווח לשבת פרשת נח')
    expect(document.querySelectorAll('#seats-announcer')).toHaveLength(1)
  })
})
