import { createPrivateKey, createPublicKey, randomUUID, type KeyObject } from 'node:crypto'
import { SignJWT } from 'jose'
import { ACCESS_TOKEN_ALG } from '@seats/kit'

export interface AccessTokenSubject {
  id: number
  isAdmin: boolean
  isGuest: boolean
}

export interface AccessTokenSignerOptions {
  privateKeyPem: string
  /** The key every service verifies with; boot stops if the two do not belong together. */
  publicKeyPem: string
  issuer: string
  audience: string
  ttlSeconds: number
}

/** Signs the short-lived access token (contracts accessClaimsSchema: sub, adm, gst). */
export function createAccessTokenSigner(opts: AccessTokenSignerOptions) {
  const key = createPrivateKey(opts.privateKeyPem)
  assertKeyPair(key, opts.publicKeyPem)
  return function sign(subject: AccessTokenSubject, now = new Date()): Promise<string> {
    const iat = Math.floor(now.getTime() / 1000)
    return new SignJWT({ adm: subject.isAdmin, gst: subject.isGuest })
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, typ: 'JWT' })
      .setSubject(String(subject.id))
      .setIssuer(opts.issuer)
      .setAudience(opts.audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + opts.ttlSeconds)
      .setJti(randomUUID())
      .sign(key)
  }
}
export type AccessTokenSigner = ReturnType<typeof createAccessTokenSigner>

function assertKeyPair(privateKey: KeyObject, publicKeyPem: string): void {
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('JWT_PRIVATE_KEY must be an Ed25519 key')
  const derived = createPublicKey(privateKey).export({ type: 'spki', format: 'der' })
  const configured = createPublicKey(publicKeyPem).export({ type: 'spki', format: 'der' })
  if (!derived.equals(configured)) throw new Error('JWT_PRIVATE_KEY does not match JWT_PUBLIC_KEY')
}
