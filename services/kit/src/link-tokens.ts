import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** 128 random bits name the link; only their hash is stored, so the database alone opens no link. */
const ID_BYTES = 16
/** A truncated HMAC-SHA256: 128 bits, enough against forgery, short enough for an SMS. */
const SIGNATURE_BYTES = 16
/** 16 bytes in base64url, unpadded. */
const ID_CHARS = 22

const hashOf = (id: string): string => createHash('sha256').update(id).digest('hex')

/** A key of its own for one kind of link, from the one secret (a lobby link never opens a report page). */
export const linkKey = (secret: string, purpose: string): string =>
  createHmac('sha256', secret).update(purpose).digest('base64url')

/** A token's shape: 44 base64url characters. */
export const looksLikeLinkToken = (token: string): boolean => /^[A-Za-z0-9_-]{44}$/.test(token)

/**
 * Tokens of the links that open without a sign-in (a worshipper's report link, a lobby screen, a household's
 * seat request), `<id><signature>` (22 characters each): the signature is checked before the database is
 * asked, so a tampered or made-up link costs a stranger one HMAC and tells nothing. Each kind of link signs
 * with a key of its own (`linkTokens(keyFor(secret, 'lobby-screen'))`).
 */
export function linkTokens(secret: string) {
  const sign = (id: string): Buffer =>
    createHmac('sha256', secret).update(id).digest().subarray(0, SIGNATURE_BYTES)
  return {
    issue(): { token: string; hash: string } {
      const id = randomBytes(ID_BYTES).toString('base64url')
      return { token: `${id}${sign(id).toString('base64url')}`, hash: hashOf(id) }
    },
    /** The stored hash of a genuine token; null for a malformed or tampered one. */
    verify(token: string): string | null {
      if (!looksLikeLinkToken(token)) return null
      const id = token.slice(0, ID_CHARS)
      const signature = token.slice(ID_CHARS)
      // Compared as text: base64url's last character carries spare bits, so two spellings decode alike.
      const given = Buffer.from(signature)
      const expected = Buffer.from(sign(id).toString('base64url'))
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      return hashOf(id)
    },
  }
}
export type LinkTokens = ReturnType<typeof linkTokens>
