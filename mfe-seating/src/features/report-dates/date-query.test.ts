import { describe, expect, it } from 'vitest'
import {
  belongsTo,
  COMING_SHABBAT,
  hasInvalidDateQuery,
  isIsoDate,
  optionKey,
  parseDateQuery,
  withDateQuery,
} from './date-query'

const q = (s: string) => new URLSearchParams(s)

describe('the date in the URL', () => {
  it('reads a date and an event', () => {
    expect(parseDateQuery(q('date=2026-12-05&event=12'))).toEqual({ date: '2026-12-05', eventId: 12 })
    expect(parseDateQuery(q('date=2026-12-05'))).toEqual({ date: '2026-12-05', eventId: null })
  })
  it('an empty or invalid date is the coming Shabbat', () => {
    for (const s of [
      '',
      'date=',
      'date=tomorrow',
      'date=2026-02-30',
      'date=2026-2-3',
      'event=4',
      'date=x&event=4',
    ])
      expect(parseDateQuery(q(s)), s).toEqual(COMING_SHABBAT)
  })
  it('a bad event id keeps the date without the event', () => {
    expect(parseDateQuery(q('date=2026-12-05&event=abc'))).toEqual({ date: '2026-12-05', eventId: null })
    expect(parseDateQuery(q('date=2026-12-05&event=0'))).toEqual({ date: '2026-12-05', eventId: null })
  })
  it('knows which URLs must be rewritten', () => {
    expect(hasInvalidDateQuery(q(''))).toBe(false)
    expect(hasInvalidDateQuery(q('date=2026-12-05&event=3'))).toBe(false)
    expect(hasInvalidDateQuery(q('date=nope'))).toBe(true)
    expect(hasInvalidDateQuery(q('event=3'))).toBe(true)
    expect(hasInvalidDateQuery(q('date=2026-12-05&event=x'))).toBe(true)
  })
  it('writes a selection and keeps the other parameters', () => {
    expect(
      withDateQuery(q('display=all&date=2026-01-03'), { date: '2026-12-05', eventId: 9 }).toString(),
    ).toBe('display=all&date=2026-12-05&event=9')
    expect(withDateQuery(q('display=all&date=2026-01-03&event=2'), COMING_SHABBAT).toString()).toBe(
      'display=all',
    )
  })
  it('validates calendar days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true)
    expect(isIsoDate('2027-02-29')).toBe(false)
  })
})

describe('matching reports to an option', () => {
  it('needs both the date and the event', () => {
    const shabbat = { date: '2026-12-05', eventId: null }
    const chanukah = { date: '2026-12-05', eventId: 4 }
    expect(belongsTo({ date: '2026-12-05', eventId: null }, shabbat)).toBe(true)
    expect(belongsTo({ date: '2026-12-05', eventId: 4 }, shabbat)).toBe(false)
    expect(belongsTo({ date: '2026-12-05', eventId: 4 }, chanukah)).toBe(true)
    expect(belongsTo({ date: '2026-12-12', eventId: null }, shabbat)).toBe(false)
    expect(optionKey(shabbat)).not.toBe(optionKey(chanukah))
  })
})
