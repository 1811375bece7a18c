import { createPrivateKey, createPublicKey, randomUUID, type KeyObject } from 'node:crypto'
import { SignJWT } from 'jose'
import { ACCESS_TOKEN_ALG } from '@seats/kit'
import type { MemberRole } from '@seats/contracts'

export interface AccessTokenSubject {
  /** The person. */
  id: number
  isAdmin: boolean
  /** Whether the synagogue acted for is a demo guest's. */
  isGuest: boolean
  /** The synagogue acted for, and the person's role in it. */
  accountId: number
  role: MemberRole
  /** The person's name: the changes they make are told with it. */
  name: string
}

export interface AccessTokenSignerOptions {
  privateKeyPem: string
  /** The key every service verifies with; boot stops if the two do not belong together. */
  publicKeyPem: string
  issuer: string
  audience: string
  ttlSeconds: number
}

/** Where a token belongs: its session (the refresh family, claim sid) and, after a revocation, its first valid second. */
export interface AccessTokenContext {
  sessionId?: string
  /** A session issued together with a revocation of the account's tokens is dated at the revocation's end. */
  notBeforeSecond?: number
  /** A shorter life than the usual (the PDF renderer's token). */
  ttlSeconds?: number
  /** A token every service lets read and nothing more (claim ro: the PDF renderer's). */
  readOnly?: boolean
}

/** Signs the short-lived access token (contracts accessClaimsSchema: sub, acc, rol, nm, adm, gst, sid, ro). */
export function createAccessTokenSigner(opts: AccessTokenSignerOptions) {
  const key = createPrivateKey(opts.privateKeyPem)
  assertKeyPair(key, opts.publicKeyPem)
  return function sign(
    subject: AccessTokenSubject,
    now = new Date(),
    context: AccessTokenContext = {},
  ): Promise<string> {
    const iat = Math.max(Math.floor(now.getTime() / 1000), context.notBeforeSecond ?? 0)
    const claims = {
      acc: String(subject.accountId),
      rol: subject.role,
      nm: subject.name,
      adm: subject.isAdmin,
      gst: subject.isGuest,
      ...(context.sessionId ? { sid: context.sessionId } : {}),
      ...(context.readOnly ? { ro: true } : {}),
    }
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALG, typ: 'JWT' })
      .setSubject(String(subject.id))
      .setIssuer(opts.issuer)
      .setAudience(opts.audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + (context.ttlSeconds ?? opts.ttlSeconds))
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
