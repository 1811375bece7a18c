import { dayjs, formatDate } from '@seats/sdk'

/** 'יום שלישי' for a weekday, 'שבת' for Saturday (Hebrew says "Shabbat", not "the Shabbat day"). */
export function hebrewWeekday(date: string): string {
  const name = dayjs(date).format('dddd')
  return dayjs(date).day() === 6 ? name : `יום ${name}`
}

/** '05/12/26, יום שבת' as the list shows it. */
export function eventDateText(date: string): string {
  return `${formatDate(date)}, ${hebrewWeekday(date)}`
}

/** Whole days from today (Israel time is the browser's here) to the date; negative in the past. */
export function daysFromToday(date: string, today: dayjs.Dayjs = dayjs()): number {
  return dayjs(date).startOf('day').diff(today.startOf('day'), 'day')
}

export function relativeDayText(days: number): string {
  if (days === 0) return 'היום'
  if (days === 1) return 'מחר'
  if (days === -1) return 'אתמול'
  if (days > 0) return days === 2 ? 'בעוד יומיים' : `בעוד ${days} ימים`
  return days === -2 ? 'לפני יומיים' : `לפני ${-days} ימים`
}

/** Upcoming events first by date, then past ones, the latest first. */
export function sortEvents<T extends { date: string; name: string }>(
  events: readonly T[],
  today: dayjs.Dayjs = dayjs(),
): T[] {
  const todayText = today.format('YYYY-MM-DD')
  const upcoming = events
    .filter((e) => e.date >= todayText)
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name, 'he'))
  const past = events
    .filter((e) => e.date < todayText)
    .sort((a, b) => b.date.localeCompare(a.date) || a.name.localeCompare(b.name, 'he'))
  return [...upcoming, ...past]
}
