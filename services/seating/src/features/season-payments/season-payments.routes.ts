import Router from '@koa/router'
import { seasonPaymentInputSchema, seasonPricesInputSchema } from '@seats/contracts'
import {
  authOf,
  changeAuthorOf,
  handle,
  idParams,
  requireAuth,
  requireWritableAccount,
  wardenWrites,
} from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import type { SeasonPaymentsService } from './season-payments.service'

const paymentParams = idParams.extend({ paymentId: idParams.shape.id })

/** /api/seasons/:id/prices and /payments: a viewer reads them, a warden sets prices and records payments. */
export function seasonPaymentsRouter(
  deps: Pick<SeatingDeps, 'verify' | 'accounts'>,
  payments: SeasonPaymentsService,
): Router {
  const router = new Router({ prefix: '/api/seasons' })
  router.use(requireAuth(deps.verify), wardenWrites, requireWritableAccount(deps.accounts))

  router.get(
    '/:id/prices',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await payments.prices(authOf(ctx).accountId, params.id)
    }),
  )
  router.put(
    '/:id/prices',
    handle({ params: idParams, body: seasonPricesInputSchema }, async (ctx, { params, body }) => {
      ctx.body = await payments.setPrices(authOf(ctx).accountId, changeAuthorOf(ctx), params.id, body)
    }),
  )
  router.get(
    '/:id/payments',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await payments.accounts(authOf(ctx).accountId, params.id)
    }),
  )
  router.post(
    '/:id/payments',
    handle({ params: idParams, body: seasonPaymentInputSchema }, async (ctx, { params, body }) => {
      ctx.status = 201
      ctx.body = await payments.addPayment(authOf(ctx).accountId, changeAuthorOf(ctx), params.id, body)
    }),
  )
  router.delete(
    '/:id/payments/:paymentId',
    handle({ params: paymentParams }, async (ctx, { params }) => {
      await payments.removePayment(authOf(ctx).accountId, changeAuthorOf(ctx), params.id, params.paymentId)
      ctx.status = 204
    }),
  )
  return router
}
