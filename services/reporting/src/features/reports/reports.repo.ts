import type { Report, ReportSource } from '@seats/contracts'
import { AppError, isDuplicateKey, isoOrNull, type Knex } from '@seats/kit'

interface ReportRow {
  id: number
  person_id: number
  date: string
  event_id: number | null
  source: string
  created_at: Date
}

/** The identity of a report: one per (account, person, date, event). */
export interface ReportKey {
  personId: number
  date: string
  eventId: number | null
}

const toReport = (r: ReportRow): Report => ({
  id: r.id,
  personId: r.person_id,
  date: r.date,
  eventId: r.event_id,
  source: r.source as ReportSource,
  createdAt: isoOrNull(r.created_at) ?? '',
})

export function reportsRepo(db: Knex) {
  // DATE as text: a report's date is a calendar day and must not shift with any time zone.
  const select = (ownerId: number) =>
    db('reports')
      .where({ owner_id: ownerId })
      .select(
        'id',
        'person_id',
        'event_id',
        'source',
        'created_at',
        db.raw("DATE_FORMAT(report_date, '%Y-%m-%d') AS date"),
      )
  const byKey = (q: Knex.QueryBuilder, key: ReportKey) =>
    q.where({ person_id: key.personId, report_date: key.date, event_key: key.eventId ?? 0 })

  return {
    find: async (ownerId: number, id: number) => {
      const row = (await select(ownerId).where({ id }).first()) as ReportRow | undefined
      return row ? toReport(row) : null
    },
    findByKey: async (ownerId: number, key: ReportKey) => {
      const row = (await byKey(select(ownerId), key).first()) as ReportRow | undefined
      return row ? toReport(row) : null
    },
    /** Reports of one date and event (null: the plain date), in the order they came in. */
    ofDate: async (ownerId: number, date: string, eventId: number | null) =>
      (
        (await select(ownerId)
          .where({ report_date: date, event_key: eventId ?? 0 })
          .orderBy('id')) as ReportRow[]
      ).map(toReport),
    /** The given persons' reports on any of the given dates. */
    ofPersonsOnDates: async (ownerId: number, personIds: number[], dates: string[]) =>
      personIds.length === 0 || dates.length === 0
        ? []
        : (
            (await select(ownerId)
              .whereIn('person_id', personIds)
              .whereIn('report_date', dates)) as ReportRow[]
          ).map(toReport),
    /** Every (date, event) the account has reports for. */
    datesWithReports: async (ownerId: number) =>
      (
        (await db('reports')
          .where({ owner_id: ownerId })
          .distinct(db.raw("DATE_FORMAT(report_date, '%Y-%m-%d') AS date"), 'event_id')
          .orderBy([{ column: 'date', order: 'desc' }, 'event_id'])) as Array<{
          date: string
          event_id: number | null
        }>
      ).map((r) => ({ date: r.date, eventId: r.event_id })),
    /** Inserts and answers the new report, or null when the same report already exists. */
    insert: async (ownerId: number, key: ReportKey, source: ReportSource): Promise<Report | null> => {
      const createdAt = new Date()
      try {
        // One statement: the account's tombstone is read under the insert's own locks, so a purge that
        // writes it either waits for this row (and deletes it) or is seen here.
        const [written] = (await db.raw(
          `INSERT INTO reports (owner_id, person_id, report_date, event_id, source, created_at)
           SELECT ?, ?, ?, ?, ?, ? FROM DUAL
           WHERE NOT EXISTS (SELECT 1 FROM deleted_accounts WHERE account_id = ?)`,
          [ownerId, key.personId, key.date, key.eventId, source, createdAt, ownerId],
        )) as [{ insertId: number; affectedRows: number }]
        if (written.affectedRows === 0) throw new AppError('account_deleted')
        return {
          id: Number(written.insertId),
          personId: key.personId,
          date: key.date,
          eventId: key.eventId,
          source,
          createdAt: createdAt.toISOString(),
        }
      } catch (err) {
        if (isDuplicateKey(err)) return null
        throw err
      }
    },
    update: (ownerId: number, id: number, key: ReportKey, source: ReportSource) =>
      db('reports')
        .where({ owner_id: ownerId, id })
        .update({ person_id: key.personId, report_date: key.date, event_id: key.eventId, source }),
    remove: (ownerId: number, id: number) => db('reports').where({ owner_id: ownerId, id }).delete(),
    /** Deletes the given persons' reports on one date and event; answers the ids that went. */
    removeByKeys: async (ownerId: number, keys: ReportKey[]): Promise<number[]> => {
      const ids: number[] = []
      for (const key of keys) {
        const row = (await byKey(db('reports').where({ owner_id: ownerId }), key).first('id')) as
          { id: number } | undefined
        if (row && (await db('reports').where({ owner_id: ownerId, id: row.id }).delete()) === 1)
          ids.push(row.id)
      }
      return ids
    },
    /** Deletes every report of these persons; answers the ids that went. */
    removeOfPersons: async (ownerId: number, personIds: number[]): Promise<number[]> => {
      if (personIds.length === 0) return []
      const ids = (await db('reports')
        .where({ owner_id: ownerId })
        .whereIn('person_id', personIds)
        .pluck('id')) as number[]
      if (ids.length > 0) await db('reports').where({ owner_id: ownerId }).whereIn('id', ids).delete()
      return ids
    },
    removeAccount: (ownerId: number) => db('reports').where({ owner_id: ownerId }).delete(),
  }
}
export type ReportsRepo = ReturnType<typeof reportsRepo>
