import { randomUUID } from 'node:crypto'
import Router from '@koa/router'
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  paymentMethodSchema,
  type BillingConfig,
} from '@seats/contracts'
import { authOf, handle, requireAuth, validate, type TokenVerifier } from '@seats/kit'
import type { SubscriptionsService } from './subscriptions.service'

export function subscriptionsRouter(deps: {
  subscriptions: SubscriptionsService
  verify: TokenVerifier
  cardScript: BillingConfig
}): Router {
  const router = new Router()
  const signedIn = requireAuth(deps.verify)

  /** Seed §7: the payment dialog's call; answers the updated user. */
  router.post(
    '/api/users/createRecurringCharge',
    signedIn,
    handle({ body: paymentMethodSchema }, async (ctx, { body }) => {
      const header = ctx.get(IDEMPOTENCY_HEADER)
      // Without a key a retried request is still safe: one attempt per account may be open at a time.
      const key = header ? validate(idempotencyKeySchema, header) : randomUUID()
      ctx.body = await deps.subscriptions.subscribe(authOf(ctx).userId, body, key)
    }),
  )

  /** The card provider's public values; its private key never leaves this service. */
  router.get('/api/billing/config', signedIn, (ctx) => {
    ctx.body = deps.cardScript
  })

  router.get(
    '/api/billing/subscription',
    signedIn,
    handle({}, async (ctx) => {
      ctx.body = await deps.subscriptions.view(authOf(ctx).userId)
    }),
  )

  router.get(
    '/api/billing/payments',
    signedIn,
    handle({}, async (ctx) => {
      ctx.body = await deps.subscriptions.payments(authOf(ctx).userId)
    }),
  )

  router.post(
    '/api/billing/subscription/cancel',
    signedIn,
    handle({}, async (ctx) => {
      ctx.body = await deps.subscriptions.cancel(authOf(ctx).userId)
    }),
  )

  return router
}
