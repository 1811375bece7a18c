import dayjs from 'dayjs'
import 'dayjs/locale/he'
import relativeTime from 'dayjs/plugin/relativeTime'

dayjs.extend(relativeTime)
// Hebrew names for days and months; the locale's week starts on Sunday (dayjs' default), as the product needs.
dayjs.locale('he')

/** Dates are shown day/month/two-digit year (seed §9). */
export const DATE_FORMAT = 'DD/MM/YY'
export const DATE_TIME_FORMAT = 'DD/MM/YY HH:mm'
/** Report dates travel as YYYY-MM-DD. */
export const API_DATE_FORMAT = 'YYYY-MM-DD'

export type DateInput = string | number | Date | dayjs.Dayjs

export function formatDate(value: DateInput): string {
  return dayjs(value).format(DATE_FORMAT)
}

export function formatDateTime(value: DateInput): string {
  return dayjs(value).format(DATE_TIME_FORMAT)
}

/** 'בעוד 3 ימים' / 'לפני חודש'. */
export function fromNow(value: DateInput, now: DateInput = new Date()): string {
  return dayjs(value).from(dayjs(now))
}

/** A day named as a person says it: 'היום', 'אתמול', else 'יום שלישי, 24/11/26'. */
export function dayName(value: DateInput, now: DateInput = new Date()): string {
  const day = dayjs(value).startOf('day')
  const today = dayjs(now).startOf('day')
  if (day.isSame(today)) return 'היום'
  if (day.isSame(today.subtract(1, 'day'))) return 'אתמול'
  return `יום ${day.format('dddd')}, ${day.format(DATE_FORMAT)}`
}

/** When a change was made, short when it is recent: 'היום 14:02', 'אתמול 09:15', else '24/11/26 14:02'. */
export function formatChangeTime(value: DateInput, now: DateInput = new Date()): string {
  const day = dayName(value, now)
  const time = dayjs(value).format('HH:mm')
  return day.startsWith('יום ') ? formatDateTime(value) : `${day} ${time}`
}

/** The configured dayjs (Hebrew locale, relative time); remotes use this one rather than their own copy. */
export { dayjs }
