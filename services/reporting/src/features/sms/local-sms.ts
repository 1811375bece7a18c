import type { Knex } from '@seats/kit'
import type { SmsProvider } from './sms-provider'

/** The column's length: a longer text is kept cut (this is a record for development, not a delivery). */
const TEXT_MAX = 1000

/** Development and tests: records every message in sms_local_messages and texts nobody. */
export function localSmsProvider(db: Knex): SmsProvider {
  return {
    name: 'local',
    async send(message) {
      await db('sms_local_messages').insert({
        owner_id: message.accountId,
        phone: message.phone,
        text: message.text.slice(0, TEXT_MAX),
        created_at: new Date(),
      })
      return true
    },
  }
}

/** The local provider's messages, oldest first: to `phone`, or all of them. */
export async function localSmsMessages(
  db: Knex,
  phone?: string,
): Promise<Array<{ ownerId: number; phone: string; text: string; createdAt: Date }>> {
  const rows = (await db('sms_local_messages')
    .modify((q) => {
      if (phone) q.where({ phone })
    })
    .orderBy('id')) as Array<{ owner_id: number; phone: string; text: string; created_at: Date }>
  return rows.map((r) => ({ ownerId: r.owner_id, phone: r.phone, text: r.text, createdAt: r.created_at }))
}

/** A deleted account's local messages go with its other rows (accounts/account-purge.ts). */
export const purgeLocalSmsMessages = (db: Knex, ownerId: number) =>
  db('sms_local_messages').where({ owner_id: ownerId }).delete()
