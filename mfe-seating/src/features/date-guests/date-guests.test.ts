import { describe, expect, it } from 'vitest'
import { sampleGuest } from '@seats/contracts/testing'
import { isOfDate, withSavedGuest, withoutGuest } from './date-guests'

const shabbat = { date: '2026-12-05', eventId: null }

describe('the date’s guests as they change live', () => {
  it('adds a guest of the date in seat order and replaces an edited one', () => {
    const a = sampleGuest({ id: 1, row: 2, col: 1 })
    const b = sampleGuest({ id: 2, row: 1, col: 5 })
    const list = withSavedGuest([a], b, shabbat)
    expect(list.map((g) => g.id)).toEqual([2, 1])
    const renamed = withSavedGuest(list, { ...a, name: 'שמעון' }, shabbat)
    expect(renamed.map((g) => g.name)).toEqual(['אהרן פרץ', 'שמעון'])
  })

  it('leaves out a guest of another date or event, and drops one moved away from this date', () => {
    const a = sampleGuest({ id: 1 })
    const list = [a]
    expect(withSavedGuest(list, sampleGuest({ id: 5, date: '2026-12-12' }), shabbat)).toBe(list)
    expect(withSavedGuest(list, { ...a, eventId: 4 }, shabbat)).toEqual([])
    expect(isOfDate(sampleGuest({ eventId: 4 }), { date: '2026-12-05', eventId: 4 })).toBe(true)
  })

  it('drops a guest whose seat was given back, once', () => {
    const list = [sampleGuest({ id: 1 })]
    expect(withoutGuest(list, 1)).toEqual([])
    expect(withoutGuest(list, 9)).toBe(list)
  })
})
