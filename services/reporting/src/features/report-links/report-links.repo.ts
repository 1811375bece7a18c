import type { ReportLinkStatus } from '@seats/contracts'
import type { Knex } from '@seats/kit'

interface LinkRow {
  id: number
  owner_id: number
  phone: string
  created_at: Date
  expires_at: Date
  revoked_at: Date | null
  last_used_at: Date | null
}

/** A link as its token finds it: whose, which phone, and whether it still opens. */
export interface FoundLink {
  id: number
  accountId: number
  phone: string
  expiresAt: Date
  revoked: boolean
}

/** report_links: one live link a phone per account (a new one replaces the last), found by its token's hash. */
export function reportLinksRepo(db: Knex) {
  const links = () => db('report_links')
  return {
    /** Stores a fresh link for the phone and revokes the phone's earlier ones, in one transaction. */
    async replace(input: {
      accountId: number
      phone: string
      tokenHash: string
      sentBy: number | null
      now: Date
      expiresAt: Date
    }): Promise<number> {
      return db.transaction(async (trx) => {
        await trx('report_links')
          .where({ owner_id: input.accountId, phone: input.phone })
          .whereNull('revoked_at')
          .update({ revoked_at: input.now })
        const [id] = await trx('report_links').insert({
          owner_id: input.accountId,
          phone: input.phone,
          token_hash: input.tokenHash,
          sent_by: input.sentBy,
          created_at: input.now,
          expires_at: input.expiresAt,
        })
        return id as number
      })
    },

    /** An SMS the provider refused: its link never reached anyone, so it opens nothing. */
    revokeOne: (id: number, now: Date) => links().where({ id }).update({ revoked_at: now }),

    async byHash(tokenHash: string): Promise<FoundLink | null> {
      const row = (await links().where({ token_hash: tokenHash }).first()) as LinkRow | undefined
      if (!row) return null
      return {
        id: row.id,
        accountId: row.owner_id,
        phone: row.phone,
        expiresAt: row.expires_at,
        revoked: row.revoked_at !== null,
      }
    },

    markUsed: (id: number, now: Date) => links().where({ id }).update({ last_used_at: now }),

    /** Revokes the live links of these phones (all the account's when `phones` is null); answers how many. */
    revoke: (accountId: number, phones: string[] | null, now: Date): Promise<number> =>
      links()
        .where({ owner_id: accountId })
        .modify((q) => {
          if (phones) q.whereIn('phone', phones)
        })
        .whereNull('revoked_at')
        .update({ revoked_at: now }),

    /** The account's links that still open, newest first. */
    async live(accountId: number, now: Date): Promise<ReportLinkStatus[]> {
      const rows = (await links()
        .where({ owner_id: accountId })
        .whereNull('revoked_at')
        .where('expires_at', '>', now)
        .orderBy('id', 'desc')) as LinkRow[]
      return rows.map((r) => ({
        phone: r.phone,
        sentAt: r.created_at.toISOString(),
        expiresAt: r.expires_at.toISOString(),
        lastUsedAt: r.last_used_at ? r.last_used_at.toISOString() : null,
      }))
    },

    purgeAccount: (accountId: number) => links().where({ owner_id: accountId }).delete(),
  }
}
