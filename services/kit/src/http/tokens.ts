import { createPublicKey, type KeyObject } from 'node:crypto'
import { errors as joseErrors, jwtVerify } from 'jose'
import { accessClaimsSchema } from '@seats/contracts'
import type { BaseEnv } from '../env'
import { AppError } from '../errors'
import type { AuthInfo } from './context'

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
      const userId = Number(claims.sub)
      if (!Number.isSafeInteger(userId) || userId <= 0) throw new AppError('unauthorized')
      return { userId, isAdmin: claims.adm, isGuest: claims.gst }
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired)
        throw new AppError('token_expired', { message: 'jwt expired' })
      throw new AppError('unauthorized')
    }
  }
}
export type TokenVerifier = ReturnType<typeof createTokenVerifier>

/** The verifier of a service from its env's JWT settings (auth's public key, issuer and audience). */
export const tokenVerifierOf = (
  env: Pick<BaseEnv, 'JWT_PUBLIC_KEY' | 'JWT_ISSUER' | 'JWT_AUDIENCE'>,
): TokenVerifier =>
  createTokenVerifier({
    publicKeyPem: env.JWT_PUBLIC_KEY,
    issuer: env.JWT_ISSUER,
    audience: env.JWT_AUDIENCE,
  })

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null
  const m = /^Bearer\s+(\S+)$/i.exec(header)
  return m?.[1] ?? null
}
