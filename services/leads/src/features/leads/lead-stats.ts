import {
  STATS_WEEKS,
  israelDate,
  lastWeekStarts,
  leadStatuses,
  weekStartOf,
  weeksWindowStart,
  type LeadStats,
  type LeadStatus,
} from '@seats/contracts'
import type { Knex } from '@seats/kit'

/** The admin dashboard's lead figures: every lead by status, and the last 26 Israel weeks by source. */
export async function leadStats(db: Knex, now = new Date()): Promise<LeadStats> {
  const byStatus = Object.fromEntries(leadStatuses.map((s) => [s, 0])) as Record<LeadStatus, number>
  const statusRows = (await db('leads').select('status').count({ n: '*' }).groupBy('status')) as Array<{
    status: LeadStatus
    n: number | string
  }>
  for (const r of statusRows) if (r.status in byStatus) byStatus[r.status] = Number(r.n)

  const weeks = lastWeekStarts(STATS_WEEKS, now)
  const perWeek = new Map(
    weeks.map((w) => [w, { weekStart: w, count: 0, bySource: {} as Record<string, number> }]),
  )
  const sourceTotals = new Map<string, number>()
  // Indexed by created_at; a few rows a day at most, bucketed here in Israel time.
  const rows = (await db('leads')
    .where('created_at', '>=', weeksWindowStart(STATS_WEEKS, now))
    .select('created_at', 'source')) as Array<{ created_at: Date; source: string }>
  for (const r of rows) {
    const week = perWeek.get(weekStartOf(israelDate(new Date(r.created_at))))
    if (!week) continue
    week.count++
    week.bySource[r.source] = (week.bySource[r.source] ?? 0) + 1
    sourceTotals.set(r.source, (sourceTotals.get(r.source) ?? 0) + 1)
  }
  return {
    byStatus,
    perWeek: [...perWeek.values()],
    sources: [...sourceTotals.entries()].sort((a, b) => b[1] - a[1]).map(([s]) => s),
  }
}
