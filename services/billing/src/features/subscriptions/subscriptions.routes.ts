import { randomUUID } from 'node:crypto'
import Router from '@koa/router'
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  paymentMethodSchema,
  type AccountBilling,
  type BillingConfig,
} from '@seats/contracts'
import {
  authOf,
  handle,
  idParams,
  requireAuth,
  requireCurrentAdmin,
  validate,
  type TokenVerifier,
  requireRole,
} from '@seats/kit'
import type { AuthClient } from '../../platform/auth-client'
import type { SubscriptionsService } from './subscriptions.service'

export function subscriptionsRouter(deps: {
  subscriptions: SubscriptionsService
  verify: TokenVerifier
  cardScript: BillingConfig
  auth: AuthClient
}): Router {
  const router = new Router()
  const signedIn = requireAuth(deps.verify)
  // Admin rights as auth holds them now, not as an older token says.
  const admin = [signedIn, requireCurrentAdmin({ fresh: (id) => deps.auth.account(id) })]

  /** Seed §7: the payment dialog's call; answers the updated user. */
  router.post(
    '/api/users/createRecurringCharge',
    signedIn,
    requireRole('owner'),
    handle({ body: paymentMethodSchema }, async (ctx, { body }) => {
      const header = ctx.get(IDEMPOTENCY_HEADER)
      // Without a key a retried request is still safe: one attempt per account may be open at a time.
      const key = header ? validate(idempotencyKeySchema, header) : randomUUID()
      ctx.body = await deps.subscriptions.subscribe(authOf(ctx).accountId, body, key)
    }),
  )

  /** The card provider's public values; its private key never leaves this service. */
  router.get('/api/billing/config', signedIn, requireRole('owner'), (ctx) => {
    ctx.body = deps.cardScript
  })

  router.get(
    '/api/billing/subscription',
    signedIn,
    requireRole('viewer'),
    handle({}, async (ctx) => {
      ctx.body = await deps.subscriptions.view(authOf(ctx).accountId)
    }),
  )

  router.get(
    '/api/billing/payments',
    signedIn,
    requireRole('owner'),
    handle({}, async (ctx) => {
      ctx.body = await deps.subscriptions.payments(authOf(ctx).accountId)
    }),
  )

  router.post(
    '/api/billing/subscription/cancel',
    signedIn,
    requireRole('owner'),
    handle({}, async (ctx) => {
      const { accountId, memberId } = authOf(ctx)
      ctx.body = await deps.subscriptions.cancel(accountId, memberId)
    }),
  )

  /** The admin's payments export. */
  router.get(
    '/api/billing/admin/payments',
    ...admin,
    handle({}, async (ctx) => {
      ctx.body = await deps.subscriptions.allPayments()
    }),
  )

  /** The admin's money charts. */
  router.get(
    '/api/billing/admin/stats',
    ...admin,
    handle({}, async (ctx) => {
      ctx.body = await deps.subscriptions.stats()
    }),
  )

  /** The admin's view of one account's money: its subscription as its warden sees it, and every payment. */
  router.get(
    '/api/billing/admin/accounts/:id',
    ...admin,
    handle({ params: idParams }, async (ctx, { params }) => {
      const [subscription, payments] = await Promise.all([
        deps.subscriptions.view(params.id),
        deps.subscriptions.payments(params.id),
      ])
      ctx.body = { subscription, payments } satisfies AccountBilling
    }),
  )

  return router
}
