import { AppError, bearerToken, type AccountsClient, type TokenVerifier } from '@seats/kit'
import type { Middleware } from 'koa'

/**
 * For routes open to everyone that answer an admin more: a request without a token is anonymous; one with
 * a token must carry a valid one (an expired token answers 401 so the client refreshes and retries).
 * Admin rights are confirmed with auth: a demoted admin's token counts as an ordinary user's.
 */
export function optionalAuth(verify: TokenVerifier, accounts: Pick<AccountsClient, 'fresh'>): Middleware {
  return async (ctx, next) => {
    const header = ctx.get('authorization')
    if (header) {
      const token = bearerToken(header)
      if (!token) throw new AppError('unauthorized')
      const auth = await verify(token)
      const admin = auth.isAdmin && (await accounts.fresh(auth.memberId)).isAdmin
      ctx.state.auth = { ...auth, isAdmin: admin }
    }
    await next()
  }
}

export const isAdminCall = (state: { auth?: { isAdmin: boolean } | undefined }): boolean =>
  state.auth?.isAdmin === true
