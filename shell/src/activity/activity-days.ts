import type { ActivityEntry, ChangeAction } from '@seats/contracts'
import { dayName, dayjs, type IconName } from '@seats/sdk'

export interface ActivityDay {
  /** YYYY-MM-DD in the browser's time zone. */
  key: string
  /** 'היום', 'אתמול', 'יום שלישי, 24/11/26'. */
  title: string
  entries: ActivityEntry[]
}

/** The list (newest first) cut into days as the reader lives them, newest day first. */
export function activityDays(entries: readonly ActivityEntry[], now: Date = new Date()): ActivityDay[] {
  const days: ActivityDay[] = []
  for (const entry of entries) {
    const key = dayjs(entry.at).format('YYYY-MM-DD')
    const last = days[days.length - 1]
    if (last?.key === key) last.entries.push(entry)
    else days.push({ key, title: dayName(entry.at, now), entries: [entry] })
  }
  return days
}

/** What a line is about, at a glance: the same icons as the sections of the top bar. */
export function activityIcon(action: ChangeAction): IconName {
  switch (action.split('.')[0]) {
    case 'seat':
      return 'grid-view'
    case 'person':
      return 'people'
    case 'map':
      return 'map'
    case 'event':
      return 'calendar'
    case 'report':
      return 'phone'
    case 'guest':
      return 'new-person'
    case 'household':
      return 'home'
    case 'season':
      return 'timeline-events'
    case 'payment':
      return 'bank-account'
    default:
      return 'notifications'
  }
}

/** A line arriving live: kept once, in id order, and only when it matches the chosen member. */
export function withLiveEntry(
  entries: readonly ActivityEntry[],
  entry: ActivityEntry,
  member: number | null,
): readonly ActivityEntry[] {
  if (member !== null && entry.memberId !== member) return entries
  if (entries.some((e) => e.id === entry.id)) return entries
  return [entry, ...entries].sort((a, b) => b.id - a.id)
}
