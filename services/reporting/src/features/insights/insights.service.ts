import {
  INSIGHT_WEEKS,
  TOP_REPORTERS,
  personDisplayName,
  reportSources,
  type ReportInsights,
  type ReportSource,
} from '@seats/contracts'
import type { ReportingDeps } from '../../deps'
import { addDays, comingShabbat, plainDateName, weekday } from '../calendar'
import { insightsRepo } from './insights.repo'

/** The Shabbat that ends a day's week (Sunday to Shabbat). */
const shabbatOf = (ymd: string): string => addDays(ymd, 6 - weekday(ymd))
const emptySources = () =>
  Object.fromEntries(reportSources.map((s) => [s, 0])) as Record<ReportSource, number>

/** The /reports plots' numbers: the last half year of one synagogue, up to the coming Shabbat. */
export function createInsightsService(deps: Pick<ReportingDeps, 'db' | 'seating' | 'now'>) {
  const repo = insightsRepo(deps.db)
  return {
    async of(accountId: number): Promise<ReportInsights> {
      const last = comingShabbat(deps.now())
      const first = addDays(last, -7 * (INSIGHT_WEEKS - 1))
      const from = addDays(first, -6)
      const [reports, guests, top, { runs, calls }] = await Promise.all([
        repo.reportsByDay(accountId, from, last),
        repo.guestsByDay(accountId, from, last),
        repo.topReporters(accountId, from, TOP_REPORTERS),
        repo.runsFrom(accountId, from),
      ])

      const weeks = new Map<string, ReportInsights['weeks'][number]>()
      for (let i = 0; i < INSIGHT_WEEKS; i++) {
        const shabbat = addDays(first, 7 * i)
        weeks.set(shabbat, {
          shabbat,
          name: plainDateName(shabbat),
          freed: 0,
          guests: 0,
          bySource: emptySources(),
        })
      }
      for (const r of reports) {
        const week = weeks.get(shabbatOf(r.date))
        if (!week) continue
        week.freed += Number(r.n)
        if (r.source in week.bySource) week.bySource[r.source as ReportSource] += Number(r.n)
      }
      for (const g of guests) {
        const week = weeks.get(shabbatOf(g.date))
        if (week) week.guests += Number(g.n)
      }

      // Names as seating has them now; a worshipper deleted since is left out.
      const persons =
        top.length > 0 ? new Map((await deps.seating.persons(accountId)).map((p) => [p.id, p])) : new Map()
      const topReporters = top.flatMap((t) => {
        const person = persons.get(t.person_id)
        return person
          ? [{ personId: t.person_id, name: personDisplayName(person), reports: Number(t.n) }]
          : []
      })

      const ended = new Map(
        runs.map((r) => [r.id, { answered: 0, reported: 0, noAnswer: 0, busy: 0, other: 0 }]),
      )
      for (const c of calls) {
        const counts = ended.get(c.run_id)
        if (!counts) continue
        const n = Number(c.n)
        if (c.outcome === 'answered') counts.answered += n
        else if (c.outcome === 'reported') counts.reported += n
        else if (c.outcome === 'failed' && c.reason === 'no_answer') counts.noAnswer += n
        else if (c.outcome === 'failed' && c.reason === 'busy') counts.busy += n
        else if (c.outcome !== 'skipped_reported') counts.other += n
      }
      return {
        weeks: [...weeks.values()],
        topReporters,
        runs: runs.map((r) => ({ runId: r.id, date: r.date, name: r.date_name, ...ended.get(r.id)! })),
      }
    },
  }
}
export type InsightsService = ReturnType<typeof createInsightsService>
