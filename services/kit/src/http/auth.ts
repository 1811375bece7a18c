import { timingSafeEqual } from 'node:crypto'
import type { Middleware } from 'koa'
import { AppError } from '../errors'
import type { AccountsClient } from './accounts-client'
import { bearerToken, type TokenVerifier } from './tokens'

/** Rejects a request without a valid access token and records who is calling. */
export function requireAuth(verify: TokenVerifier): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('authorization'))
    if (!token) throw new AppError('unauthorized')
    ctx.state.auth = await verify(token)
    await next()
  }
}

export const requireAdmin: Middleware = async (ctx, next) => {
  if (!ctx.state.auth?.isAdmin) throw new AppError('forbidden')
  await next()
}

/**
 * Admin rights as auth's database holds them now, after requireAuth: a token's adm claim may be up to one
 * access-token lifetime old, and a demoted admin must be refused at once.
 */
export function requireCurrentAdmin(accounts: Pick<AccountsClient, 'fresh'>): Middleware {
  return async (ctx, next) => {
    const auth = ctx.state.auth
    if (!auth?.isAdmin || !(await accounts.fresh(auth.userId)).isAdmin) throw new AppError('forbidden')
    await next()
  }
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a)
  const bb = Buffer.from(b)
  return ab.length === bb.length && timingSafeEqual(ab, bb)
}

/** Guards internal endpoints that only other services call; the gateway never forwards /internal. */
export function requireServiceToken(expected: string): Middleware {
  return async (ctx, next) => {
    if (!safeEqual(ctx.get('x-service-token'), expected)) throw new AppError('forbidden')
    await next()
  }
}
