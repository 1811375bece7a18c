import type { Redis } from 'ioredis'

/** What a revocation check needs to know of a verified access token. */
export interface RevocableToken {
  userId: number
  /** jti */
  tokenId?: string
  /** The refresh-token family the token was issued in (sid). */
  sessionId?: string
  /** iat, in seconds. */
  issuedAt?: number
}

/**
 * Access tokens ended before they expire, shared by every service through Redis (one MGET per check):
 * - one token (jti) and one session (sid: the refresh family), denied until the longest a token lives;
 * - an account's tokens issued before an instant ("revoked before", in whole seconds, rounded up, so a
 *   token issued in the same second as the revocation is refused too: the one session issued with the
 *   revocation is signed at that rounded-up second, see `revokedBeforeSecond`).
 * Keys expire once no token they could refuse is still valid.
 */
export function tokenRevocations(redis: Redis, prefix: string) {
  const tokenKey = (jti: string) => `${prefix}:revoked:token:${jti}`
  const sessionKey = (sid: string) => `${prefix}:revoked:session:${sid}`
  const accountKey = (userId: number) => `${prefix}:revoked:account:${userId}`

  return {
    /** Whether the token was ended; Redis being away answers false (a valid signature still stands). */
    async isRevoked(token: RevocableToken): Promise<boolean> {
      const keys = [accountKey(token.userId)]
      if (token.tokenId) keys.push(tokenKey(token.tokenId))
      if (token.sessionId) keys.push(sessionKey(token.sessionId))
      let values: Array<string | null>
      try {
        values = await redis.mget(...keys)
      } catch {
        return false
      }
      const [revokedBefore, ...denied] = values
      if (denied.some((v) => v !== null)) return true
      return revokedBefore != null && (token.issuedAt ?? 0) < Number(revokedBefore)
    },

    /** Ends one token and its session's other tokens; `ttlSeconds` is the longest an access token lives. */
    async revokeSession(token: Omit<RevocableToken, 'userId'>, ttlSeconds: number): Promise<void> {
      const multi = redis.multi()
      if (token.tokenId) multi.set(tokenKey(token.tokenId), '1', 'EX', ttlSeconds)
      if (token.sessionId) multi.set(sessionKey(token.sessionId), '1', 'EX', ttlSeconds)
      await multi.exec()
    },

    /**
     * Ends every token of the account issued up to now. Answers the second from which new tokens are
     * valid again: a session issued together with the revocation must be signed at (or after) it.
     */
    async revokeAccount(userId: number, ttlSeconds: number, now = new Date()): Promise<number> {
      const before = revokedBeforeSecond(now)
      // Never moves back (two revocations racing), and outlives every token it refuses.
      await redis.eval(
        `local cur = tonumber(redis.call('GET', KEYS[1]) or '0')
         if tonumber(ARGV[1]) > cur then redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2]) end
         return 1`,
        1,
        accountKey(userId),
        String(before),
        String(ttlSeconds + 1),
      )
      return before
    },
  }
}
export type TokenRevocations = ReturnType<typeof tokenRevocations>

/** The first whole second after `now`: tokens issued (iat) before it are refused. */
export const revokedBeforeSecond = (now: Date): number => Math.floor(now.getTime() / 1000) + 1
