import type {
  Communication,
  CommunicationInput,
  CommunicationType,
  CommunicationUpdateInput,
} from '@seats/contracts'
import { isoOrNull, type Knex } from '@seats/kit'

interface CommunicationRow {
  id: number
  lead_id: number
  type: string
  content: string
  created_at: Date
}

const COLUMNS = ['id', 'lead_id', 'type', 'content', 'created_at'] as const

const toCommunication = (r: CommunicationRow): Communication => ({
  id: r.id,
  leadId: r.lead_id,
  type: r.type as CommunicationType,
  content: r.content,
  createdAt: isoOrNull(r.created_at) ?? '',
})

export function communicationsRepo(db: Knex | Knex.Transaction) {
  return {
    /** A lead's communications, newest first. */
    ofLead: async (leadId: number): Promise<Communication[]> =>
      (
        (await db('communications')
          .select(COLUMNS)
          .where({ lead_id: leadId })
          .orderBy([
            { column: 'created_at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])) as CommunicationRow[]
      ).map(toCommunication),
    find: async (id: number): Promise<Communication | null> => {
      const row = (await db('communications').select(COLUMNS).where({ id }).first()) as
        CommunicationRow | undefined
      return row ? toCommunication(row) : null
    },
    insert: async (c: CommunicationInput, now = new Date()): Promise<number> =>
      Number(
        (
          await db('communications').insert({
            lead_id: c.leadId,
            type: c.type,
            content: c.content,
            created_at: now,
            updated_at: now,
          })
        )[0],
      ),
    update: (id: number, c: CommunicationUpdateInput, now = new Date()) =>
      db('communications').where({ id }).update({ type: c.type, content: c.content, updated_at: now }),
  }
}
