import {
  STATS_WEEKS,
  israelDate,
  lastWeekStarts,
  reportSources,
  weekStartOf,
  weeksWindowStart,
  type ReportSource,
  type ReportStats,
} from '@seats/contracts'
import type { Knex } from '@seats/kit'

const emptySources = () =>
  Object.fromEntries(reportSources.map((s) => [s, 0])) as Record<ReportSource, number>

/**
 * Reports made per Israel week (Sunday to Saturday) across every synagogue, the last 26 weeks, by source.
 * MySQL groups by the hour (at most 26 x 7 x 24 rows per source, over the created_at index); the hours are
 * bucketed here in Israel time, whose offset from UTC is whole hours.
 */
export async function reportStats(db: Knex, now = new Date()): Promise<ReportStats> {
  const weeks = lastWeekStarts(STATS_WEEKS, now)
  const perWeek = new Map(weeks.map((w) => [w, { weekStart: w, count: 0, bySource: emptySources() }]))
  const rows = (await db('reports')
    .where('created_at', '>=', weeksWindowStart(STATS_WEEKS, now))
    .select(db.raw("DATE_FORMAT(created_at, '%Y-%m-%dT%H:00:00Z') as hour"), 'source')
    .count({ n: '*' })
    .groupBy('hour', 'source')) as Array<{ hour: string; source: ReportSource; n: number | string }>
  let total = 0
  for (const r of rows) {
    const week = perWeek.get(weekStartOf(israelDate(new Date(r.hour))))
    if (!week) continue
    const n = Number(r.n)
    week.count += n
    if (r.source in week.bySource) week.bySource[r.source] += n
    total += n
  }
  return { perWeek: [...perWeek.values()], total }
}
