import type { BillingDetails, EntityType } from '@seats/contracts'
import type { Knex } from '@seats/kit'

interface BillingDetailsRow {
  account_id: number
  legal_name: string
  entity_type: EntityType
  entity_number: string
  address: string
  billing_email: string
  sent_at: Date | null
  created_at: Date
  updated_at: Date
}

export interface StoredBillingDetails {
  details: BillingDetails
  /** The provider's customer has taken these details. */
  sent: boolean
}

export function billingDetailsRepo(db: Knex | Knex.Transaction) {
  return {
    async get(accountId: number): Promise<StoredBillingDetails | null> {
      const row = await db<BillingDetailsRow>('billing_details').where({ account_id: accountId }).first()
      if (!row) return null
      return {
        details: {
          legalName: row.legal_name,
          entityType: row.entity_type,
          entityNumber: row.entity_number,
          address: row.address,
          billingEmail: row.billing_email,
        },
        sent: row.sent_at !== null,
      }
    },
    /** Replaces the account's details; they are unsent until the provider takes them. */
    async save(accountId: number, d: BillingDetails, now: Date): Promise<void> {
      const fields = {
        legal_name: d.legalName,
        entity_type: d.entityType,
        entity_number: d.entityNumber,
        address: d.address,
        billing_email: d.billingEmail,
        sent_at: null,
        updated_at: now,
      }
      await db('billing_details')
        .insert({ account_id: accountId, created_at: now, ...fields })
        .onConflict('account_id')
        .merge(fields)
    },
    async markSent(accountId: number, at: Date): Promise<void> {
      await db('billing_details').where({ account_id: accountId }).update({ sent_at: at })
    },
    /** Accounts whose details the provider has not taken yet (it was away when they were saved). */
    async unsent(limit: number): Promise<number[]> {
      const rows = await db('billing_details').whereNull('sent_at').limit(limit).select('account_id')
      return rows.map((r: { account_id: number }) => Number(r.account_id))
    },
  }
}
