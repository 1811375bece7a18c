import { AppError, bearerToken, type TokenVerifier } from '@seats/kit'
import type { Middleware } from 'koa'

/**
 * For routes open to everyone that answer an admin more: a request without a token is anonymous; one with
 * a token must carry a valid one (an expired token answers 401 so the client refreshes and retries).
 */
export function optionalAuth(verify: TokenVerifier): Middleware {
  return async (ctx, next) => {
    const header = ctx.get('authorization')
    if (header) {
      const token = bearerToken(header)
      if (!token) throw new AppError('unauthorized')
      ctx.state.auth = await verify(token)
    }
    await next()
  }
}

export const isAdminCall = (state: { auth?: { isAdmin: boolean } | undefined }): boolean =>
  state.auth?.isAdmin === true
