import type { Knex, Logger } from '@seats/kit'
import { AppError } from '@seats/kit'
import type { AccessTokenSigner, AccessTokenSubject } from '../auth/access-token'
import { usersRepo } from '../users/users.repo'
import { decideRefresh } from './refresh-decision'
import { hashRefreshToken, looksLikeRefreshToken, newFamilyId, newRefreshToken } from './refresh-token'
import { sessionsRepo } from './sessions.repo'

export interface IssuedTokens {
  accessToken: string
  refreshToken: string
}

/** A refresh answer: a successor refresh token only when this call rotated. */
export interface RefreshResult {
  accessToken: string
  refreshToken?: string
}

const DAY_MS = 86_400_000
/** How long revoked tokens stay around (logs and investigations) before the daily purge removes them. */
export const REVOKED_RETENTION_MS = 7 * DAY_MS

export function createSessions(deps: {
  db: Knex
  signAccessToken: AccessTokenSigner
  refreshTtlDays: number
  graceSeconds: number
  log: Logger
}) {
  const refreshInvalid = () => new AppError('refresh_invalid')

  async function insertToken(
    db: Knex | Knex.Transaction,
    userId: number,
    familyId: string,
    now: Date,
  ): Promise<string> {
    const token = newRefreshToken()
    await sessionsRepo(db).insert({
      userId,
      familyId,
      tokenHash: hashRefreshToken(token),
      now,
      expiresAt: new Date(now.getTime() + deps.refreshTtlDays * DAY_MS),
    })
    return token
  }

  /** Rotates the token; null when a concurrent request rotated it first. */
  async function rotate(id: number, userId: number, familyId: string, now: Date): Promise<string | null> {
    return deps.db.transaction(async (trx) => {
      if (!(await sessionsRepo(trx).markRotated(id, now))) return null
      return insertToken(trx, userId, familyId, now)
    })
  }

  async function accessTokenFor(userId: number, now: Date): Promise<string> {
    // Claims come from the database, so a promotion or an upgrade shows up at the next refresh.
    const user = await usersRepo(deps.db).findById(userId)
    if (!user) throw refreshInvalid()
    return deps.signAccessToken(user, now)
  }

  return {
    /** A new login: a new token family. */
    async issue(
      user: AccessTokenSubject,
      now = new Date(),
      db: Knex | Knex.Transaction = deps.db,
    ): Promise<IssuedTokens> {
      const refreshToken = await insertToken(db, user.id, newFamilyId(), now)
      return { accessToken: await deps.signAccessToken(user, now), refreshToken }
    },

    async refresh(presented: string | undefined, now = new Date()): Promise<RefreshResult> {
      if (!looksLikeRefreshToken(presented)) throw refreshInvalid()
      const tokenHash = hashRefreshToken(presented)
      // Two passes at most: the second sees the rotation a concurrent request just made.
      for (let attempt = 0; attempt < 2; attempt++) {
        const stored = await sessionsRepo(deps.db).findByHash(tokenHash)
        const decision = decideRefresh(stored, now, deps.graceSeconds)
        if (decision.kind === 'invalid' || !stored) throw refreshInvalid()
        if (decision.kind === 'reuse') {
          await sessionsRepo(deps.db).revokeFamily(stored.familyId, now)
          deps.log.warn(
            { userId: stored.userId, familyId: stored.familyId },
            'rotated refresh token reused; family revoked',
          )
          throw refreshInvalid()
        }
        if (decision.kind === 'grace') return { accessToken: await accessTokenFor(stored.userId, now) }
        const refreshToken = await rotate(stored.id, stored.userId, stored.familyId, now)
        if (refreshToken) return { accessToken: await accessTokenFor(stored.userId, now), refreshToken }
      }
      throw refreshInvalid()
    },

    /** Ends the session the token belongs to (its whole family); unknown tokens are ignored. */
    async logout(presented: string | undefined, now = new Date()): Promise<void> {
      if (!looksLikeRefreshToken(presented)) return
      const stored = await sessionsRepo(deps.db).findByHash(hashRefreshToken(presented))
      if (stored) await sessionsRepo(deps.db).revokeFamily(stored.familyId, now)
    },

    revokeAllForUser: (userId: number, now = new Date(), db: Knex | Knex.Transaction = deps.db) =>
      sessionsRepo(db).revokeAllForUser(userId, now),

    purge: (now = new Date()) =>
      sessionsRepo(deps.db).purge(now, new Date(now.getTime() - REVOKED_RETENTION_MS)),
  }
}
export type Sessions = ReturnType<typeof createSessions>
