import { describe, expect, it } from 'vitest'
import { displayDate, isIsoDate, israelDate, nextMonthlyDate } from './dates'

describe('dates', () => {
  it('keeps the billing day, or the month end when the month is shorter', () => {
    expect(nextMonthlyDate('2027-01-31', 31)).toBe('2027-02-28')
    expect(nextMonthlyDate('2027-02-28', 31)).toBe('2027-03-31')
    expect(nextMonthlyDate('2028-01-30', 30)).toBe('2028-02-29')
    expect(nextMonthlyDate('2027-12-15', 15)).toBe('2028-01-15')
    expect(nextMonthlyDate('2027-04-30', 31)).toBe('2027-05-31')
    // A yearly item (Duration_Months 12) bills a year on.
    expect(nextMonthlyDate('2027-02-28', 29, 12)).toBe('2028-02-29')
    expect(nextMonthlyDate('2027-11-28', 28, 12)).toBe('2028-11-28')
  })

  it('takes only real calendar dates', () => {
    expect(isIsoDate('2027-02-28')).toBe(true)
    expect(isIsoDate('2027-02-29')).toBe(false)
    expect(isIsoDate('2027-2-28')).toBe(false)
    expect(isIsoDate('2027-02-28T00:00:00')).toBe(false)
  })

  it('reads an instant in Israel time, and prints DD/MM/YYYY', () => {
    expect(israelDate(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23')
    expect(israelDate(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01')
    expect(displayDate('2026-11-23')).toBe('23/11/2026')
  })
})
