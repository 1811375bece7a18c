import type { DemoReports } from '@seats/contracts'
import type { ReportingDeps } from '../../deps'
import { comingShabbat } from '../calendar'
import type { ReportsService } from '../reports'

/** How many worshippers of a demo synagogue have already phoned in when the visitor arrives. */
export const DEMO_REPORTS = 5

/** Spread over the congregation (not the first five of one family); the same persons on every call. */
export function pickReporters(personIds: number[], count = DEMO_REPORTS): number[] {
  const ids = [...new Set(personIds)].sort((a, b) => a - b)
  if (ids.length <= count) return ids
  return Array.from({ length: count }, (_, i) => ids[Math.floor(((i + 0.5) * ids.length) / count)] as number)
}

/**
 * A few of the demo's worshippers report their seats free for the coming Shabbat, as the phone line would
 * record them; through the reports service, so a second call finds the same reports and adds none.
 */
export async function createDemoReports(
  deps: Pick<ReportingDeps, 'now'>,
  reports: ReportsService,
  accountId: number,
  personIds: number[],
): Promise<DemoReports> {
  const date = comingShabbat(deps.now())
  const made = await Promise.all(
    pickReporters(personIds).map((personId) =>
      reports.create(accountId, { personId, date, eventId: null, source: 'phone' }),
    ),
  )
  return { date, reportIds: made.map((m) => m.report.id) }
}
