import { REVERSE_EVENT_TYPE, type DateOption, type DateReports, type SeatEvent } from '@seats/contracts'
import { AppError } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import { reportsRepo } from '../reports'
import {
  comingShabbat,
  hebrewDate,
  israelToday,
  isSaturday,
  offeredDays,
  plainDateName,
  resolveDate,
} from '../calendar'

/** The name a report keeps after its event was deleted. */
export const DELETED_EVENT_NAME = 'אירוע שנמחק'

export const isReverseEvent = (event: Pick<SeatEvent, 'type'>): boolean => event.type === REVERSE_EVENT_TYPE

/** The date selector's entries and the names of dates; `il` picks the Torah-reading schedule of Shabbat names. */
export function createDatesService(deps: Pick<ReportingDeps, 'db' | 'seating' | 'now'>) {
  const repo = reportsRepo(deps.db)

  function optionOf(
    date: string,
    eventId: number | null,
    event: SeatEvent | undefined,
    today: string,
    il: boolean,
  ): DateOption {
    const past = date < today
    if (eventId === null) {
      return {
        date,
        eventId: null,
        name: plainDateName(date, il),
        hebrewDate: hebrewDate(date),
        kind: past ? 'past' : isSaturday(date) ? 'shabbat' : 'holiday',
        reverse: false,
      }
    }
    return {
      date,
      eventId,
      name: event?.name ?? DELETED_EVENT_NAME,
      hebrewDate: hebrewDate(date),
      kind: past ? 'past' : 'event',
      reverse: event ? isReverseEvent(event) : false,
    }
  }

  return {
    /**
     * GET /api/reports/dates/list: the coming Shabbat first, then what is ahead by date (the next seven
     * Shabbatot, the yom tov days until the last of them, the account's events and any later date that
     * already has reports), then past dates that have reports, latest first.
     */
    async list(accountId: number, il: boolean): Promise<DateOption[]> {
      const now = deps.now()
      const today = israelToday(now)
      const shabbat = comingShabbat(now)
      const [events, reported] = await Promise.all([
        deps.seating.events(accountId),
        repo.datesWithReports(accountId),
      ])
      const eventsById = new Map(events.map((e) => [e.id, e]))
      const seen = new Set<string>()
      const entries: DateOption[] = []
      const add = (date: string, eventId: number | null) => {
        const key = `${date}/${eventId ?? ''}`
        if (seen.has(key)) return
        seen.add(key)
        entries.push(
          optionOf(date, eventId, eventId === null ? undefined : eventsById.get(eventId), today, il),
        )
      }
      add(shabbat, null)
      for (const day of offeredDays(today, shabbat, il)) add(day.date, null)
      for (const e of events) if (e.date >= today) add(e.date, e.id)
      for (const r of reported) add(r.date, r.eventId)
      const [first, ...rest] = entries
      const ahead = rest
        .filter((o) => o.kind !== 'past')
        .sort((a, b) => a.date.localeCompare(b.date) || (a.eventId ?? 0) - (b.eventId ?? 0))
      const past = rest
        .filter((o) => o.kind === 'past')
        .sort((a, b) => b.date.localeCompare(a.date) || (a.eventId ?? 0) - (b.eventId ?? 0))
      return [first as DateOption, ...ahead, ...past]
    },

    /**
     * GET /api/reports/date/:date: the date (an empty or invalid one is the coming Shabbat) as the selector
     * names it, with its reports. An event must be the account's and on that date; one deleted since keeps
     * answering while the account still has reports for it.
     */
    async withReports(
      accountId: number,
      rawDate: string | undefined,
      eventId: number | null,
      il: boolean,
    ): Promise<DateReports> {
      const now = deps.now()
      const date = resolveDate(rawDate, now)
      const [events, reports] = await Promise.all([
        eventId === null ? [] : deps.seating.events(accountId),
        repo.ofDate(accountId, date, eventId),
      ])
      const event = events.find((e) => e.id === eventId)
      if (eventId !== null && (event ? event.date !== date : reports.length === 0))
        throw new AppError('event_not_on_date')
      return { ...optionOf(date, eventId, event, israelToday(now), il), reports }
    },
  }
}
export type DatesService = ReturnType<typeof createDatesService>
