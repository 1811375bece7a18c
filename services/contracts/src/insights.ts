import { z } from 'zod'
import { reportSources } from './report-sources'

/** How far back the /reports screen's plots look: half a year of Shabbatot. */
export const INSIGHT_WEEKS = 26
/** The worshippers who report most, in the plots. */
export const TOP_REPORTERS = 10

const count = z.number().int()

/** GET /api/reports/insights: one synagogue's last half year, in the shapes its plots draw. */
export const reportInsightsSchema = z.object({
  /** Each week, by its Shabbat, oldest first; a yom tov's reports count in the week of the Shabbat after it. */
  weeks: z.array(
    z.object({
      shabbat: z.iso.date(),
      name: z.string(),
      /** Seats freed: plain reports (not an event's) of that week's Shabbat and yom tov days. */
      freed: count,
      /** Seats lent to guests on those days. */
      guests: count,
      bySource: z.record(z.enum(reportSources), count),
    }),
  ),
  /** The worshippers with the most reports in the half year, most first. */
  topReporters: z.array(z.object({ personId: count, name: z.string(), reports: count })),
  /** Each reminder run of the half year, oldest first, with how its calls ended. */
  runs: z.array(
    z.object({
      runId: count,
      date: z.iso.date(),
      name: z.string(),
      answered: count,
      reported: count,
      noAnswer: count,
      busy: count,
      other: count,
    }),
  ),
})
export type ReportInsights = z.infer<typeof reportInsightsSchema>
