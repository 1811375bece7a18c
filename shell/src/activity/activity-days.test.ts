import type { ActivityEntry } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { activityDays, activityIcon, withLiveEntry } from './activity-days'

const entry = (id: number, at: string, memberId = 4): ActivityEntry => ({
  id,
  at,
  memberId,
  memberName: 'ראובן',
  action: 'seat.assign',
  subject: `seat:1:1:${id}`,
  details: { personName: 'משה כהן', seat: 'שורה א, מושב 1' },
})

describe('the activity list by day', () => {
  it('cuts the newest-first list into days named as a person says them', () => {
    const now = new Date('2026-11-26T10:00:00')
    const days = activityDays(
      [
        entry(9, new Date('2026-11-26T09:00:00').toISOString()),
        entry(8, new Date('2026-11-26T00:10:00').toISOString()),
        entry(7, new Date('2026-11-25T23:50:00').toISOString()),
        entry(6, new Date('2026-11-22T12:00:00').toISOString()),
      ],
      now,
    )
    expect(days.map((d) => [d.title, d.entries.map((e) => e.id)])).toEqual([
      ['היום', [9, 8]],
      ['אתמול', [7]],
      ['יום ראשון, 22/11/26', [6]],
    ])
  })

  it('gives each kind of change the icon of its section', () => {
    expect(activityIcon('seat.move')).toBe('grid-view')
    expect(activityIcon('person.import')).toBe('people')
    expect(activityIcon('report.update')).toBe('phone')
    expect(activityIcon('guest.create')).toBe('new-person')
    expect(activityIcon('reminders.update')).toBe('notifications')
    expect(activityIcon('household.group')).toBe('home')
    expect(activityIcon('season.assign')).toBe('timeline-events')
    expect(activityIcon('payment.create')).toBe('bank-account')
  })

  it('keeps a line arriving live once, in order, and only for the chosen member', () => {
    const list = [entry(5, '2026-11-26T09:00:00Z'), entry(3, '2026-11-26T08:00:00Z')]
    expect(withLiveEntry(list, entry(6, '2026-11-26T09:01:00Z'), null).map((e) => e.id)).toEqual([6, 5, 3])
    expect(withLiveEntry(list, entry(5, '2026-11-26T09:00:00Z'), null)).toBe(list)
    expect(withLiveEntry(list, entry(6, '2026-11-26T09:01:00Z', 9), 4)).toBe(list)
    expect(withLiveEntry(list, entry(4, '2026-11-26T08:30:00Z', 4), 4).map((e) => e.id)).toEqual([5, 4, 3])
  })
})
