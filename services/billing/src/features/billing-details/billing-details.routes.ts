import Router from '@koa/router'
import { billingDetailsSchema } from '@seats/contracts'
import { authOf, handle, requireAuth, requireRole, type TokenVerifier } from '@seats/kit'
import type { BillingDetailsService } from './billing-details.service'

/** The warden's billing details for the receipts (the /subscription screen). */
export function billingDetailsRouter(deps: {
  details: BillingDetailsService
  verify: TokenVerifier
}): Router {
  const router = new Router()
  const signedIn = requireAuth(deps.verify)

  router.get(
    '/api/billing/details',
    signedIn,
    requireRole('owner'),
    handle({}, async (ctx) => {
      ctx.body = await deps.details.view(authOf(ctx).accountId)
    }),
  )

  router.put(
    '/api/billing/details',
    signedIn,
    requireRole('owner'),
    handle({ body: billingDetailsSchema }, async (ctx, { body }) => {
      ctx.body = await deps.details.save(authOf(ctx).accountId, body)
    }),
  )

  return router
}
