import { createPublicKey, type KeyObject } from 'node:crypto'
import { errors as joseErrors, jwtVerify } from 'jose'
import { accessClaimsSchema } from '@seats/contracts'
import type { Redis } from 'ioredis'
import type { BaseEnv } from '../env'
import { AppError } from '../errors'
import type { AuthInfo } from './context'
import { tokenRevocations, type TokenRevocations } from './token-revocations'

export const ACCESS_TOKEN_ALG = 'EdDSA'

export interface TokenVerifierOptions {
  publicKeyPem: string
  issuer: string
  audience: string
}

/** Verifies access tokens: one algorithm allowed, issuer and audience checked, claims validated. */
export function createTokenVerifier(opts: TokenVerifierOptions) {
  const key: KeyObject = createPublicKey(opts.publicKeyPem)
  return async function verify(token: string): Promise<AuthInfo> {
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ACCESS_TOKEN_ALG],
        issuer: opts.issuer,
        audience: opts.audience,
      })
      const claims = accessClaimsSchema.parse(payload)
      const memberId = Number(claims.sub)
      const accountId = claims.acc === undefined ? memberId : Number(claims.acc)
      if (!isId(memberId) || !isId(accountId)) throw new AppError('unauthorized')
      return {
        accountId,
        memberId,
        memberName: claims.nm ?? '',
        role: claims.rol ?? 'owner',
        isAdmin: claims.adm,
        isGuest: claims.gst,
        tokenId: payload.jti,
        sessionId: claims.sid,
        issuedAt: payload.iat,
        ...(claims.ro ? { readOnly: true } : {}),
      }
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired)
        throw new AppError('token_expired', { message: 'jwt expired' })
      throw new AppError('unauthorized')
    }
  }
}
export type TokenVerifier = ReturnType<typeof createTokenVerifier>

const isId = (n: number) => Number.isSafeInteger(n) && n > 0

type JwtEnv = Pick<BaseEnv, 'JWT_PUBLIC_KEY' | 'JWT_ISSUER' | 'JWT_AUDIENCE'>

/** Signature and claims only, from a service's env (for a cache that sits in front of the revocation check). */
export const signatureVerifierOf = (env: JwtEnv): TokenVerifier =>
  createTokenVerifier({
    publicKeyPem: env.JWT_PUBLIC_KEY,
    issuer: env.JWT_ISSUER,
    audience: env.JWT_AUDIENCE,
  })

/**
 * A token that verifies must also not have been ended (logout, password change, deleted account): checked
 * on every call, after the signature, so a cached signature check never hides a revocation.
 */
export function withRevocationCheck(
  verify: TokenVerifier,
  revocations: Pick<TokenRevocations, 'isRevoked'>,
): TokenVerifier {
  return async (token) => {
    const auth = await verify(token)
    if (await revocations.isRevoked(auth)) throw new AppError('unauthorized')
    return auth
  }
}

/** The verifier of a service: auth's public key, issuer and audience, and the shared revocations in Redis. */
export const tokenVerifierOf = (env: JwtEnv & Pick<BaseEnv, 'REDIS_PREFIX'>, redis: Redis): TokenVerifier =>
  withRevocationCheck(signatureVerifierOf(env), tokenRevocations(redis, env.REDIS_PREFIX))

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null
  const m = /^Bearer\s+(\S+)$/i.exec(header)
  return m?.[1] ?? null
}
