/**
 * Weeks as the product counts them: Sunday to Saturday in Israel time (seed §9, "the week ends on Saturday").
 * The dashboards' per-week series are keyed by the week's Sunday, YYYY-MM-DD.
 */
import { israelDate } from './billing'

const DAY_MS = 86_400_000

/** The Sunday (YYYY-MM-DD) of the week that holds a calendar date (YYYY-MM-DD). */
export function weekStartOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`)
  return new Date(day.getTime() - day.getUTCDay() * DAY_MS).toISOString().slice(0, 10)
}

/** The Sundays of the last `count` weeks, oldest first, ending with the week of `now` (Israel time). */
export function lastWeekStarts(count: number, now = new Date()): string[] {
  const current = new Date(`${weekStartOf(israelDate(now))}T00:00:00Z`).getTime()
  return Array.from({ length: count }, (_, i) =>
    new Date(current - (count - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  )
}

/**
 * The first instant of the oldest of those weeks, safe for a SQL lower bound: a day earlier than the Sunday
 * in UTC, so no Israel-time Sunday morning is cut off (rows are then bucketed with `israelDate`).
 */
export function weeksWindowStart(count: number, now = new Date()): Date {
  const oldest = lastWeekStarts(count, now)[0] ?? israelDate(now)
  return new Date(new Date(`${oldest}T00:00:00Z`).getTime() - DAY_MS)
}

/** Counts per week for `weekStarts` from instants (or Israel dates), each counted in the week that holds it. */
export function countByWeek(weekStarts: readonly string[], dates: Iterable<string>): Map<string, number> {
  const counts = new Map(weekStarts.map((w) => [w, 0]))
  for (const date of dates) {
    const week = weekStartOf(date)
    const n = counts.get(week)
    if (n !== undefined) counts.set(week, n + 1)
  }
  return counts
}
