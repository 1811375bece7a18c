import {
  activityEntrySchema,
  changeDetailsSchema,
  type ActivityEntry,
  type ActivityQuery,
  type Change,
} from '@seats/contracts'
import { isDuplicateKey, type Knex } from '@seats/kit'

interface ChangeRow {
  id: number | string
  member_id: number
  member_name: string
  action: string
  subject: string
  person_id: number | null
  person_name: string | null
  details: string
  created_at: Date
}

const COLUMNS = [
  'id',
  'member_id',
  'member_name',
  'action',
  'subject',
  'person_id',
  'person_name',
  'details',
  'created_at',
] as const

function entryOf(row: ChangeRow): ActivityEntry {
  const details = changeDetailsSchema.parse(JSON.parse(row.details))
  return activityEntrySchema.parse({
    id: Number(row.id),
    memberId: row.member_id,
    memberName: row.member_name,
    action: row.action,
    subject: row.subject,
    details: {
      ...details,
      ...(row.person_id === null ? {} : { personId: row.person_id }),
      ...(row.person_name === null ? {} : { personName: row.person_name }),
    },
    at: row.created_at.toISOString(),
  })
}

/** The synagogue's activity list in the reporting database. */
export function changesRepo(db: Knex) {
  return {
    /** Keeps one change; one delivered again under the same key answers null and is not kept twice. */
    async insert(accountId: number, key: string, at: Date, change: Change): Promise<ActivityEntry | null> {
      const { personId, personName, ...details } = change.details
      try {
        const [id] = await db('changes').insert({
          owner_id: accountId,
          change_key: key,
          member_id: change.memberId,
          member_name: change.memberName,
          action: change.action,
          subject: change.subject,
          person_id: personId ?? null,
          person_name: personName ?? null,
          details: JSON.stringify(details),
          created_at: at,
        })
        return { ...change, id: Number(id), at: at.toISOString() }
      } catch (err) {
        if (isDuplicateKey(err)) return null
        throw err
      }
    },

    /** Newest first; `subject` narrows to one seat, worshipper, map or event, `member` to one member; `before` pages on. */
    async list(accountId: number, query: ActivityQuery): Promise<ActivityEntry[]> {
      const rows = (await db('changes')
        .where({ owner_id: accountId })
        .modify((q) => {
          if (query.subject) q.andWhere({ subject: query.subject })
          if (query.member) q.andWhere({ member_id: query.member })
          if (query.before) q.andWhere('id', '<', query.before)
        })
        .orderBy('id', 'desc')
        .limit(query.limit)
        .select(COLUMNS)) as ChangeRow[]
      return rows.map(entryOf)
    },

    /** Deleted worshippers are no longer named: their lines stay, saying a deleted worshipper. */
    eraseNames: (accountId: number, personIds: readonly number[]) =>
      personIds.length === 0
        ? Promise.resolve(0)
        : db('changes')
            .where({ owner_id: accountId })
            .whereIn('person_id', personIds)
            .update({ person_name: null }),

    /** A deleted household is no longer named either (its name is in the details, by `householdId`). */
    eraseHouseholdName: (accountId: number, householdId: number) =>
      db('changes')
        .where({ owner_id: accountId })
        .whereRaw("JSON_VALUE(details, '$.householdId') = ?", [String(householdId)])
        .update({ details: db.raw("JSON_REMOVE(details, '$.householdName')") }),
    purgeAccount: (accountId: number) => db('changes').where({ owner_id: accountId }).delete(),
  }
}
export type ChangesRepo = ReturnType<typeof changesRepo>
