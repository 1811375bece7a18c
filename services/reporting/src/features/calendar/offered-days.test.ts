import { describe, expect, it } from 'vitest'
import { spokenShabbat } from './coming-shabbat'
import { isReportableDay, lastOfferedDay, offeredDays } from './offered-days'

const named = (il: boolean) =>
  offeredDays('2027-04-18', '2027-04-24', il).map((d) => `${d.date} ${d.kind} ${d.name}`)

describe('offeredDays', () => {
  it('offers eight Shabbatot, each as the phone line says it, and no other day in an ordinary span', () => {
    const days = offeredDays('2026-11-22', '2026-11-28')
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-28',
      '2026-12-05',
      '2026-12-12',
      '2026-12-19',
      '2026-12-26',
      '2027-01-02',
      '2027-01-09',
      '2027-01-16',
    ])
    for (const d of days) expect(d).toMatchObject({ kind: 'shabbat', name: spokenShabbat(d.date) })
    expect(days[0]?.name).toBe('שבת פרשת וישלח')
  })

  it('adds the yom tov days from today on, by the Israel schedule', () => {
    expect(named(true)).toEqual([
      '2027-04-22 holiday פסח א׳',
      '2027-04-24 shabbat שבת חול המועד פסח',
      '2027-04-28 holiday פסח ז׳',
      '2027-05-01 shabbat שבת פרשת אחרי מות',
      '2027-05-08 shabbat שבת פרשת קדשים',
      '2027-05-15 shabbat שבת פרשת אמור',
      '2027-05-22 shabbat שבת פרשת בהר',
      '2027-05-29 shabbat שבת פרשת בחקתי',
      '2027-06-05 shabbat שבת פרשת במדבר',
      '2027-06-11 holiday שבועות',
      '2027-06-12 shabbat שבת פרשת נשא',
    ])
  })

  it('adds the second days of the festivals by the diaspora schedule', () => {
    expect(named(false)).toEqual([
      '2027-04-22 holiday פסח א׳',
      '2027-04-23 holiday פסח ב׳',
      '2027-04-24 shabbat שבת חול המועד פסח',
      '2027-04-28 holiday פסח ז׳',
      '2027-04-29 holiday פסח ח׳',
      '2027-05-01 shabbat שבת פרשת אחרי מות',
      '2027-05-08 shabbat שבת פרשת קדשים',
      '2027-05-15 shabbat שבת פרשת אמור',
      '2027-05-22 shabbat שבת פרשת בהר',
      '2027-05-29 shabbat שבת פרשת בחקתי',
      '2027-06-05 shabbat שבת פרשת במדבר',
      '2027-06-11 holiday שבועות א׳',
      '2027-06-12 shabbat שבת שבועות ב׳',
    ])
  })

  it('offers one week to the phone line: its Shabbat and the yom tov days before it', () => {
    expect(offeredDays('2027-06-09', '2027-06-12', true, 1).map((d) => d.name)).toEqual([
      'שבועות',
      'שבת פרשת נשא',
    ])
  })
})

describe('which days a report without an event may be for', () => {
  it('a Shabbat or a yom tov by either schedule, no later than the eighth Shabbat', () => {
    expect(isReportableDay('2027-04-24')).toBe(true)
    expect(isReportableDay('2027-04-23')).toBe(true)
    expect(isReportableDay('2027-04-25')).toBe(false)
    expect(isReportableDay('2026-11-19')).toBe(false)
    expect(lastOfferedDay('2026-11-28')).toBe('2027-01-16')
  })
})
