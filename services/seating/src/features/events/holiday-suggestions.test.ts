import { describe, expect, it } from 'vitest'
import { holidaySuggestions, israelToday } from './holiday-suggestions'

describe('holiday suggestions', () => {
  it("computes today in Israel, not the server's zone", () => {
    // 22:30 UTC on Sept 11 is already Sept 12 in Jerusalem (UTC+3 in summer).
    expect(israelToday(new Date('2026-09-11T22:30:00Z'))).toBe('2026-09-12')
    expect(israelToday(new Date('2026-09-11T20:30:00Z'))).toBe('2026-09-11')
  })

  it('lists the coming holidays with Hebrew names, Hebrew dates and valid dates (Israel schedule)', () => {
    const list = holidaySuggestions({ takenDates: [], now: new Date('2026-09-01T09:00:00Z') })
    const byDate = Object.fromEntries(list.map((s) => [s.date, s]))
    expect(byDate['2026-09-12']).toMatchObject({ name: 'ראש השנה א׳', type: 'רגיל' })
    expect(byDate['2026-09-13']?.name).toBe('ראש השנה ב׳')
    expect(byDate['2026-09-20']?.name).toBe('ערב יום כיפור')
    expect(byDate['2026-09-21']).toMatchObject({ name: 'יום כיפור', hebrewDate: 'י׳ תשרי תשפ״ז' })
    expect(byDate['2026-10-03']?.name).toBe('שמיני עצרת')
    // In Israel there is no second festival day.
    expect(byDate['2026-10-04']).toBeUndefined()
    for (const s of list) {
      expect(s.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(new Date(`${s.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(s.date)
      expect(s.name).toMatch(/[\u05d0-\u05ea]/)
      expect(s.name).not.toMatch(/[\u0591-\u05c7]/)
    }
    expect((list[0]?.date ?? '') >= '2026-09-01').toBe(true)
    expect((list.at(-1)?.date ?? '9999') < '2027-09-02').toBe(true)
    expect(list.some((s) => s.name === 'פורים')).toBe(true)
  })

  it('leaves out dates the account already has an event on', () => {
    const list = holidaySuggestions({ takenDates: ['2026-09-21'], now: new Date('2026-09-01T09:00:00Z') })
    expect(list.find((s) => s.date === '2026-09-21')).toBeUndefined()
  })
})
