import type { AuthInfo, Knex, Logger, Outbox } from '@seats/kit'
import { AppError } from '@seats/kit'
import type { AccessTokenSigner, AccessTokenSubject } from '../credentials'
import type { User } from '@seats/contracts'
import { usersRepo, type UserRecord } from '../user-records'
import { actingAs, membershipsRepo } from '../team'
import type { DurableRevocations } from './durable-revocations'
import { decideRefresh } from './refresh-decision'
import { hashRefreshToken, looksLikeRefreshToken, newFamilyId, newRefreshToken } from './refresh-token'
import { sessionsRepo } from './sessions.repo'

export interface IssuedTokens {
  accessToken: string
  refreshToken: string
}

/** A new sign-in's tokens, and the user as it acts: the person with the synagogue chosen for them. */
export interface IssuedSession extends IssuedTokens {
  user: User
}

/** A refresh answer: a successor refresh token only when this call rotated. */
export interface RefreshResult {
  accessToken: string
  refreshToken?: string
}

const DAY_MS = 86_400_000
/** The PDF renderer's token: long enough for one page to load and print. */
const RENDER_TOKEN_TTL_SECONDS = 300
/** How long revoked tokens stay around (logs and investigations) before the daily purge removes them. */
export const REVOKED_RETENTION_MS = 7 * DAY_MS

export function createSessionsService(deps: {
  db: Knex
  signAccessToken: AccessTokenSigner
  refreshTtlDays: number
  /** A sign-in's absolute age: past it, refreshing fails however recently the family rotated. */
  familyMaxAgeDays: number
  graceSeconds: number
  /** The longest an access token lives: how long a revocation must be remembered. */
  accessTtlSeconds: number
  revocations: DurableRevocations
  /** session.ended and account.sessions_ended, for reporting to close the browsers' connections. */
  outbox: Outbox
  log: Logger
}) {
  const refreshInvalid = () => new AppError('refresh_invalid')

  /** Publishes the event once the transaction commits (the relay retries it if that publish fails). */
  async function announce(trx: Knex.Transaction, event: Parameters<Outbox['add']>[1]): Promise<void> {
    await deps.outbox.add(trx, event)
    void trx.executionPromise.then(
      () => deps.outbox.flush(),
      () => undefined,
    )
  }

  async function inTransaction<T>(
    db: Knex | Knex.Transaction,
    work: (trx: Knex.Transaction) => Promise<T>,
  ): Promise<T> {
    return db.isTransaction ? work(db as Knex.Transaction) : db.transaction(work)
  }

  async function insertToken(
    db: Knex | Knex.Transaction,
    userId: number,
    familyId: string,
    familyStartedAt: Date,
    now: Date,
  ): Promise<string> {
    const token = newRefreshToken()
    await sessionsRepo(db).insert({
      userId,
      familyId,
      familyStartedAt,
      tokenHash: hashRefreshToken(token),
      now,
      expiresAt: new Date(now.getTime() + deps.refreshTtlDays * DAY_MS),
    })
    return token
  }

  /** Rotates the token; null when a concurrent request rotated it first. */
  async function rotate(
    stored: { id: number; userId: number; familyId: string; familyStartedAt: Date | null },
    now: Date,
  ): Promise<string | null> {
    return deps.db.transaction(async (trx) => {
      if (!(await sessionsRepo(trx).markRotated(stored.id, now))) return null
      return insertToken(trx, stored.userId, stored.familyId, stored.familyStartedAt ?? now, now)
    })
  }

  async function accessTokenFor(userId: number, familyId: string, now: Date): Promise<string> {
    // Claims come from the database, so a promotion, a new role or an upgrade shows up at the next refresh.
    const user = await usersRepo(deps.db).findById(userId)
    if (!user) throw refreshInvalid()
    const acting = await actingAs(deps.db, user).catch((err: unknown) => {
      // Removed from every synagogue: the session has nothing left to act for.
      if (err instanceof AppError && err.code === 'not_a_member') throw refreshInvalid()
      throw err
    })
    return sign(acting.subject, now, familyId)
  }

  /**
   * Signs for the subject, dated no earlier than a revocation of them that could refuse it, and records
   * the member's activity in the synagogue (the members screen's last activity; `db` is the caller's
   * transaction when there is one, so the row it may have just written is not waited on).
   */
  async function sign(
    subject: AccessTokenSubject,
    now: Date,
    sessionId?: string,
    notBeforeSecond = 0,
    db: Knex | Knex.Transaction = deps.db,
  ) {
    await membershipsRepo(db).touch(subject.accountId, subject.id, now)
    const validFrom = await deps.revocations.validFrom(
      { accountId: subject.accountId, memberId: subject.id },
      now,
    )
    return deps.signAccessToken(subject, now, {
      ...(sessionId ? { sessionId } : {}),
      notBeforeSecond: Math.max(notBeforeSecond, validFrom),
    })
  }

  return {
    /**
     * The workers' PDF renderer's token: the synagogue's owner acting as a viewer, for a few minutes, in no
     * session (nothing to refresh or log out) and recorded as no one's activity. It reads what a viewer
     * reads and changes nothing: read-only (claim ro), so no service takes any other method from it, even
     * the writes any signed-in person may make (their profile, a switch to their real role).
     */
    async renderToken(
      owner: { id: number; isGuest: boolean; synagogueName: string },
      now = new Date(),
    ): Promise<{ accessToken: string; expiresAt: string }> {
      const validFrom = await deps.revocations.validFrom({ accountId: owner.id, memberId: owner.id }, now)
      const iat = Math.max(Math.floor(now.getTime() / 1000), validFrom)
      const accessToken = await deps.signAccessToken(
        {
          id: owner.id,
          isAdmin: false,
          isGuest: owner.isGuest,
          accountId: owner.id,
          role: 'viewer',
          name: owner.synagogueName,
        },
        now,
        { notBeforeSecond: validFrom, ttlSeconds: RENDER_TOKEN_TTL_SECONDS, readOnly: true },
      )
      return { accessToken, expiresAt: new Date((iat + RENDER_TOKEN_TTL_SECONDS) * 1000).toISOString() }
    },

    /** An access token for a session already open, acting as `subject` says (a switch of synagogue). */
    accessTokenIn: (subject: AccessTokenSubject, sessionId: string | undefined, now = new Date()) =>
      sign(subject, now, sessionId),

    /**
     * A new login: a new token family. `notBeforeSecond` is revokeAllForUser's answer when the session is
     * issued together with that revocation (a password change), so the new token is not refused with the old.
     */
    async issue(
      person: UserRecord,
      now = new Date(),
      db: Knex | Knex.Transaction = deps.db,
      notBeforeSecond?: number,
      wantedAccount?: number,
    ): Promise<IssuedSession> {
      const acting = await actingAs(db, person, wantedAccount)
      const familyId = newFamilyId()
      const refreshToken = await insertToken(db, person.id, familyId, now, now)
      const accessToken = await sign(acting.subject, now, familyId, notBeforeSecond, db)
      return { accessToken, refreshToken, user: acting.user }
    },

    async refresh(presented: string | undefined, now = new Date()): Promise<RefreshResult> {
      if (!looksLikeRefreshToken(presented)) throw refreshInvalid()
      // The token about to be issued is checked against the deny-list by every service: it must be whole.
      await deps.revocations.ensureKept()
      const tokenHash = hashRefreshToken(presented)
      // Two passes at most: the second sees the rotation a concurrent request just made.
      for (let attempt = 0; attempt < 2; attempt++) {
        const stored = await sessionsRepo(deps.db).findByHash(tokenHash)
        const decision = decideRefresh(stored, now, deps.graceSeconds, deps.familyMaxAgeDays * DAY_MS)
        if (decision.kind === 'invalid' || !stored) throw refreshInvalid()
        if (decision.kind === 'aged') {
          await sessionsRepo(deps.db).revokeFamily(stored.familyId, now)
          throw refreshInvalid()
        }
        if (decision.kind === 'reuse') {
          await sessionsRepo(deps.db).revokeFamily(stored.familyId, now)
          deps.log.warn(
            { userId: stored.userId, familyId: stored.familyId },
            'rotated refresh token reused; family revoked',
          )
          throw refreshInvalid()
        }
        if (decision.kind === 'grace')
          return { accessToken: await accessTokenFor(stored.userId, stored.familyId, now) }
        const refreshToken = await rotate(stored, now)
        if (refreshToken)
          return { accessToken: await accessTokenFor(stored.userId, stored.familyId, now), refreshToken }
      }
      throw refreshInvalid()
    },

    /**
     * Ends the session: the refresh family of the cookie and the one the access token names (usually the
     * same), and the access tokens themselves at once in every service; the browser's connections close.
     * Unknown tokens are ignored.
     */
    async logout(presented: string | undefined, access: AuthInfo | null, now = new Date()): Promise<void> {
      const stored = looksLikeRefreshToken(presented)
        ? await sessionsRepo(deps.db).findByHash(hashRefreshToken(presented))
        : null
      const ended = new Map<string, number>()
      if (stored) ended.set(stored.familyId, stored.userId)
      if (access?.sessionId) ended.set(access.sessionId, access.memberId)
      if (access?.tokenId)
        await deps.revocations.revokeSession({ tokenId: access.tokenId }, deps.accessTtlSeconds)
      for (const [familyId, userId] of ended) {
        await deps.revocations.revokeSession({ sessionId: familyId }, deps.accessTtlSeconds)
        await deps.db.transaction(async (trx) => {
          await sessionsRepo(trx).revokeUserFamily(userId, familyId, now)
          await announce(trx, { type: 'session.ended', accountId: userId, sessionId: familyId })
        })
      }
    },

    /**
     * Ends every session of the account: refresh tokens, and its access tokens in every service at once;
     * its connections close. Answers the second from which a session issued with it is valid (see issue).
     */
    async revokeAllForUser(
      userId: number,
      now = new Date(),
      db: Knex | Knex.Transaction = deps.db,
    ): Promise<number> {
      const validFrom = await deps.revocations.revokeAccount(userId, deps.accessTtlSeconds, now)
      await inTransaction(db, async (trx) => {
        await sessionsRepo(trx).revokeAllForUser(userId, now)
        await announce(trx, { type: 'account.sessions_ended', accountId: userId })
      })
      return validFrom
    },

    /** Refuses the account's access tokens issued until now in every service (a deleted account). */
    endAccessTokens: (userId: number, now = new Date()) =>
      deps.revocations.revokeAccount(userId, deps.accessTtlSeconds, now),

    /** Ends a person's access to one synagogue at once (the synagogue was deleted). */
    endMembership: (accountId: number, personId: number, now = new Date()) =>
      deps.revocations.revokeMembership({ accountId, memberId: personId }, deps.accessTtlSeconds, now),

    /** The account's rights changed (an admin demoted): its connections close, its sessions go on. */
    async rightsChanged(userId: number, db: Knex | Knex.Transaction = deps.db): Promise<void> {
      await inTransaction(db, (trx) => announce(trx, { type: 'account.sessions_ended', accountId: userId }))
    },

    async purge(now = new Date()): Promise<number> {
      await deps.revocations.purge(now)
      return sessionsRepo(deps.db).purge(now, new Date(now.getTime() - REVOKED_RETENTION_MS))
    },
  }
}
export type SessionsService = ReturnType<typeof createSessionsService>
