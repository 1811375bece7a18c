import { createHash } from 'node:crypto'
import { decodeJwt } from 'jose'
import { LRUCache } from 'lru-cache'
import { AppError, bearerToken, createTokenVerifier, type TokenVerifierOptions } from '@seats/kit'

export interface AccessGateOptions extends TokenVerifierOptions {
  /** How many verified tokens to remember; 0 verifies every request. */
  cacheSize?: number
  now?: () => number
}

/**
 * Rejects a request without a valid access token before it reaches a service (which verifies again).
 * A token that verified is remembered by its hash until it expires: the token cannot change, so the
 * answer cannot either, and nothing from it is passed on.
 */
export function createAccessGate(opts: AccessGateOptions) {
  const verify = createTokenVerifier(opts)
  const now = opts.now ?? Date.now
  const cacheSize = opts.cacheSize ?? 10_000
  const verified = cacheSize > 0 ? new LRUCache<string, number>({ max: cacheSize }) : null

  return async function check(authorization: string | undefined): Promise<void> {
    const token = bearerToken(authorization)
    if (!token) throw new AppError('unauthorized')
    const key = verified ? createHash('sha256').update(token).digest('base64url') : ''
    const expiresAt = verified?.get(key)
    if (expiresAt !== undefined) {
      if (now() < expiresAt) return
      verified?.delete(key)
      throw new AppError('token_expired', { message: 'jwt expired' })
    }
    await verify(token)
    const exp = decodeJwt(token).exp
    // Tokens without an expiry are never remembered.
    if (verified && typeof exp === 'number') verified.set(key, exp * 1000)
  }
}
export type AccessGate = ReturnType<typeof createAccessGate>
