import { describe, expect, it } from 'vitest'
import { addDays } from '../calendar'
import {
  candleLighting,
  isRestDay,
  israelClock,
  israelHm,
  israelInstant,
  REMINDER_CITIES,
  runDayName,
  runDisplayName,
  runWindow,
  START_MARGIN_MIN,
  STOP_MARGIN_MIN,
} from './reminder-calendar'

const friday10 = { weekday: 5, hour: 10, minute: 0, city: 'Jerusalem' }
// 5787: Rosh Hashana 2026-09-12 .. Elul 2027-09-30.
const FIRST_SHABBAT_5787 = '2026-09-12'
const shabbatot5787 = Array.from({ length: 55 }, (_, i) => addDays(FIRST_SHABBAT_5787, i * 7)).filter(
  (d) => d <= '2027-10-01',
)

describe('reminder calendar', () => {
  it('turns Israel wall-clock times into instants in winter and summer time, across both changes', () => {
    expect(israelInstant('2026-12-04', 10, 0).toISOString()).toBe('2026-12-04T08:00:00.000Z')
    expect(israelInstant('2027-06-25', 10, 0).toISOString()).toBe('2027-06-25T07:00:00.000Z')
    // Israel's summer time starts on Friday 2027-03-26 at 02:00 and ends on Sunday 2026-10-25 at 02:00.
    expect(israelInstant('2027-03-26', 10, 0).toISOString()).toBe('2027-03-26T07:00:00.000Z')
    expect(israelInstant('2027-03-25', 10, 0).toISOString()).toBe('2027-03-25T08:00:00.000Z')
    expect(israelInstant('2026-10-25', 10, 0).toISOString()).toBe('2026-10-25T08:00:00.000Z')
    expect(israelInstant('2026-10-23', 10, 0).toISOString()).toBe('2026-10-23T07:00:00.000Z')
    expect(israelClock(new Date('2026-12-04T22:30:00Z'))).toEqual({ ymd: '2026-12-05', hour: 0, minute: 30 })
  })

  it('knows Shabbat and the festivals (Israel: one day of yom tov) as rest days, and no other day', () => {
    for (const d of ['2026-09-12', '2026-09-13', '2026-09-21', '2026-09-26', '2026-10-03', '2027-04-22'])
      expect(isRestDay(d), d).toBe(true)
    for (const d of ['2027-04-28', '2027-06-11']) expect(isRestDay(d), d).toBe(true)
    // Chol hamoed, Chanukah, Purim, the day after a festival in Israel: weekdays.
    for (const d of ['2026-09-28', '2026-12-07', '2027-03-23', '2027-04-23', '2027-04-29', '2027-06-13'])
      expect(isRestDay(d), d).toBe(false)
  })

  it('has candle-lighting on every Friday and festival eve of 5787, in every city, winter and summer', () => {
    for (const city of Object.keys(REMINDER_CITIES)) {
      for (const shabbat of shabbatot5787) {
        const friday = addDays(shabbat, -1)
        if (isRestDay(friday)) continue
        const candle = candleLighting(friday, city)
        expect(candle, `${city} ${friday}`).not.toBeNull()
        const { ymd, hour } = israelClock(candle as Date)
        expect(ymd).toBe(friday)
        // Winter's earliest is about 16:00 (Jerusalem 15:54), summer's latest about 19:30.
        expect(hour, `${city} ${friday} ${israelHm(candle as Date)}`).toBeGreaterThanOrEqual(15)
        expect(hour).toBeLessThanOrEqual(19)
      }
      // Festival eves: Yom Kippur, Sukkot, Pesach, the seventh day of Pesach, Shavuot.
      for (const eve of ['2026-09-20', '2026-09-25', '2027-04-21', '2027-04-27', '2027-06-10'])
        expect(candleLighting(eve, city), `${city} ${eve}`).not.toBeNull()
      // No weekday without a festival the next day has one.
      for (const day of ['2026-12-01', '2027-03-22', '2027-07-14'])
        expect(candleLighting(day, city)).toBeNull()
    }
    // Jerusalem lights 40 minutes before sunset, Tel Aviv 20: Jerusalem is earlier the same Friday.
    const jerusalem = candleLighting('2026-12-04', 'Jerusalem') as Date
    const telAviv = candleLighting('2026-12-04', 'Tel Aviv') as Date
    expect(israelHm(jerusalem)).toBe('15:54')
    expect((telAviv.getTime() - jerusalem.getTime()) / 60_000).toBeGreaterThan(15)
  })

  it('rings on the setting weekday, or the last weekday before it when that day is a festival, every week of the year', () => {
    for (const wd of [0, 1, 2, 3, 4, 5]) {
      for (const shabbat of shabbatot5787) {
        const w = runWindow(shabbat, { ...friday10, weekday: wd })
        expect(isRestDay(w.day), `${wd} ${shabbat} -> ${w.day}`).toBe(false)
        const planned = addDays(shabbat, wd - 6)
        if (!isRestDay(planned)) expect(w.day).toBe(planned)
        else expect(w.day < planned).toBe(true)
        expect(israelHm(w.startsAt)).toBe('10:00')
        if (w.candleLighting) {
          expect(w.candleLighting.getTime() - (w.stopsAt as Date).getTime()).toBe(STOP_MARGIN_MIN * 60_000)
          expect(w.candleLighting.getTime() - (w.latestStart as Date).getTime()).toBe(
            START_MARGIN_MIN * 60_000,
          )
        }
      }
    }
    // Shavuot 5787 is on Friday: the Friday run moves to Thursday, erev Shavuot, with its candle-lighting.
    const shavuot = runWindow('2027-06-12', friday10)
    expect(shavuot.day).toBe('2027-06-10')
    expect(shavuot.candleLighting).not.toBeNull()
    // Yom Kippur 5787 is on Monday: a Monday run rings on Sunday, its eve.
    expect(runWindow('2026-09-26', { ...friday10, weekday: 1 }).day).toBe('2026-09-20')
    // Pesach 5787 is on Thursday: a Thursday run rings on Wednesday.
    expect(runWindow('2027-04-24', { ...friday10, weekday: 4 }).day).toBe('2027-04-21')
  })

  it('names a run by its weekday, time and Hebrew date', () => {
    expect(runDisplayName(runWindow('2026-11-21', friday10))).toBe('יום שישי 10:00, י׳ כסלו')
    expect(runDayName('2027-04-21')).toBe('יום רביעי, י״ד ניסן')
  })
})
