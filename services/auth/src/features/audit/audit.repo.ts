import type { Knex } from '@seats/kit'
import type { AuditAction, AuditChange, AuditEntry } from '@seats/contracts'
import type { UserRecord } from '../user-records'

interface AuditRow {
  id: number
  at: Date
  action: AuditAction
  actor_id: number | null
  target_user_id: number
  changes: string
  detail: string | null
  actor_name?: string | null
  actor_email?: string | null
}

export interface AuditInput {
  action: AuditAction
  actorId: number | null
  targetUserId: number
  changes: AuditChange[]
  detail?: Record<string, unknown> | null
}

/** The user fields an audit entry compares; the password is recorded as changed, never as a value. */
export const AUDITED_FIELDS = [
  'email',
  'contactName',
  'synagogueName',
  'phone',
  'isAdmin',
  'isNew',
  'maxPeople',
  'price',
  'subscriptionType',
  'subscriptionEndsAt',
] as const satisfies ReadonlyArray<keyof UserRecord>

type Audited = Pick<UserRecord, (typeof AUDITED_FIELDS)[number]>

/** The fields that differ between two states of a user (null on one side: created or deleted). */
export function userChanges(before: Audited | null, after: Audited | null): AuditChange[] {
  const changes: AuditChange[] = []
  for (const field of AUDITED_FIELDS) {
    const b = before ? before[field] : null
    const a = after ? after[field] : null
    if (b !== a) changes.push({ field, before: b, after: a })
  }
  return changes
}

/** A password that changed: named, with no value on either side. */
export const PASSWORD_CHANGE: AuditChange = { field: 'password', before: null, after: null }

const CHUNK = 1000

/** Audit entries; pass the transaction of the change so the entry commits (or not) with it. */
export function auditRepo(db: Knex | Knex.Transaction) {
  const toRow = (e: AuditInput, at: Date) => ({
    at,
    action: e.action,
    actor_id: e.actorId,
    target_user_id: e.targetUserId,
    changes: JSON.stringify(e.changes),
    detail: e.detail ? JSON.stringify(e.detail) : null,
  })
  return {
    async record(entries: AuditInput | AuditInput[], at = new Date()): Promise<void> {
      const rows = (Array.isArray(entries) ? entries : [entries]).map((e) => toRow(e, at))
      for (let i = 0; i < rows.length; i += CHUNK) await db('audit_log').insert(rows.slice(i, i + CHUNK))
    },

    /** An account's entries, newest first, with the acting admin's name and email when they still exist. */
    async forUser(targetUserId: number, limit = 200): Promise<AuditEntry[]> {
      const rows = (await db('audit_log as a')
        .leftJoin('users as u', 'u.id', 'a.actor_id')
        .where('a.target_user_id', targetUserId)
        .orderBy('a.id', 'desc')
        .limit(limit)
        .select('a.*', 'u.contact_name as actor_name', 'u.email as actor_email')) as AuditRow[]
      return rows.map((r) => ({
        id: Number(r.id),
        at: new Date(r.at).toISOString(),
        action: r.action,
        actorId: r.actor_id === null ? null : Number(r.actor_id),
        actorName: r.actor_name ?? null,
        actorEmail: r.actor_email ?? null,
        targetUserId: Number(r.target_user_id),
        changes: JSON.parse(r.changes) as AuditChange[],
        detail: r.detail ? (JSON.parse(r.detail) as Record<string, unknown>) : null,
      }))
    },
  }
}
