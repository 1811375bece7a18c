import { createPrivateKey, sign } from 'node:crypto'

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url')

/**
 * The same access token, validly signed with the system's key but expired a minute ago: exactly what a
 * browser holds after the token's lifetime passed.
 */
export function expiredCopy(token: string, privateKeyPem: string): string {
  const [header, payload] = token.split('.')
  if (!header || !payload) throw new Error('not a JWT')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
  const now = Math.floor(Date.now() / 1000)
  const expired = { ...claims, iat: now - 3600, exp: now - 60, ...(claims.nbf ? { nbf: now - 3600 } : {}) }
  const signingInput = `${header}.${b64(expired)}`
  const key = createPrivateKey(privateKeyPem.replace(/\\n/g, '\n'))
  return `${signingInput}.${sign(null, Buffer.from(signingInput), key).toString('base64url')}`
}
