import { afterEach, describe, expect, it } from 'vitest'
import { flags, HDate, HebrewCalendar } from '@hebcal/core'
import {
  addDays,
  comingShabbat,
  eveName,
  hebrewDate,
  isValidYmd,
  phoneShabbat,
  plainDateName,
  resolveDate,
  shabbatName,
  spokenShabbat,
  weekday,
} from './coming-shabbat'

const ymd = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

/**
 * The weekly portions of Hebrew year `year` as hebcal's calendar generator lists them (a separate path
 * from the sedra lookup the module uses): Saturday -> "פרשת ...". Saturdays missing here are festivals.
 */
function portionsOfYear(year: number, il: boolean): Map<string, string> {
  const events = HebrewCalendar.calendar({
    start: new HDate(1, 7, year),
    end: new HDate(1, 7, year + 1).add(-1, 'd'),
    il,
    sedrot: true,
    noHolidays: true,
  })
  return new Map(
    events
      .filter((ev) => ev.getFlags() & flags.PARSHA_HASHAVUA)
      .map((ev) => [ymd(ev.getDate().greg()), ev.render('he-x-NoNikud')]),
  )
}

/** The festivals on a day (Israel or diaspora), by their English names. */
function festivalsOn(day: string, il: boolean): string[] {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  const date = new Date(y, m - 1, d)
  return HebrewCalendar.calendar({ start: date, end: date, il })
    .filter((ev) => ev.getFlags() & (flags.CHAG | flags.CHOL_HAMOED))
    .map((ev) => ev.getDesc())
}

const FESTIVAL_WORDS: Array<[RegExp, string]> = [
  [/^Pesach/, 'פסח'],
  [/^Sukkot/, 'סוכות'],
  [/^Shavuot/, 'שבועות'],
  [/^Rosh Hashana/, 'ראש השנה'],
  [/^Yom Kippur/, 'יום כיפור'],
  [/^Shmini Atzeret/, 'שמיני עצרת'],
]

function saturdaysOfYear(year: number): string[] {
  const out: string[] = []
  const end = new HDate(1, 7, year + 1).abs()
  for (let hd = new HDate(1, 7, year).onOrAfter(6); hd.abs() < end; hd = hd.add(7, 'd'))
    out.push(ymd(hd.greg()))
  return out
}

describe('Shabbat names against the calendar, a whole year at a time', () => {
  // 5782: Pesach began on Shabbat (diaspora 8th day on Shabbat); 5786/5787: Shavuot's 2nd day on Shabbat.
  for (const year of [5782, 5786, 5787, 5789]) {
    for (const il of [true, false]) {
      it(`${year} ${il ? 'Israel' : 'diaspora'}: every Shabbat by its portion, or by its festival`, () => {
        const portions = portionsOfYear(year, il)
        const saturdays = saturdaysOfYear(year)
        expect(saturdays.length).toBeGreaterThanOrEqual(50)
        let festivals = 0
        for (const day of saturdays) {
          const name = shabbatName(day, il)
          const portion = portions.get(day)
          if (portion) {
            expect({ day, name }).toEqual({ day, name: portion })
            continue
          }
          festivals++
          const festival = festivalsOn(day, il)[0]
          expect(festival, `${day} has neither a portion nor a festival`).toBeDefined()
          const word = FESTIVAL_WORDS.find(([re]) => re.test(festival ?? ''))?.[1]
          expect({ day, festival, name: name.includes(word ?? '\u0000') }).toEqual({
            day,
            festival,
            name: true,
          })
          expect(name.startsWith('פרשת')).toBe(false)
        }
        expect(festivals).toBeGreaterThanOrEqual(1)
      })
    }
  }

  it('differs between Israel and the diaspora exactly on the weeks the schedules split', () => {
    const differing = (year: number) =>
      saturdaysOfYear(year).filter((d) => shabbatName(d, true) !== shabbatName(d, false))
    // 5786: Shavuot's 2nd day (diaspora) fell on Shabbat 2026-05-23; the diaspora caught up with Chukat-Balak.
    expect(differing(5786)).toEqual([
      '2026-05-23',
      '2026-05-30',
      '2026-06-06',
      '2026-06-13',
      '2026-06-20',
      '2026-06-27',
    ])
    // 5785: no festival day of the diaspora fell on Shabbat, so the schedules never split.
    expect(differing(5785)).toEqual([])
  })
})

describe('known Shabbatot', () => {
  const facts: Array<[string, string, string?]> = [
    // [date, Israel, diaspora if different]
    ['2026-11-14', 'פרשת תולדות'],
    ['2026-11-21', 'פרשת ויצא'],
    ['2026-10-10', 'פרשת בראשית'],
    ['2026-04-18', 'פרשת תזריע־מצרע'],
    ['2026-05-23', 'פרשת נשא', 'שבועות ב׳'],
    ['2026-05-30', 'פרשת בהעלתך', 'פרשת נשא'],
    ['2026-06-27', 'פרשת בלק', 'פרשת חוקת־בלק'],
    ['2026-07-04', 'פרשת פינחס'],
    ['2022-04-23', 'פרשת אחרי מות', 'פסח ח׳'],
    ['2022-07-30', 'פרשת מסעי', 'פרשת מטות־מסעי'],
    ['2025-10-11', 'שבת חול המועד סוכות'],
    ['2026-04-04', 'שבת חול המועד פסח'],
    ['2026-09-12', 'ראש השנה א׳'],
    ['2026-09-26', 'סוכות א׳'],
    ['2026-10-03', 'שמיני עצרת'],
    ['2024-10-12', 'יום כיפור'],
    ['2022-04-16', 'פסח א׳'],
  ]
  it.each(facts)('%s is %s', (day, israel, diaspora) => {
    expect(shabbatName(day, true)).toBe(israel)
    expect(shabbatName(day, false)).toBe(diaspora ?? israel)
  })

  it('gives the Hebrew date in Hebrew letters without nikud', () => {
    expect(hebrewDate('2026-11-21')).toBe('י״א כסלו תשפ״ז')
    expect(hebrewDate('2026-04-04')).toBe('י״ז ניסן תשפ״ו')
    expect(hebrewDate('2024-10-12')).toBe('י׳ תשרי תשפ״ה')
  })

  it('names a weekday by its Hebrew date', () => {
    expect(plainDateName('2026-11-19')).toBe('ט׳ כסלו תשפ״ז')
    expect(plainDateName('2026-11-21')).toBe('שבת פרשת ויצא')
  })
})

describe('the coming Shabbat, in Israel time', () => {
  it('is the Saturday of the week for every day from Sunday to Saturday', () => {
    // 2026-11-15 is a Sunday; noon in Israel (UTC+2 in November).
    for (let i = 0; i < 7; i++) {
      const day = addDays('2026-11-15', i)
      expect(comingShabbat(new Date(`${day}T10:00:00Z`))).toBe('2026-11-21')
    }
    expect(weekday('2026-11-15')).toBe(0)
  })

  // [Saturday 23:59 Israel as UTC, Sunday 00:00 Israel as UTC, that Saturday, the next one]
  const rollovers: Array<[string, string, string, string, string]> = [
    ['winter (UTC+2)', '2026-11-21T21:59:59Z', '2026-11-21T22:00:00Z', '2026-11-21', '2026-11-28'],
    ['summer (UTC+3)', '2026-06-27T20:59:59Z', '2026-06-27T21:00:00Z', '2026-06-27', '2026-07-04'],
    // Clocks went forward on Friday 2026-03-27: that Saturday night is already UTC+3.
    ['first week of summer time', '2026-03-28T20:59:59Z', '2026-03-28T21:00:00Z', '2026-03-28', '2026-04-04'],
    // Clocks go back at 02:00 on Sunday 2026-10-25, after midnight: midnight itself is still UTC+3.
    ['last week of summer time', '2026-10-24T20:59:59Z', '2026-10-24T21:00:00Z', '2026-10-24', '2026-10-31'],
  ]
  it.each(rollovers)(
    'rolls over at midnight Israel time, %s',
    (_label, saturdayNight, sundayMidnight, thisWeek, nextWeek) => {
      expect(comingShabbat(new Date(saturdayNight))).toBe(thisWeek)
      expect(comingShabbat(new Date(sundayMidnight))).toBe(nextWeek)
    },
  )

  it('follows Israel, not UTC: Friday 23:30 UTC is already Saturday in Israel', () => {
    expect(comingShabbat(new Date('2026-11-20T23:30:00Z'))).toBe('2026-11-21')
    expect(comingShabbat(new Date('2026-11-21T23:30:00Z'))).toBe('2026-11-28')
  })

  it('offers a caller next week on Saturday (after Shabbat went out), this week on the other days', () => {
    expect(phoneShabbat(new Date('2026-11-21T19:00:00Z'))).toBe('2026-11-28')
    expect(phoneShabbat(new Date('2026-11-20T10:00:00Z'))).toBe('2026-11-21')
    expect(phoneShabbat(new Date('2026-11-21T22:00:00Z'))).toBe('2026-11-28')
  })

  it('replaces an empty or invalid date with the coming Shabbat', () => {
    const now = new Date('2026-11-17T10:00:00Z')
    for (const bad of ['', undefined, null, 'abc', '2026-02-30', '2026-13-01', '21/11/2026', '0001-01-01'])
      expect(resolveDate(bad, now)).toBe('2026-11-21')
    expect(resolveDate('2026-12-25', now)).toBe('2026-12-25')
    expect(isValidYmd('2024-02-29')).toBe(true)
    expect(isValidYmd('2026-02-29')).toBe(false)
  })
})

describe('the server time zone', () => {
  const original = process.env.TZ
  afterEach(() => {
    process.env.TZ = original
  })
  it.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC'])('changes nothing (%s)', (tz) => {
    process.env.TZ = tz
    expect(comingShabbat(new Date('2026-11-21T21:59:59Z'))).toBe('2026-11-21')
    expect(comingShabbat(new Date('2026-11-21T22:00:00Z'))).toBe('2026-11-28')
    expect(shabbatName('2026-11-21')).toBe('פרשת ויצא')
    expect(hebrewDate('2026-11-21')).toBe('י״א כסלו תשפ״ז')
  })
})

describe('spokenShabbat', () => {
  it('says "שבת" before a portion, once', () => {
    expect(spokenShabbat('2026-11-21')).toBe('שבת פרשת ויצא')
    for (const day of saturdaysOfYear(5787)) {
      const name = shabbatName(day)
      expect(spokenShabbat(day)).toBe(name.startsWith('שבת') ? name : `שבת ${name}`)
      expect(spokenShabbat(day)).not.toMatch(/^שבת שבת/)
    }
  })

  it('keeps a festival name that already says שבת', () => {
    const festival = saturdaysOfYear(5787).find((d) => shabbatName(d).startsWith('שבת'))
    expect(festival).toBeDefined()
    expect(spokenShabbat(festival!)).toBe(shabbatName(festival!))
  })
})

describe('eveName', () => {
  it("names a Friday by its Shabbat, and a festival's eve by the festival", () => {
    expect(eveName('2026-11-20')).toBe('שבת פרשת ויצא')
    expect(eveName('2027-04-21')).toBe('ערב פסח')
    expect(eveName('2026-09-20')).toBe('ערב יום כיפור')
    // Friday 29 Elul: Rosh Hashana falls on Shabbat, and the eve is named by it.
    expect(eveName('2027-10-01')).toBe('ערב ראש השנה')
    // The eve of the seventh day of Pesach has no eve of its own in the calendar.
    expect(eveName('2027-04-27')).toBe('ערב פסח ז׳')
  })
})
