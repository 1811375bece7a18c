import { timingSafeEqual } from 'node:crypto'
import type { Middleware } from 'koa'
import { AppError } from '../errors'
import { gatedBy, type AccessGate } from './access'
import type { AccountsClient } from './accounts-client'
import { bearerToken, type TokenVerifier } from './tokens'

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Rejects a request without a valid access token and records who is calling. A read-only token (the PDF
 * renderer's) is refused every other method here, once for every route of every service: some writes are
 * open to any signed-in person (their own profile, a switch of synagogue), not gated by the role.
 */
export function requireAuth(verify: TokenVerifier): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx.get('authorization'))
    if (!token) throw new AppError('unauthorized')
    const auth = await verify(token)
    if (auth.readOnly && !READ_METHODS.has(ctx.method)) throw new AppError('role_forbidden')
    ctx.state.auth = auth
    await next()
  }
}

export const requireAdmin: AccessGate = gatedBy('admin', async (ctx, next) => {
  if (!ctx.state.auth?.isAdmin) throw new AppError('forbidden')
  await next()
})

/**
 * Admin rights as auth's database holds them now, after requireAuth: a token's adm claim may be up to one
 * access-token lifetime old, and a demoted admin must be refused at once.
 */
export function requireCurrentAdmin(accounts: Pick<AccountsClient, 'fresh'>): AccessGate {
  return gatedBy('admin', async (ctx, next) => {
    const auth = ctx.state.auth
    if (!auth?.isAdmin || !(await accounts.fresh(auth.memberId)).isAdmin) throw new AppError('forbidden')
    await next()
  })
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a)
  const bb = Buffer.from(b)
  return ab.length === bb.length && timingSafeEqual(ab, bb)
}

/** A service allowed to call another's /internal routes, known by its own token. */
export interface InternalCaller {
  name: string
  token: string
}

/**
 * Who may call a service's /internal routes: each caller by its own token (INTERNAL_CALLERS), so one
 * leaked token opens only what that caller may reach; or, with no list, one shared token (INTERNAL_TOKEN).
 */
export type AcceptedCallers = string | readonly InternalCaller[]

export function acceptedCallersOf(env: {
  INTERNAL_TOKEN: string
  INTERNAL_CALLERS?: readonly InternalCaller[] | undefined
}): AcceptedCallers {
  return env.INTERNAL_CALLERS?.length ? env.INTERNAL_CALLERS : env.INTERNAL_TOKEN
}

/** Guards internal endpoints that only other services call; the gateway never forwards /internal. */
export function requireServiceToken(accepted: AcceptedCallers): AccessGate {
  const callers = typeof accepted === 'string' ? [{ name: 'service', token: accepted }] : accepted
  return gatedBy('service', async (ctx, next) => {
    const presented = ctx.get('x-service-token')
    // Every token is compared, so the time taken says nothing of which one nearly matched.
    let caller: string | undefined
    for (const c of callers) if (safeEqual(presented, c.token)) caller ??= c.name
    if (!caller) throw new AppError('forbidden')
    ctx.state.serviceCaller = caller
    await next()
  })
}

/**
 * Narrows one internal route to some of the callers, when each has a token of its own: a route worth more
 * than the rest (one that hands out a token reading an account) stays out of reach of a leaked token of a
 * caller that never needs it. The one shared token of a single-token setup still passes. After
 * requireServiceToken.
 */
export function onlyCallers(...names: string[]): Middleware {
  return async (ctx, next) => {
    const caller = (ctx.state as { serviceCaller?: string }).serviceCaller
    if (caller !== 'service' && !names.includes(caller ?? '')) throw new AppError('forbidden')
    await next()
  }
}
