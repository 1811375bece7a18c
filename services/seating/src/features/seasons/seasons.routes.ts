import Router from '@koa/router'
import { seasonInputSchema, seasonUpdateSchema } from '@seats/contracts'
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
import type { SeasonsService } from './seasons.service'

/** /api/seasons: the account's seasons; writes are the wardens'. */
export function seasonsRouter(
  deps: Pick<SeatingDeps, 'verify' | 'accounts'>,
  seasons: SeasonsService,
): Router {
  const router = new Router({ prefix: '/api/seasons' })
  router.use(requireAuth(deps.verify), wardenWrites, requireWritableAccount(deps.accounts))

  router.get(
    '/',
    handle({}, async (ctx) => {
      ctx.body = await seasons.list(authOf(ctx).accountId)
    }),
  )
  router.get(
    '/suggestion',
    handle({}, (ctx) => {
      ctx.body = seasons.suggestion()
    }),
  )
  router.get(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await seasons.get(authOf(ctx).accountId, params.id)
    }),
  )
  router.post(
    '/',
    handle({ body: seasonInputSchema }, async (ctx, { body }) => {
      ctx.status = 201
      ctx.body = await seasons.create(authOf(ctx).accountId, changeAuthorOf(ctx), body)
    }),
  )
  router.put(
    '/:id',
    handle({ params: idParams, body: seasonUpdateSchema }, async (ctx, { params, body }) => {
      ctx.body = await seasons.update(authOf(ctx).accountId, changeAuthorOf(ctx), params.id, body)
    }),
  )
  router.delete(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      await seasons.remove(authOf(ctx).accountId, changeAuthorOf(ctx), params.id)
      ctx.status = 204
    }),
  )
  return router
}
