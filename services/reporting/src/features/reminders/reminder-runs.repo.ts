import type { ReminderRun } from '@seats/contracts'
import { isDuplicateKey, type Knex } from '@seats/kit'

interface RunRow {
  id: number
  owner_id: number
  week_shabbat: string
  manual_no: number
  report_date: string
  event_id: number | null
  date_name: string
  status: ReminderRun['status']
  stops_at: Date | null
  started_at: Date
  finished_at: Date | null
}

export interface StoredRun {
  id: number
  ownerId: number
  weekShabbat: string
  manual: boolean
  date: string
  eventId: number | null
  dateName: string
  status: ReminderRun['status']
  stopsAt: Date | null
  startedAt: Date
  finishedAt: Date | null
}

const toRun = (r: RunRow): StoredRun => ({
  id: r.id,
  ownerId: r.owner_id,
  weekShabbat: r.week_shabbat,
  manual: r.manual_no > 0,
  date: r.report_date,
  eventId: r.event_id,
  dateName: r.date_name,
  status: r.status,
  stopsAt: r.stops_at,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
})

/** The reminder runs: one per account and week (and each run by hand), with its cut-off. */
export function reminderRunsRepo(db: Knex) {
  // DATEs as text: calendar days never shift with a time zone.
  const runs = () =>
    db('reminder_runs').select(
      'id',
      'owner_id',
      'manual_no',
      'event_id',
      'date_name',
      'status',
      'stops_at',
      'started_at',
      'finished_at',
      db.raw("DATE_FORMAT(week_shabbat, '%Y-%m-%d') AS week_shabbat"),
      db.raw("DATE_FORMAT(report_date, '%Y-%m-%d') AS report_date"),
    )

  return {
    /** The run of that week (scheduled: manualNo 0), created once; answers it and whether it is new. */
    createRun: async (
      run: Omit<StoredRun, 'id' | 'status' | 'startedAt' | 'finishedAt' | 'manual'> & { manualNo: number },
    ): Promise<{ run: StoredRun; created: boolean }> => {
      try {
        const [id] = await db('reminder_runs').insert({
          owner_id: run.ownerId,
          week_shabbat: run.weekShabbat,
          manual_no: run.manualNo,
          report_date: run.date,
          event_id: run.eventId,
          date_name: run.dateName,
          status: 'running',
          stops_at: run.stopsAt,
          started_at: new Date(),
        })
        const created = (await runs()
          .where({ id: Number(id) })
          .first()) as RunRow
        return { run: toRun(created), created: true }
      } catch (err) {
        if (!isDuplicateKey(err)) throw err
        const existing = (await runs()
          .where({ owner_id: run.ownerId, week_shabbat: run.weekShabbat, manual_no: run.manualNo })
          .first()) as RunRow
        return { run: toRun(existing), created: false }
      }
    },
    nextManualNo: async (ownerId: number): Promise<number> => {
      const row = (await db('reminder_runs').where({ owner_id: ownerId }).max('manual_no as n').first()) as
        { n: number | null } | undefined
      return (row?.n ?? 0) + 1
    },
    run: async (ownerId: number | null, id: number): Promise<StoredRun | null> => {
      const q = runs().where({ id })
      if (ownerId !== null) q.andWhere({ owner_id: ownerId })
      const row = (await q.first()) as RunRow | undefined
      return row ? toRun(row) : null
    },
    lastRuns: async (ownerId: number, limit: number): Promise<StoredRun[]> =>
      ((await runs().where({ owner_id: ownerId }).orderBy('id', 'desc').limit(limit)) as RunRow[]).map(toRun),
    finishRun: (id: number, status: ReminderRun['status']) =>
      db('reminder_runs').where({ id, status: 'running' }).update({ status, finished_at: new Date() }),
  }
}
