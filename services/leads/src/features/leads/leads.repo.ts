import { normalizePhone, type Lead, type LeadListQuery, type LeadStatus } from '@seats/contracts'
import { isoOrNull, type Knex } from '@seats/kit'

interface LeadRow {
  id: number
  name: string
  phone: string
  email: string
  message: string
  source: string
  status: string
  created_at: Date
  last_communication_at: Date | null
}

/** What a lead is made of when written; the repo derives the searchable phone digits itself. */
export interface LeadFields {
  name: string
  phone: string
  email: string
  message: string
  source: string
  status: LeadStatus
}

const COLUMNS = ['id', 'name', 'phone', 'email', 'message', 'source', 'status', 'created_at'] as const

/** The newest communication's time, read through the (lead_id, created_at) index. */
const lastCommunication = (db: Knex | Knex.Transaction) =>
  db.raw(
    '(SELECT MAX(c.created_at) FROM communications c WHERE c.lead_id = leads.id) AS last_communication_at',
  )

const toLead = (r: LeadRow): Lead => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  message: r.message,
  source: r.source,
  status: r.status as LeadStatus,
  createdAt: isoOrNull(r.created_at) ?? '',
  lastCommunicationAt: isoOrNull(r.last_communication_at),
})

/** A search term taken literally inside LIKE (no wildcards of the visitor's own). */
const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export function leadsRepo(db: Knex | Knex.Transaction) {
  return {
    list: async (filter: LeadListQuery): Promise<Lead[]> => {
      const query = db('leads')
        .select([...COLUMNS, lastCommunication(db)])
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
      if (filter.status) query.where({ status: filter.status })
      if (filter.q) {
        const term = likeTerm(filter.q)
        const digits = filter.q.replace(/\D/g, '')
        query.where((w) => {
          w.where('name', 'like', term).orWhere('email', 'like', term).orWhere('phone', 'like', term)
          // "052-123" finds a lead typed as "0521234567" and the other way round.
          if (digits.length >= 3) w.orWhere('phone_digits', 'like', likeTerm(normalizePhone(digits)))
        })
      }
      return ((await query) as LeadRow[]).map(toLead)
    },
    find: async (id: number): Promise<Lead | null> => {
      const row = (await db('leads')
        .select([...COLUMNS, lastCommunication(db)])
        .where({ id })
        .first()) as LeadRow | undefined
      return row ? toLead(row) : null
    },
    exists: async (id: number): Promise<boolean> => Boolean(await db('leads').where({ id }).first('id')),
    /** `requestKey`: the form's key for one submission; a second insert with it fails as a duplicate. */
    insert: async (lead: LeadFields, now = new Date(), requestKey: string | null = null): Promise<number> =>
      Number(
        (
          await db('leads').insert({
            ...lead,
            phone_digits: normalizePhone(lead.phone),
            request_key: requestKey,
            created_at: now,
            updated_at: now,
          })
        )[0],
      ),
    idOfRequest: async (requestKey: string): Promise<number | null> => {
      const row = (await db('leads').where({ request_key: requestKey }).first('id')) as
        { id: number } | undefined
      return row ? Number(row.id) : null
    },
    update: (id: number, lead: LeadFields, now = new Date()) =>
      db('leads')
        .where({ id })
        .update({ ...lead, phone_digits: normalizePhone(lead.phone), updated_at: now }),
    /** Communications go with the lead (foreign key ON DELETE CASCADE). */
    remove: (id: number) => db('leads').where({ id }).delete(),
    /** The id the next insert is likely to get: what a honeypot answer shows so it looks like a real one. */
    plausibleNextId: async (): Promise<number> => {
      const row = (await db('leads').max({ max: 'id' }).first()) as { max: number | null } | undefined
      return Number(row?.max ?? 0) + 1
    },
    /** Every lead with this email or phone that is not yet marked; answers how many changed. */
    markUserCreated: (
      match: { email?: string | undefined; phoneDigits?: string | undefined },
      now = new Date(),
    ) =>
      db('leads')
        .whereNot({ status: 'user_created' })
        .where((w) => {
          if (match.email) w.orWhere({ email: match.email })
          if (match.phoneDigits) w.orWhere({ phone_digits: match.phoneDigits })
        })
        .update({ status: 'user_created', updated_at: now }),
  }
}
