import { describe, expect, it } from 'vitest'
import { dayjs, formatDate, formatDateTime, fromNow } from './hebrew-dates'

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
})
