import {
  accountRevocationExpiry,
  membershipSubject,
  revokedBeforeSecond,
  tokenRevocations,
  type Knex,
  type Logger,
  type RevocableToken,
  type Redis,
} from '@seats/kit'
import { revocationsRepo } from './revocations.repo'

/**
 * The logout deny-list, written to the database before Redis, so that Redis losing it (a restart without
 * its append-only file) does not bring signed-out tokens back: when its marker is missing, the list is
 * written back from the database: at boot, by a periodic check, at each refresh (the browser refreshes
 * when another service refused its token meanwhile) and at auth's own token checks.
 */
export function durableRevocations(deps: { db: Knex; redis: Redis; prefix: string; log: Logger }) {
  const records = () => revocationsRepo(deps.db)
  let restoring: Promise<void> | null = null

  /** One restore at a time per process; callers arriving meanwhile wait for the same one. */
  function restore(): Promise<void> {
    restoring ??= (async () => {
      const now = new Date()
      const entries = await records().live(now)
      await redisList.restore(entries, now)
      deps.log.warn({ restored: entries.length }, 'token deny-list written back to Redis from the database')
    })().finally(() => {
      restoring = null
    })
    return restoring
  }

  const redisList = tokenRevocations(deps.redis, deps.prefix, { whenLost: restore })

  async function ensureKept(): Promise<void> {
    if (!(await redisList.isKept())) await restore()
  }

  return {
    isRevoked: (token: RevocableToken) => redisList.isRevoked(token),

    /** Ends one token and its session's other tokens; `ttlSeconds` is the longest an access token lives. */
    async revokeSession(
      token: Pick<RevocableToken, 'tokenId' | 'sessionId'>,
      ttlSeconds: number,
    ): Promise<void> {
      const expiresAt = new Date(Date.now() + ttlSeconds * 1000)
      if (token.tokenId) await records().record({ kind: 'token', subject: token.tokenId, expiresAt })
      if (token.sessionId) await records().record({ kind: 'session', subject: token.sessionId, expiresAt })
      await redisList.revokeSession(token, ttlSeconds)
    },

    /** Ends every token of the account issued up to now; answers the second new tokens are valid from. */
    async revokeAccount(userId: number, ttlSeconds: number, now = new Date()): Promise<number> {
      await records().record({
        kind: 'account',
        subject: String(userId),
        revokedBefore: revokedBeforeSecond(now),
        expiresAt: accountRevocationExpiry(now, ttlSeconds),
      })
      return redisList.revokeAccount(userId, ttlSeconds, now)
    },

    /** Ends the person's tokens for one synagogue issued up to now (removed, or a new role there). */
    async revokeMembership(
      membership: Pick<RevocableToken, 'accountId' | 'memberId'>,
      ttlSeconds: number,
      now = new Date(),
    ): Promise<number> {
      await records().record({
        kind: 'member',
        subject: membershipSubject(membership),
        revokedBefore: revokedBeforeSecond(now),
        expiresAt: accountRevocationExpiry(now, ttlSeconds),
      })
      return redisList.revokeMembership(membership, ttlSeconds, now)
    },

    /**
     * The first second a new token of the person acting for a synagogue may be dated: after a revocation
     * of them or of their membership there (a token signed in the same second would be refused with the old).
     */
    async validFrom(
      token: Pick<RevocableToken, 'accountId' | 'memberId'>,
      now = new Date(),
    ): Promise<number> {
      const [person, membership] = await Promise.all([
        records().validFrom('account', String(token.memberId), now),
        records().validFrom('member', membershipSubject(token), now),
      ])
      return Math.max(person, membership)
    },

    /** Writes the list back if Redis lost it (a missing marker); Redis being away is left to its own check. */
    ensureKept: () => ensureKept().catch((err: unknown) => deps.log.error({ err }, 'deny-list check failed')),

    /** Checks every `intervalMs` that the list is whole; answers the stop. */
    keep(intervalMs: number): () => void {
      const timer = setInterval(() => void ensureKept().catch(() => undefined), intervalMs)
      timer.unref()
      return () => clearInterval(timer)
    },

    purge: (now = new Date()) => records().purge(now),
  }
}
export type DurableRevocations = ReturnType<typeof durableRevocations>
