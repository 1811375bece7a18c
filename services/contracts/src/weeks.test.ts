import { describe, expect, it } from 'vitest'
import { israelDate } from './billing'
import { countByWeek, lastWeekStarts, weekStartOf, weeksWindowStart } from './weeks'

describe('weeks', () => {
  it('reads instants in Israel time', () => {
    // 23:30 UTC on Saturday is already Sunday in Israel (UTC+2 in winter).
    expect(israelDate(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-22')
    expect(israelDate(new Date('2026-11-21T21:30:00Z'))).toBe('2026-11-21')
  })

  it('starts a week on Sunday; Saturday ends it', () => {
    expect(weekStartOf('2026-11-22')).toBe('2026-11-22')
    expect(weekStartOf('2026-11-28')).toBe('2026-11-22')
    expect(weekStartOf('2026-11-21')).toBe('2026-11-15')
  })

  it('lists the last weeks oldest first, ending with the current one', () => {
    const weeks = lastWeekStarts(26, new Date('2026-11-24T10:00:00Z'))
    expect(weeks).toHaveLength(26)
    expect(weeks.at(-1)).toBe('2026-11-22')
    expect(weeks[0]).toBe('2026-05-31')
    expect(weeksWindowStart(26, new Date('2026-11-24T10:00:00Z')).toISOString()).toBe(
      '2026-05-30T00:00:00.000Z',
    )
  })

  it('counts dates into their weeks and ignores those outside', () => {
    const weeks = ['2026-11-15', '2026-11-22']
    const counts = countByWeek(weeks, ['2026-11-15', '2026-11-21', '2026-11-22', '2026-11-01', '2026-12-01'])
    expect(Object.fromEntries(counts)).toEqual({ '2026-11-15': 2, '2026-11-22': 1 })
  })
})
