import type { Knex, RevocationEntry } from '@seats/kit'

interface TokenRevocationRow {
  id: number
  kind: RevocationEntry['kind']
  subject: string
  revoked_before: number | null
  expires_at: Date
}

/** Queries on token_revocations: the deny-list's copy in the database. */
export function revocationsRepo(db: Knex | Knex.Transaction) {
  const rows = () => db<TokenRevocationRow>('token_revocations')

  return {
    /** Records one revocation; a second one of the same subject only ever extends it. */
    async record(entry: RevocationEntry): Promise<void> {
      await rows()
        .insert({
          kind: entry.kind,
          subject: entry.subject,
          revoked_before: entry.revokedBefore ?? null,
          expires_at: entry.expiresAt,
        })
        .onConflict(['kind', 'subject'])
        .merge({
          revoked_before: db.raw('GREATEST(COALESCE(revoked_before, 0), VALUES(revoked_before))'),
          expires_at: db.raw('GREATEST(expires_at, VALUES(expires_at))'),
        })
    },

    /** The revocations still in force at `now`. */
    async live(now: Date): Promise<RevocationEntry[]> {
      const found = await rows().where('expires_at', '>', now).select()
      return found.map((r) => ({
        kind: r.kind,
        subject: r.subject,
        revokedBefore: r.revoked_before ?? undefined,
        expiresAt: r.expires_at instanceof Date ? r.expires_at : new Date(r.expires_at),
      }))
    },

    /** The second from which tokens of a person or a membership are valid again (0: never revoked). */
    async validFrom(kind: 'account' | 'member', subject: string, now: Date): Promise<number> {
      const row = await rows().where({ kind, subject }).where('expires_at', '>', now).first('revoked_before')
      return row?.revoked_before ?? 0
    },

    /** Forgets revocations no token they refuse outlives. */
    purge: (now: Date) => rows().where('expires_at', '<=', now).delete(),
  }
}
