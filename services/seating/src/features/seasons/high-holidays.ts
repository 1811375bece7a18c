import { gematriya, HDate, months } from '@hebcal/core'
import type { SeasonSuggestion } from '@seats/contracts'
import { hebrewDateOf, israelToday, localDate, ymdOf } from '../events'

/** The days of the High Holidays a synagogue seats its households for, by their day of Tishrei. */
const SEATED_DAYS = [
  { day: 1, name: 'ראש השנה א׳' },
  { day: 2, name: 'ראש השנה ב׳' },
  { day: 9, name: 'כל נדרי' },
  { day: 10, name: 'יום כיפור' },
] as const

/**
 * The coming High Holidays as a new season covers them: this year's until Yom Kippur has passed in Israel,
 * then next year's. Named by the Hebrew year that Rosh Hashana opens ('ימים נוראים תשפ״ח').
 */
export function highHolidaySeason(now = new Date()): SeasonSuggestion {
  const today = israelToday(now)
  const thisYear = new HDate(localDate(today)).getFullYear()
  const yomKippur = (year: number) => ymdOf(new HDate(10, months.TISHREI, year).greg())
  const year = yomKippur(thisYear) >= today ? thisYear : thisYear + 1
  return {
    name: `ימים נוראים ${gematriya(year)}`,
    dates: SEATED_DAYS.map(({ day, name }) => {
      const date = ymdOf(new HDate(day, months.TISHREI, year).greg())
      return { date, name, hebrewDate: hebrewDateOf(date) }
    }),
  }
}
