import type { Knex } from '@seats/kit'

/** One account's counts behind the /reports plots; dates as text, calendar days in no time zone. */
export function insightsRepo(db: Knex) {
  return {
    /** Plain reports (no event) per day and source, between two days. */
    reportsByDay: async (ownerId: number, from: string, to: string) =>
      (await db('reports')
        .where({ owner_id: ownerId })
        .whereNull('event_id')
        .whereBetween('report_date', [from, to])
        .groupBy('report_date', 'source')
        .select(db.raw("DATE_FORMAT(report_date, '%Y-%m-%d') AS date"), 'source')
        .count({ n: '*' })) as Array<{ date: string; source: string; n: number | string }>,

    /** Guests of plain dates per day, between two days. */
    guestsByDay: async (ownerId: number, from: string, to: string) =>
      (await db('guests')
        .where({ owner_id: ownerId })
        .whereNull('event_id')
        .whereBetween('date', [from, to])
        .groupBy('date')
        .select(db.raw("DATE_FORMAT(date, '%Y-%m-%d') AS date"))
        .count({ n: '*' })) as Array<{ date: string; n: number | string }>,

    /** The persons with the most reports from a day on, most first. */
    topReporters: async (ownerId: number, from: string, limit: number) =>
      (await db('reports')
        .where({ owner_id: ownerId })
        .where('report_date', '>=', from)
        .groupBy('person_id')
        .select('person_id')
        .count({ n: '*' })
        .orderBy('n', 'desc')
        .orderBy('person_id')
        .limit(limit)) as Array<{ person_id: number; n: number | string }>,

    /** Reminder runs from a day on, with how their calls ended (outcome, and the reason a call failed). */
    runsFrom: async (ownerId: number, from: string) => {
      const runs = (await db('reminder_runs')
        .where({ owner_id: ownerId })
        .where('report_date', '>=', from)
        .orderBy('report_date')
        .orderBy('id')
        .select('id', 'date_name', db.raw("DATE_FORMAT(report_date, '%Y-%m-%d') AS date"))) as Array<{
        id: number
        date_name: string
        date: string
      }>
      const calls =
        runs.length === 0
          ? []
          : ((await db('reminder_calls')
              .whereIn(
                'run_id',
                runs.map((r) => r.id),
              )
              .groupBy('run_id', 'outcome', 'reason')
              .select('run_id', 'outcome', 'reason')
              .count({ n: '*' })) as Array<{
              run_id: number
              outcome: string
              reason: string | null
              n: number | string
            }>)
      return { runs, calls }
    },
  }
}
