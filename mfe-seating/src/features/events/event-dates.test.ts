import { dayjs } from '@seats/sdk'
import { describe, expect, it } from 'vitest'
import { daysFromToday, eventDateText, hebrewWeekday, relativeDayText, sortEvents } from './event-dates'

describe('event dates', () => {
  it('shows DD/MM/YY with the Hebrew weekday', () => {
    expect(eventDateText('2026-12-05')).toBe('05/12/26, שבת')
    expect(hebrewWeekday('2026-12-01')).toBe('יום שלישי')
  })

  it('counts days from today in Hebrew', () => {
    const today = dayjs('2026-11-20')
    expect(daysFromToday('2026-11-23', today)).toBe(3)
    expect(relativeDayText(3)).toBe('בעוד 3 ימים')
    expect(relativeDayText(1)).toBe('מחר')
    expect(relativeDayText(0)).toBe('היום')
    expect(relativeDayText(-5)).toBe('לפני 5 ימים')
  })

  it('lists upcoming events by date, then past ones from the latest', () => {
    const events = [
      { name: 'a', date: '2026-10-01' },
      { name: 'b', date: '2026-12-24' },
      { name: 'c', date: '2026-11-25' },
      { name: 'd', date: '2026-09-01' },
    ]
    expect(sortEvents(events, dayjs('2026-11-20')).map((e) => e.name)).toEqual(['c', 'b', 'a', 'd'])
  })
})
