import { describe, expect, it } from 'vitest'
import { addDays, weekday } from '../calendar'
import { candleLighting, israelHm, israelInstant, runWindow, START_MARGIN_MIN } from './reminder-calendar'
import { differingWeeks, dueRun, earlyStarts, nextRun, weekRun, type WeekTiming } from './week-runs'

const friday10: WeekTiming = { weekday: 5, hour: 10, minute: 0, city: 'Jerusalem', lateWeeks: 'earlier' }
// Thursday 20:00: no candle-lighting on a plain Thursday, but Pesach 5787 is on Thursday 2027-04-22, so
// that week's run moves back to Wednesday, erev Pesach, which lights candles.
const thursday20: WeekTiming = { ...friday10, weekday: 4, hour: 20 }
const EREV_PESACH = '2027-04-21'
const PESACH_SHABBAT = '2027-04-24'
const latestOn = (day: string, city = 'Jerusalem') =>
  new Date((candleLighting(day, city) as Date).getTime() - START_MARGIN_MIN * 60_000)

describe('each week judged by its own candle-lighting', () => {
  it('runs a Thursday 20:00 setting at the latest safe start in the week of erev Pesach, and at 20:00 in the others', () => {
    const w = weekRun(PESACH_SHABBAT, thursday20)
    expect(w.day).toBe(EREV_PESACH)
    expect(w.change).toBe('earlier')
    expect(israelHm(w.candleLighting as Date)).toBe('18:31')
    expect(israelHm(w.startsAt)).toBe('17:31')
    expect(w.startsAt).toEqual(latestOn(EREV_PESACH))
    expect(israelHm(w.setAt)).toBe('20:00')
    // The weeks around it keep the setting's time.
    for (const shabbat of [addDays(PESACH_SHABBAT, -7), addDays(PESACH_SHABBAT, 7)]) {
      const other = weekRun(shabbat, thursday20)
      expect(other.change, shabbat).toBe('none')
      expect(israelHm(other.startsAt)).toBe('20:00')
    }
  })

  it('skips that week when the setting says so, and keeps the others', () => {
    const skip = { ...thursday20, lateWeeks: 'skip' as const }
    expect(weekRun(PESACH_SHABBAT, skip).change).toBe('skipped')
    expect(weekRun(addDays(PESACH_SHABBAT, 7), skip).change).toBe('none')
  })

  it('moves a Sunday 20:00 setting of the week of Rosh Hashana 5788 to Friday 29 Elul, before its candle-lighting', () => {
    const w = weekRun('2027-10-09', { ...thursday20, weekday: 0 })
    expect(w.day).toBe('2027-10-01')
    expect(w.change).toBe('earlier')
    expect(w.startsAt).toEqual(latestOn('2027-10-01'))
  })

  it('keeps a time exactly at the latest safe start, and moves one a minute later', () => {
    const latest = latestOn('2026-12-04')
    const at = (minute: number) => ({ ...friday10, hour: 14, minute })
    expect(israelHm(latest)).toBe('14:54')
    expect(weekRun('2026-12-05', at(54)).change).toBe('none')
    const moved = weekRun('2026-12-05', at(55))
    expect(moved.change).toBe('earlier')
    expect(moved.startsAt).toEqual(latest)
  })

  it('a Friday 15:30 setting runs earlier in winter only, week by week, by each Friday in the city', () => {
    const friday1530 = { ...friday10, hour: 15, minute: 30 }
    expect(israelHm(weekRun('2026-11-21', friday1530).startsAt)).toBe('14:57')
    expect(israelHm(weekRun('2026-12-05', friday1530).startsAt)).toBe('14:54')
    // Tel Aviv lights 20 minutes before sunset, later than Jerusalem's 40.
    const telAviv = weekRun('2026-12-05', { ...friday1530, city: 'Tel Aviv' })
    expect(telAviv.startsAt).toEqual(latestOn('2026-12-04', 'Tel Aviv'))
    expect(telAviv.startsAt.getTime()).toBeGreaterThan(latestOn('2026-12-04').getTime())
    const summer = weekRun('2027-06-26', friday1530)
    expect(summer.change).toBe('none')
    expect(israelHm(summer.startsAt)).toBe('15:30')
  })
})

describe('the run due now, the next run and the weeks that differ', () => {
  it('is due at the latest safe start of a late week, and not before; a skipped week is never due', () => {
    const latest = latestOn(EREV_PESACH)
    expect(dueRun(thursday20, new Date(latest.getTime() - 5 * 60_000))).toBeNull()
    expect(dueRun(thursday20, latest)?.shabbat).toBe(PESACH_SHABBAT)
    // The scheduler's own firing at 20:00 finds the same week (the run start refuses it after the cut-off).
    expect(dueRun(thursday20, israelInstant(EREV_PESACH, 20, 0))?.shabbat).toBe(PESACH_SHABBAT)
    const skip = { ...thursday20, lateWeeks: 'skip' as const }
    expect(dueRun(skip, latest)).toBeNull()
    expect(dueRun(skip, israelInstant(EREV_PESACH, 20, 0))).toBeNull()
    // Pesach itself: nothing.
    expect(dueRun(thursday20, israelInstant('2027-04-22', 20, 0))).toBeNull()
  })

  it('finds the next run and the run due now, a festival move included', () => {
    const next = nextRun(friday10, new Date('2026-11-17T10:00:00Z'))
    expect(next?.day).toBe('2026-11-20')
    // Friday after 10:00: next week's.
    expect(nextRun(friday10, new Date('2026-11-20T09:00:00Z'))?.day).toBe('2026-11-27')
    expect(dueRun(friday10, new Date('2026-11-20T08:00:00Z'))?.shabbat).toBe('2026-11-21')
    // A minute early (a clock behind the scheduler's) is still this run; an hour early is not.
    expect(dueRun(friday10, new Date('2026-11-20T07:59:00Z'))?.shabbat).toBe('2026-11-21')
    expect(dueRun(friday10, new Date('2026-11-20T07:00:00Z'))).toBeNull()
    expect(dueRun(friday10, new Date('2026-11-19T09:00:00Z'))).toBeNull()
    // Shavuot on Friday: due on Thursday, nothing on the festival itself.
    expect(dueRun(friday10, new Date('2027-06-10T08:00:00Z'))?.shabbat).toBe('2027-06-12')
    expect(dueRun(friday10, new Date('2027-06-11T08:00:00Z'))).toBeNull()
    expect(weekday(nextRun(friday10, new Date('2027-06-09T08:00:00Z'))?.day ?? '')).toBe(4)
  })

  it('shows the next run at its moved time, passes over skipped weeks, and has none when every week is skipped', () => {
    const now = new Date('2026-11-17T10:00:00Z')
    const friday1530 = { ...friday10, hour: 15, minute: 30 }
    const moved = nextRun(friday1530, now)
    expect(moved).toMatchObject({ day: '2026-11-20', change: 'earlier' })
    expect(israelHm(moved?.startsAt as Date)).toBe('14:57')
    // Skipping: the first Friday of the year whose latest safe start is 15:30 or later, in spring.
    const skipped = nextRun({ ...friday1530, lateWeeks: 'skip' }, now)
    expect(skipped?.change).toBe('none')
    const springDay = skipped?.day ?? ''
    expect(springDay > '2027-01-15' && springDay < '2027-04-01').toBe(true)
    for (let day = '2026-11-20'; day < springDay; day = addDays(day, 7))
      expect(runWindow(addDays(day, 1), friday1530).latestStart?.getTime()).toBeLessThan(
        israelInstant(day, 15, 30).getTime(),
      )
    // Friday 23:00 is late every week: skipped, never; earlier, every Friday an hour before candle-lighting.
    const friday23 = { ...friday10, hour: 23 }
    expect(nextRun({ ...friday23, lateWeeks: 'skip' }, now)).toBeNull()
    expect(nextRun(friday23, now)?.startsAt).toEqual(latestOn('2026-11-20'))
  })

  it('lists the coming weeks that differ, from this week while its latest safe start is ahead', () => {
    const friday1530 = { ...friday10, hour: 15, minute: 30 }
    const weeks = differingWeeks(friday1530, new Date('2026-11-17T10:00:00Z'))
    // Mid-November to late January every Friday in Jerusalem lights before 16:30.
    expect(weeks.map((w) => w.day)).toEqual(
      Array.from({ length: 10 }, (_, i) => addDays('2026-11-20', i * 7)),
    )
    for (const w of weeks) expect(w.startsAt).toEqual(latestOn(w.day))
    // Twelve weeks ahead at most.
    expect(differingWeeks({ ...friday10, hour: 23 }, new Date('2026-11-17T10:00:00Z'))).toHaveLength(12)
    // Friday after this week's latest safe start: from next week.
    expect(differingWeeks(friday1530, new Date('2026-11-20T13:00:00Z'))[0]?.day).toBe('2026-11-27')
    // Thursday 20:00: only the week of erev Pesach, once it is within twelve weeks.
    expect(differingWeeks(thursday20, new Date('2026-11-17T10:00:00Z'))).toEqual([])
    expect(
      differingWeeks({ ...thursday20, lateWeeks: 'skip' }, new Date('2027-03-01T10:00:00Z')).map((w) => [
        w.day,
        w.change,
      ]),
    ).toEqual([[EREV_PESACH, 'skipped']])
    expect(differingWeeks(friday10, new Date('2026-11-17T10:00:00Z'))).toEqual([])
  })

  it('plans a job of its own for each run of this week and the next that starts earlier and is still ahead', () => {
    const friday1530 = { ...friday10, hour: 15, minute: 30 }
    expect(earlyStarts(friday1530, new Date('2026-11-17T10:00:00Z'))).toEqual([
      { shabbat: '2026-11-21', at: latestOn('2026-11-20') },
      { shabbat: '2026-11-28', at: latestOn('2026-11-27') },
    ])
    // Past this week's start: only next week's.
    expect(earlyStarts(friday1530, new Date('2026-11-20T13:00:00Z'))).toEqual([
      { shabbat: '2026-11-21', at: null },
      { shabbat: '2026-11-28', at: latestOn('2026-11-27') },
    ])
    // Saturday night: next week's too (a Sunday run of it comes before the scheduler fires again).
    expect(earlyStarts(friday1530, new Date('2026-11-21T19:00:00Z'))).toEqual([
      { shabbat: '2026-11-21', at: null },
      { shabbat: '2026-11-28', at: latestOn('2026-11-27') },
    ])
    for (const timing of [friday10, { ...friday1530, lateWeeks: 'skip' as const }, null])
      expect(earlyStarts(timing, new Date('2026-11-17T10:00:00Z')).map((p) => p.at)).toEqual([null, null])
  })
})
