import type { DateOption } from '@seats/contracts'
import { reportDatesTexts } from './report-dates-texts'

export interface DateGroup {
  title: string
  options: DateOption[]
}

/**
 * The selector's list under two headings: what is ahead (the coming Shabbat first, then by date, as the
 * service orders it) and the past dates that have reports. An empty group is left out.
 */
export function dateGroups(options: readonly DateOption[]): DateGroup[] {
  const groups: DateGroup[] = [
    { title: reportDatesTexts.ahead, options: options.filter((o) => o.kind !== 'past') },
    { title: reportDatesTexts.past, options: options.filter((o) => o.kind === 'past') },
  ]
  return groups.filter((g) => g.options.length > 0)
}

/** The word beside a date that is not a Shabbat: a festival, an event, a reverse event; none for a Shabbat. */
export function kindLabel(option: DateOption): string | null {
  if (option.eventId !== null) return option.reverse ? reportDatesTexts.reverse : reportDatesTexts.event
  return option.kind === 'holiday' ? reportDatesTexts.holiday : null
}
