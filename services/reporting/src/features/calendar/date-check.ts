import { fieldErrorOf, type SeatEvent } from '@seats/contracts'
import { AppError, fieldsError } from '@seats/kit'
import { comingShabbat, plainDateName } from './coming-shabbat'
import { isReportableDay, lastOfferedDay } from './offered-days'

/**
 * The date a report or a guest is for: with an event, the account's event (`event`, as found) on its own
 * date; without, a Shabbat or a yom tov no later than the last Shabbat the date selector offers. Answers the
 * date's name as the activity list and the phone line say it.
 */
export function checkedDate(
  input: { date: string; eventId: number | null },
  event: SeatEvent | null,
  now: Date,
): { dateName: string } {
  if (input.eventId !== null && (!event || event.id !== input.eventId)) throw new AppError('event_not_found')
  if (event && event.date !== input.date)
    throw fieldsError([fieldErrorOf('date', 'report_date_is_event_date', { date: event.date })])
  if (!event && !isReportableDay(input.date))
    throw fieldsError([fieldErrorOf('date', 'report_date_not_shabbat')])
  const last = lastOfferedDay(comingShabbat(now))
  if (!event && input.date > last)
    throw fieldsError([fieldErrorOf('date', 'report_date_too_far', { date: last })])
  return { dateName: event ? event.name : plainDateName(input.date) }
}
