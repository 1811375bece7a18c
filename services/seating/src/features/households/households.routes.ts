import Router from '@koa/router'
import { householdInputSchema } from '@seats/contracts'
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
import type { HouseholdsService } from './households.service'

/** /api/households: the account's households; writes are the wardens'. */
export function householdsRouter(
  deps: Pick<SeatingDeps, 'verify' | 'accounts'>,
  households: HouseholdsService,
): Router {
  const router = new Router({ prefix: '/api/households' })
  router.use(requireAuth(deps.verify), wardenWrites, requireWritableAccount(deps.accounts))

  router.get(
    '/',
    handle({}, async (ctx) => {
      ctx.body = await households.list(authOf(ctx).accountId)
    }),
  )
  router.post(
    '/group',
    handle({}, async (ctx) => {
      ctx.body = await households.group(authOf(ctx).accountId, changeAuthorOf(ctx))
    }),
  )
  router.get(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await households.get(authOf(ctx).accountId, params.id)
    }),
  )
  router.post(
    '/',
    handle({ body: householdInputSchema }, async (ctx, { body }) => {
      ctx.status = 201
      ctx.body = await households.create(authOf(ctx).accountId, changeAuthorOf(ctx), body)
    }),
  )
  router.put(
    '/:id',
    handle({ params: idParams, body: householdInputSchema }, async (ctx, { params, body }) => {
      ctx.body = await households.update(authOf(ctx).accountId, changeAuthorOf(ctx), params.id, body)
    }),
  )
  router.delete(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      await households.remove(authOf(ctx).accountId, changeAuthorOf(ctx), params.id)
      ctx.status = 204
    }),
  )
  return router
}
