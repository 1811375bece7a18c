import { addDays, isSaturday, spokenShabbat, yomTovName } from './coming-shabbat'

/** Shabbatot a report can be made for: the first one and the seven after it. */
export const OFFERED_SHABBATOT = 8

/** A day without an event that a report can be made for, named as the phone line says it. */
export interface OfferedDay {
  date: string
  kind: 'shabbat' | 'holiday'
  name: string
}

/**
 * The Shabbatot from `firstShabbat` on (`weeks` of them) and the yom tov days between `today` and the last of
 * them, by date. A festival on a Shabbat is that Shabbat, named by the festival. The date selector and the
 * phone line both offer these, so the two never name a day differently.
 */
export function offeredDays(
  today: string,
  firstShabbat: string,
  il = true,
  weeks = OFFERED_SHABBATOT,
): OfferedDay[] {
  const last = addDays(firstShabbat, 7 * (weeks - 1))
  const days: OfferedDay[] = []
  for (let date = today; date <= last; date = addDays(date, 1)) {
    if (isSaturday(date)) {
      if (date >= firstShabbat) days.push({ date, kind: 'shabbat', name: spokenShabbat(date, il) })
      continue
    }
    const holiday = yomTovName(date, il)
    if (holiday) days.push({ date, kind: 'holiday', name: holiday })
  }
  return days
}

/** The last day a plain report may be for: the last Shabbat offered after `firstShabbat`. */
export const lastOfferedDay = (firstShabbat: string): string =>
  addDays(firstShabbat, 7 * (OFFERED_SHABBATOT - 1))

/** Whether a report without an event may be for `ymd`: a Shabbat or a yom tov (by either schedule). */
export const isReportableDay = (ymd: string): boolean =>
  isSaturday(ymd) || yomTovName(ymd, true) !== null || yomTovName(ymd, false) !== null
