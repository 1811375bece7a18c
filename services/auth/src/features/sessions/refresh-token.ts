import { createHash, randomBytes } from 'node:crypto'

/** The opaque value the client holds: 32 random bytes. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url')

/** One login's chain of rotated tokens; reuse of a rotated one revokes the whole chain. */
export const newFamilyId = (): string => randomBytes(16).toString('base64url')

/** Only this digest is stored, so a leaked table cannot be replayed. */
export const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** Anything that cannot be a token we issued is rejected before a database lookup. */
export const looksLikeRefreshToken = (value: string | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
