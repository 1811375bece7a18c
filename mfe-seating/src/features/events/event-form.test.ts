import { describe, expect, it } from 'vitest'
import { checkEvent } from './event-form'

describe('event form checks', () => {
  it('requires a name and a date', () => {
    expect(checkEvent({ name: ' ', date: '', type: 'רגיל' })).toEqual({
      ok: false,
      errors: { name: 'שדה חובה', date: 'שדה חובה' },
    })
    expect(checkEvent({ name: 'x', date: '2026-13-40', type: 'רגיל' })).toEqual({
      ok: false,
      errors: { date: 'תאריך לא תקין' },
    })
  })

  it('accepts a reverse event', () => {
    expect(checkEvent({ name: ' ליל הסדר ', date: '2027-04-21', type: 'הפוך' })).toEqual({
      ok: true,
      input: { name: 'ליל הסדר', date: '2027-04-21', type: 'הפוך' },
    })
  })
})
