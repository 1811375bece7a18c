import { reportSources, type ReportInsights } from '@seats/contracts'

/** '2026-11-14' → '14/11': a Shabbat on the axis. */
export const dayMonth = (ymd: string): string => {
  const [, month, day] = ymd.split('-')
  return `${day}/${month}`
}

/** One row a week, for the charts: freed seats, guests and each source's count. */
export function weekRows(insights: ReportInsights): Record<string, number | string>[] {
  return insights.weeks.map((w) => {
    const row: Record<string, number | string> = {
      period: dayMonth(w.shabbat),
      freed: w.freed,
      guests: w.guests,
    }
    for (const source of reportSources) row[source] = w.bySource[source] ?? 0
    return row
  })
}

/** One row a reminder run, for the chart of its answers. */
export function runRows(insights: ReportInsights): Record<string, number | string>[] {
  return insights.runs.map((r) => ({
    period: dayMonth(r.date),
    answered: r.answered,
    reported: r.reported,
    noAnswer: r.noAnswer,
    busy: r.busy,
    other: r.other,
  }))
}
