import type { AuthInfo, TokenVerifier } from '@seats/kit'

/**
 * Remembers tokens already verified until they expire: a browser sends the same token with every request,
 * and an EdDSA verification costs more than the whole cached map answer.
 */
export function cachedVerifier(verify: TokenVerifier, max = 10_000): TokenVerifier {
  const seen = new Map<string, { auth: AuthInfo; expiresAt: number }>()
  return async (token: string) => {
    const hit = seen.get(token)
    if (hit && hit.expiresAt > Date.now()) return hit.auth
    if (hit) seen.delete(token)
    const auth = await verify(token)
    const expiresAt = expiryOf(token)
    if (expiresAt !== null) {
      if (seen.size >= max) seen.delete(seen.keys().next().value as string)
      seen.set(token, { auth, expiresAt })
    }
    return auth
  }
}

/** The exp claim of a token that has just been verified (so its payload is trusted); null: do not cache. */
function expiryOf(token: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp?: unknown
    }
    return typeof payload.exp === 'number' ? payload.exp * 1000 : null
  } catch {
    return null
  }
}
