/** What the stored row says about a presented refresh token. */
export interface StoredRefreshToken {
  expiresAt: Date
  rotatedAt: Date | null
  revokedAt: Date | null
  /** When the family's first token was issued (the sign-in); null for rows from before it was recorded. */
  familyStartedAt?: Date | null
}

export type RefreshDecision =
  /** First use: issue a successor and mark this one rotated. */
  | { kind: 'rotate' }
  /** Used again moments after rotation (two tabs at once): a new access token, no new refresh token. */
  | { kind: 'grace' }
  /** Used again after the grace window: likely stolen, revoke the family. */
  | { kind: 'reuse' }
  | { kind: 'invalid'; reason: 'unknown' | 'revoked' | 'expired' }
  /** The sign-in is older than the absolute cap: sign in again, however recently the family rotated. */
  | { kind: 'aged' }

export function decideRefresh(
  token: StoredRefreshToken | null,
  now: Date,
  graceSeconds: number,
  familyMaxAgeMs = Infinity,
): RefreshDecision {
  if (!token) return { kind: 'invalid', reason: 'unknown' }
  if (token.revokedAt) return { kind: 'invalid', reason: 'revoked' }
  if (token.expiresAt.getTime() <= now.getTime()) return { kind: 'invalid', reason: 'expired' }
  if (token.familyStartedAt && now.getTime() - token.familyStartedAt.getTime() >= familyMaxAgeMs)
    return { kind: 'aged' }
  if (!token.rotatedAt) return { kind: 'rotate' }
  const sinceRotation = now.getTime() - token.rotatedAt.getTime()
  return sinceRotation <= graceSeconds * 1000 ? { kind: 'grace' } : { kind: 'reuse' }
}
