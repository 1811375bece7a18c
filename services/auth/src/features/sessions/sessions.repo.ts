import type { Knex } from '@seats/kit'
import type { StoredRefreshToken } from './refresh-decision'

interface RefreshTokenRow {
  id: number
  user_id: number
  family_id: string
  token_hash: string
  created_at: Date
  expires_at: Date
  rotated_at: Date | null
  revoked_at: Date | null
  family_started_at: Date | null
}

export interface RefreshTokenRecord extends StoredRefreshToken {
  id: number
  userId: number
  familyId: string
  familyStartedAt: Date | null
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v))
const asDateOrNull = (v: Date | string | null) => (v === null ? null : asDate(v))

/** Queries on refresh_tokens; pass a transaction to run them inside it. */
export function sessionsRepo(db: Knex | Knex.Transaction) {
  const tokens = () => db<RefreshTokenRow>('refresh_tokens')

  return {
    async insert(t: {
      userId: number
      familyId: string
      familyStartedAt: Date
      tokenHash: string
      now: Date
      expiresAt: Date
    }): Promise<void> {
      await tokens().insert({
        user_id: t.userId,
        family_id: t.familyId,
        family_started_at: t.familyStartedAt,
        token_hash: t.tokenHash,
        created_at: t.now,
        expires_at: t.expiresAt,
      })
    },

    async findByHash(tokenHash: string): Promise<RefreshTokenRecord | null> {
      const row = (await tokens().where({ token_hash: tokenHash }).first()) as RefreshTokenRow | undefined
      if (!row) return null
      return {
        id: Number(row.id),
        userId: Number(row.user_id),
        familyId: row.family_id,
        expiresAt: asDate(row.expires_at),
        rotatedAt: asDateOrNull(row.rotated_at),
        revokedAt: asDateOrNull(row.revoked_at),
        familyStartedAt: asDateOrNull(row.family_started_at),
      }
    },

    /** Marks a token used; false when another request got there first (the row lock serialises them). */
    async markRotated(id: number, now: Date): Promise<boolean> {
      const changed = await tokens()
        .where({ id })
        .whereNull('rotated_at')
        .whereNull('revoked_at')
        .update({ rotated_at: now })
      return changed > 0
    },

    revokeFamily: (familyId: string, now: Date) =>
      tokens().where({ family_id: familyId }).whereNull('revoked_at').update({ revoked_at: now }),

    /** Ends a family only when it belongs to the user (a session id read from a token). */
    revokeUserFamily: (userId: number, familyId: string, now: Date) =>
      tokens()
        .where({ family_id: familyId, user_id: userId })
        .whereNull('revoked_at')
        .update({ revoked_at: now }),

    revokeAllForUser: (userId: number, now: Date) =>
      tokens().where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: now }),

    deleteForUser: (userId: number) => tokens().where({ user_id: userId }).delete(),

    /** Expired tokens, and revoked ones older than the cutoff, carry no information worth keeping. */
    purge: (now: Date, revokedBefore: Date) =>
      tokens().where('expires_at', '<=', now).orWhere('revoked_at', '<', revokedBefore).delete(),
  }
}
