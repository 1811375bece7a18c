import { describe, expect, it } from 'vitest'
import {
  formatIsraelDate,
  formatIsraelDateTime,
  israelDate,
  israelInstant,
  wallClock,
} from './jerusalem-time'

describe('Israel time', () => {
  it('turns an Israel date and time into an instant with the right offset, winter and summer', () => {
    expect(israelInstant('2026-01-15', 23, 59)).toBe('2026-01-15T23:59:00+02:00')
    expect(israelInstant('2026-07-01', 8, 5)).toBe('2026-07-01T08:05:00+03:00')
    expect(new Date(israelInstant('2026-07-01', 0, 0)!).toISOString()).toBe('2026-06-30T21:00:00.000Z')
  })

  it('handles the days the clocks change (27 March and 25 October 2026)', () => {
    expect(israelInstant('2026-03-27', 12, 0)).toBe('2026-03-27T12:00:00+03:00')
    expect(israelInstant('2026-03-26', 12, 0)).toBe('2026-03-26T12:00:00+02:00')
    expect(israelInstant('2026-10-25', 12, 0)).toBe('2026-10-25T12:00:00+02:00')
  })

  it('refuses a missing or impossible date', () => {
    expect(israelInstant('', 1, 0)).toBeNull()
    expect(israelInstant('2026-02-30', 1, 0)).toBeNull()
    expect(israelInstant('15/01/2026', 1, 0)).toBeNull()
  })

  it('reads an instant back as the Israel wall clock, whatever zone it was written in', () => {
    const ms = Date.parse('2026-01-15T21:59:00Z')
    expect(wallClock(ms)).toMatchObject({ year: 2026, month: 1, day: 15, hour: 23, minute: 59 })
    expect(israelDate(Date.parse('2026-06-30T21:30:00Z'))).toBe('2026-07-01')
  })

  it('formats DD/MM/YY HH:mm and DD/MM/YY on Israel time', () => {
    expect(formatIsraelDateTime('2026-07-01T05:05:00Z')).toBe('01/07/26 08:05')
    expect(formatIsraelDate('2026-12-31T22:30:00Z')).toBe('01/01/27')
    expect(formatIsraelDateTime(null)).toBe('')
    expect(formatIsraelDateTime('nonsense')).toBe('')
  })
})
