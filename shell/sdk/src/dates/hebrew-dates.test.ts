import { describe, expect, it } from 'vitest'
import { dayName, dayjs, formatChangeTime, formatDate, formatDateTime, fromNow } from './hebrew-dates'

describe('Hebrew dates', () => {
  it('formats day/month/two-digit year', () => {
    expect(formatDate('2025-05-07T10:00:00')).toBe('07/05/25')
    expect(formatDateTime('2025-12-31T08:05:00')).toBe('31/12/25 08:05')
  })

  it('starts the week on Sunday', () => {
    // 2025-05-07 is a Wednesday; its week starts on Sunday 2025-05-04.
    const start = dayjs('2025-05-07').startOf('week')
    expect(start.day()).toBe(0)
    expect(start.format('YYYY-MM-DD')).toBe('2025-05-04')
  })

  it('speaks Hebrew', () => {
    expect(dayjs('2025-05-04').format('dddd')).toBe('ראשון')
    expect(fromNow('2025-05-10', '2025-05-07')).toBe('בעוד 3 ימים')
    expect(fromNow('2025-04-07', '2025-05-07')).toBe('לפני חודש')
  })

  it('names a change’s day as a person says it', () => {
    const now = '2026-11-26T10:00:00'
    expect(dayName('2026-11-26T00:05:00', now)).toBe('היום')
    expect(dayName('2026-11-25T23:59:00', now)).toBe('אתמול')
    expect(dayName('2026-11-24T12:00:00', now)).toBe('יום שלישי, 24/11/26')
    expect(formatChangeTime('2026-11-26T09:02:00', now)).toBe('היום 09:02')
    expect(formatChangeTime('2026-11-25T21:15:00', now)).toBe('אתמול 21:15')
    expect(formatChangeTime('2026-11-20T08:30:00', now)).toBe('20/11/26 08:30')
  })
})
