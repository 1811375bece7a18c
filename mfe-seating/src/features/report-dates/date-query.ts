import type { DateOption } from '@seats/contracts'

/** The date a screen shows, as the URL names it (?date=YYYY-MM-DD&event=ID); date null = the coming Shabbat. */
export interface DateSelection {
  date: string | null
  eventId: number | null
}

export const COMING_SHABBAT: DateSelection = Object.freeze({ date: null, eventId: null })

/** A real calendar day in YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}

/** Reads ?date and ?event. An empty or invalid date is the coming Shabbat (an event without its date too). */
export function parseDateQuery(params: URLSearchParams): DateSelection {
  const date = params.get('date')?.trim() ?? ''
  if (!isIsoDate(date)) return COMING_SHABBAT
  const event = params.get('event')?.trim() ?? ''
  const eventId = /^[1-9]\d{0,9}$/.test(event) && Number(event) < 2 ** 31 ? Number(event) : null
  return { date, eventId }
}

/** Whether the URL says something parseDateQuery had to throw away (it is then rewritten). */
export function hasInvalidDateQuery(params: URLSearchParams): boolean {
  const selection = parseDateQuery(params)
  const date = params.get('date')
  const event = params.get('event')
  if (date !== null && selection.date === null) return true
  return event !== null && (selection.eventId === null || selection.date === null)
}

/** The URL's parameters for a selection, keeping the others (display, ...). */
export function withDateQuery(params: URLSearchParams, selection: DateSelection): URLSearchParams {
  const next = new URLSearchParams(params)
  next.delete('date')
  next.delete('event')
  if (selection.date) next.set('date', selection.date)
  if (selection.date && selection.eventId !== null) next.set('event', String(selection.eventId))
  return next
}

export const sameSelection = (a: DateSelection, b: DateSelection): boolean =>
  a.date === b.date && a.eventId === b.eventId

/** A date selector option's identity (two events may share a date). */
export const optionKey = (o: Pick<DateOption, 'date' | 'eventId'>): string => `${o.date}|${o.eventId ?? ''}`

export const selectionOf = (o: Pick<DateOption, 'date' | 'eventId'>): DateSelection => ({
  date: o.date,
  eventId: o.eventId,
})

/** A report belongs to a date option when both its date and its event match (null event: the plain date). */
export const belongsTo = (
  report: { date: string; eventId: number | null },
  option: Pick<DateOption, 'date' | 'eventId'>,
): boolean => report.date === option.date && report.eventId === option.eventId
