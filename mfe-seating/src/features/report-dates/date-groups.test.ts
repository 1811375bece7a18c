import type { DateOption } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { dateGroups, kindLabel } from './date-groups'

const option = (over: Partial<DateOption>): DateOption => ({
  date: '2026-11-28',
  eventId: null,
  name: 'שבת פרשת וישלח',
  hebrewDate: 'י״ח כסלו תשפ״ז',
  kind: 'shabbat',
  reverse: false,
  ...over,
})

describe('dateGroups', () => {
  it('puts what is ahead under one heading, in the service order, and the past under another', () => {
    const coming = option({})
    const holiday = option({ date: '2027-04-22', name: 'פסח א׳', kind: 'holiday' })
    const event = option({ date: '2026-12-10', eventId: 4, name: 'סעודה', kind: 'event' })
    const past = option({ date: '2026-10-10', name: 'שבת פרשת בראשית', kind: 'past' })
    expect(dateGroups([coming, event, holiday, past])).toEqual([
      { title: 'תאריכים קרובים', options: [coming, event, holiday] },
      { title: 'תאריכים שעברו', options: [past] },
    ])
  })

  it('leaves out an empty group', () => {
    expect(dateGroups([option({})]).map((g) => g.title)).toEqual(['תאריכים קרובים'])
  })
})

describe('kindLabel', () => {
  it('marks a festival, an event and a reverse event, and leaves a Shabbat plain', () => {
    expect(kindLabel(option({}))).toBeNull()
    expect(kindLabel(option({ kind: 'holiday', name: 'שבועות' }))).toBe('חג')
    expect(kindLabel(option({ kind: 'event', eventId: 3 }))).toBe('אירוע')
    expect(kindLabel(option({ kind: 'event', eventId: 3, reverse: true }))).toBe('אירוע הפוך')
  })
})
