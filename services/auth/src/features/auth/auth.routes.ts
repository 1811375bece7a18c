import Router from '@koa/router'
import type { Context } from 'koa'
import {
  AppError,
  authOf,
  bearerToken,
  handle,
  publicRoute,
  requireAuth,
  requireRole,
  type TokenVerifier,
} from '@seats/kit'
import { demoRequestSchema, loginSchema, registerSchema, type LoginResponse } from '@seats/contracts'
import type { GuestDemoService } from '../demo'
import {
  clearRefreshCookie,
  readRefreshCookie,
  type RefreshCookieOptions,
  type SessionsService,
  setRefreshCookie,
} from '../sessions'
import { clientOf, type SignInMethod, type SignInsRepo } from '../sign-ins'
import type { AuthService } from './auth.service'
import type { AuthLimits } from '../credentials'

/** The client address as the gateway saw it (the app trusts its X-Forwarded-For hop). */
export const clientIp = (ctx: Context): string => ctx.ip || 'unknown'

export function authRouter(deps: {
  auth: AuthService
  demo: GuestDemoService
  sessions: SessionsService
  limits: AuthLimits
  signIns: SignInsRepo
  verify: TokenVerifier
  cookie: RefreshCookieOptions
}): Router {
  const router = new Router({ prefix: '/api/auth' })

  /** Tokens never land in a cache; the cookie is what the browser keeps, the body mirrors the seed's shape. */
  const respondWithSession = async (
    ctx: Context,
    session: LoginResponse,
    method: SignInMethod,
    status = 200,
  ) => {
    // The admin's sign-in history and the users list's last sign-in.
    await deps.signIns.record(session.user.id, method, clientOf(ctx))
    setRefreshCookie(ctx, session.refreshToken, deps.cookie)
    ctx.set('Cache-Control', 'no-store')
    ctx.status = status
    ctx.body = session
  }

  router.post(
    '/login',
    publicRoute,
    handle({ body: loginSchema }, async (ctx, { body }) => {
      await respondWithSession(ctx, await deps.auth.login(body, clientIp(ctx)), 'login')
    }),
  )

  router.post(
    '/register',
    publicRoute,
    // Counted before validation so that junk submissions use up the allowance too.
    async (ctx, next) => {
      await deps.limits.consumeRegistration(clientIp(ctx))
      await next()
    },
    handle({ body: registerSchema }, async (ctx, { body }) => {
      await respondWithSession(ctx, await deps.auth.register(body), 'register', 201)
    }),
  )

  router.post(
    '/guest-demo',
    publicRoute,
    // Each demo writes a whole synagogue: counted before validation, like registrations.
    async (ctx, next) => {
      await deps.limits.consumeDemo(clientIp(ctx))
      await next()
    },
    handle({ body: demoRequestSchema }, async (ctx, { body }) => {
      await respondWithSession(ctx, await deps.demo.start(body), 'demo', 201)
    }),
  )

  router.post(
    '/upgrade-guest',
    requireAuth(deps.verify),
    // A demo guest owns their own synagogue; a member of someone else's is not upgrading it.
    requireRole('owner'),
    handle({ body: registerSchema }, async (ctx, { body }) => {
      await respondWithSession(ctx, await deps.auth.upgradeGuest(authOf(ctx).accountId, body), 'upgrade')
    }),
  )

  router.post('/refresh_token', publicRoute, async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    try {
      const result = await deps.sessions.refresh(readRefreshCookie(ctx))
      // Inside the grace window no successor is issued: the concurrent response already set it.
      if (result.refreshToken) setRefreshCookie(ctx, result.refreshToken, deps.cookie)
      ctx.body = { accessToken: result.accessToken }
    } catch (err) {
      if (err instanceof AppError && err.code === 'refresh_invalid') clearRefreshCookie(ctx, deps.cookie)
      throw err
    }
  })

  router.post('/logout', publicRoute, async (ctx) => {
    // The access token the browser still holds ends too (an expired or already ended one needs nothing).
    const bearer = bearerToken(ctx.get('authorization'))
    const access = bearer ? await deps.verify(bearer).catch(() => null) : null
    await deps.sessions.logout(readRefreshCookie(ctx), access)
    clearRefreshCookie(ctx, deps.cookie)
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { ok: true }
  })

  return router
}
