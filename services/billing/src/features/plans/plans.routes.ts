import Router from '@koa/router'
import { couponInputSchema, planChoiceSchema, planInputSchema } from '@seats/contracts'
import {
  authOf,
  handle,
  idParams,
  requireAuth,
  requireCurrentAdmin,
  requireRole,
  type TokenVerifier,
} from '@seats/kit'
import type { AuthClient } from '../../platform/auth-client'
import type { CouponsService } from './coupons.service'
import type { PlansService } from './plans.service'

export function plansRouter(deps: {
  plans: PlansService
  coupons: CouponsService
  verify: TokenVerifier
  auth: AuthClient
}): Router {
  const router = new Router()
  const signedIn = requireAuth(deps.verify)
  const admin = [signedIn, requireCurrentAdmin({ fresh: (id) => deps.auth.account(id) })]

  /** The plans on offer and the account's own (the /subscription screen). */
  router.get(
    '/api/billing/plans',
    signedIn,
    requireRole('viewer'),
    handle({}, async (ctx) => {
      ctx.body = await deps.plans.offer(authOf(ctx).accountId)
    }),
  )

  router.post(
    '/api/billing/plan',
    signedIn,
    requireRole('owner'),
    handle({ body: planChoiceSchema }, async (ctx, { body }) => {
      // The synagogue pays; the member who chose is the audit's actor.
      const { accountId, memberId } = authOf(ctx)
      ctx.body = await deps.plans.choose(accountId, body, memberId)
    }),
  )

  router.get(
    '/api/billing/admin/plans',
    ...admin,
    handle({}, async (ctx) => {
      ctx.body = await deps.plans.list()
    }),
  )

  router.post(
    '/api/billing/admin/plans',
    ...admin,
    handle({ body: planInputSchema }, async (ctx, { body }) => {
      ctx.status = 201
      ctx.body = await deps.plans.create(body)
    }),
  )

  router.put(
    '/api/billing/admin/plans/:id',
    ...admin,
    handle({ params: idParams, body: planInputSchema }, async (ctx, { params, body }) => {
      ctx.body = await deps.plans.update(params.id, body)
    }),
  )

  /** An account's coupons (the admin's account view). */
  router.get(
    '/api/billing/admin/accounts/:id/coupons',
    ...admin,
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await deps.coupons.list(params.id)
    }),
  )

  router.post(
    '/api/billing/admin/accounts/:id/coupons',
    ...admin,
    handle({ params: idParams, body: couponInputSchema }, async (ctx, { params, body }) => {
      ctx.status = 201
      ctx.body = await deps.coupons.grant(authOf(ctx).memberId, params.id, body)
    }),
  )

  return router
}
