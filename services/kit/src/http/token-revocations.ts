import type { Redis } from 'ioredis'

/** What a revocation check needs to know of a verified access token. */
export interface RevocableToken {
  /** The person: a password change or sign-out everywhere ends all their tokens. */
  memberId: number
  /** The synagogue the token acts for: a member removed or demoted there loses that access at once. */
  accountId: number
  /** jti */
  tokenId?: string
  /** The refresh-token family the token was issued in (sid). */
  sessionId?: string
  /** iat, in seconds. */
  issuedAt?: number
}

/** One revocation as auth keeps it durably, to write back into Redis after Redis lost it. */
export interface RevocationEntry {
  kind: 'token' | 'session' | 'account' | 'member'
  /** The jti, the sid, the person's id, or a membership as `accountId:personId`. */
  subject: string
  /** For a person or a membership: tokens issued (iat) before this second are refused. */
  revokedBefore?: number
  expiresAt: Date
}

export interface TokenRevocationOptions {
  /**
   * Called when the deny-list was lost (its marker is missing): auth writes it back from its database,
   * then the check is made again. Without it (the other services) a token is refused until auth has.
   */
  whenLost?: () => Promise<void>
}

/** Sets an account's "revoked before" second, never moving it back (two revocations racing). */
const RAISE_REVOKED_BEFORE = `local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
if tonumber(ARGV[1]) > cur then redis.call('SET', KEYS[1], ARGV[1], 'PXAT', ARGV[2]) end
return 1`

/**
 * Access tokens ended before they expire, shared by every service through Redis (one MGET per check):
 * - one token (jti) and one session (sid: the refresh family), denied until the longest a token lives;
 * - an account's tokens issued before an instant ("revoked before", in whole seconds, rounded up, so a
 *   token issued in the same second as the revocation is refused too: the one session issued with the
 *   revocation is signed at that rounded-up second, see `revokedBeforeSecond`).
 * Keys expire once no token they could refuse is still valid.
 *
 * Redis may lose the list (a restart without its append-only file). Auth keeps every revocation in its
 * database too and writes the list back together with a marker key that never expires; a missing marker
 * means the list cannot be trusted, so a token is refused until auth has written it back.
 */
export function tokenRevocations(redis: Redis, prefix: string, opts: TokenRevocationOptions = {}) {
  const tokenKey = (jti: string) => `${prefix}:revoked:token:${jti}`
  const sessionKey = (sid: string) => `${prefix}:revoked:session:${sid}`
  const accountKey = (personId: number) => `${prefix}:revoked:account:${personId}`
  const memberKey = (subject: string) => `${prefix}:revoked:member:${subject}`
  const keptKey = `${prefix}:revoked:kept`
  const keyOf = (entry: RevocationEntry) =>
    entry.kind === 'token'
      ? tokenKey(entry.subject)
      : entry.kind === 'session'
        ? sessionKey(entry.subject)
        : entry.kind === 'member'
          ? memberKey(entry.subject)
          : accountKey(Number(entry.subject))

  async function check(token: RevocableToken, afterRestore: boolean): Promise<boolean> {
    const keys = [keptKey, accountKey(token.memberId), memberKey(membershipSubject(token))]
    if (token.tokenId) keys.push(tokenKey(token.tokenId))
    if (token.sessionId) keys.push(sessionKey(token.sessionId))
    let values: Array<string | null>
    try {
      values = await redis.mget(...keys)
    } catch {
      return false
    }
    const [kept, personBefore, memberBefore, ...denied] = values
    if (kept == null) {
      if (afterRestore || !opts.whenLost) return true
      try {
        await opts.whenLost()
      } catch {
        return true
      }
      return check(token, true)
    }
    if (denied.some((v) => v !== null)) return true
    const issuedAt = token.issuedAt ?? 0
    return [personBefore, memberBefore].some((before) => before != null && issuedAt < Number(before))
  }

  async function raiseRevokedBefore(key: string, ttlSeconds: number, now: Date): Promise<number> {
    const before = revokedBeforeSecond(now)
    // Never moves back (two revocations racing), and outlives every token it refuses.
    await redis.eval(
      RAISE_REVOKED_BEFORE,
      1,
      key,
      String(before),
      String(accountRevocationExpiry(now, ttlSeconds).getTime()),
    )
    return before
  }

  return {
    /**
     * Whether the token was ended; Redis being away answers false (a valid signature still stands), a
     * deny-list Redis lost answers true until it is written back.
     */
    isRevoked: (token: RevocableToken): Promise<boolean> => check(token, false),

    /** Whether the deny-list is whole: its marker is there. */
    isKept: async (): Promise<boolean> => (await redis.exists(keptKey)) === 1,

    /** Writes the revocations still in force back, then the marker (auth, from its database). */
    async restore(entries: RevocationEntry[], now = new Date()): Promise<void> {
      const multi = redis.multi()
      for (const entry of entries) {
        if (entry.expiresAt.getTime() <= now.getTime()) continue
        const at = String(entry.expiresAt.getTime())
        if (entry.kind === 'account' || entry.kind === 'member')
          multi.eval(RAISE_REVOKED_BEFORE, 1, keyOf(entry), String(entry.revokedBefore ?? 0), at)
        else multi.set(keyOf(entry), '1', 'PXAT', at)
      }
      multi.set(keptKey, now.toISOString())
      await multi.exec()
    },

    /** Ends one token and its session's other tokens; `ttlSeconds` is the longest an access token lives. */
    async revokeSession(
      token: Pick<RevocableToken, 'tokenId' | 'sessionId'>,
      ttlSeconds: number,
    ): Promise<void> {
      const multi = redis.multi()
      if (token.tokenId) multi.set(tokenKey(token.tokenId), '1', 'EX', ttlSeconds)
      if (token.sessionId) multi.set(sessionKey(token.sessionId), '1', 'EX', ttlSeconds)
      await multi.exec()
    },

    /**
     * Ends every token of the person issued up to now, in every synagogue. Answers the second from which
     * new tokens are valid again: a session issued together with the revocation must be signed at (or
     * after) it.
     */
    revokeAccount: (personId: number, ttlSeconds: number, now = new Date()): Promise<number> =>
      raiseRevokedBefore(accountKey(personId), ttlSeconds, now),

    /** Ends the person's tokens for one synagogue issued up to now (removed from it, or a role changed). */
    revokeMembership: (
      membership: Pick<RevocableToken, 'accountId' | 'memberId'>,
      ttlSeconds: number,
      now = new Date(),
    ): Promise<number> => raiseRevokedBefore(memberKey(membershipSubject(membership)), ttlSeconds, now),
  }
}
export type TokenRevocations = ReturnType<typeof tokenRevocations>

/** A membership as a revocation names it: `accountId:personId`. */
export const membershipSubject = (m: Pick<RevocableToken, 'accountId' | 'memberId'>): string =>
  `${m.accountId}:${m.memberId}`

/** When an account's revocation may be forgotten: every token it refuses has expired by then. */
export const accountRevocationExpiry = (now: Date, ttlSeconds: number): Date =>
  new Date(now.getTime() + (ttlSeconds + 1) * 1000)

/** The first whole second after `now`: tokens issued (iat) before it are refused. */
export const revokedBeforeSecond = (now: Date): number => Math.floor(now.getTime() / 1000) + 1
