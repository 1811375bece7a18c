import Router from '@koa/router'
import { guestInputSchema, guestsQuerySchema } from '@seats/contracts'
import { authOf, changeAuthorOf, handle, idParams, requireAuth, wardenWrites } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import type { GuestsService } from './guests.service'

/** /api/guests: one account's guests, scoped by the token; another account's id answers 404. */
export function guestsRouter(deps: Pick<ReportingDeps, 'verify'>, service: GuestsService): Router {
  const router = new Router({ prefix: '/api/guests' })
  router.use(requireAuth(deps.verify), wardenWrites)

  router.get(
    '/',
    handle({ query: guestsQuerySchema }, async (ctx, { query }) => {
      // A guest seated from another screen a moment ago must show: never from a cache.
      ctx.set('Cache-Control', 'no-store')
      ctx.body = await service.list(authOf(ctx).accountId, query)
    }),
  )
  router.post(
    '/',
    handle({ body: guestInputSchema }, async (ctx, { body }) => {
      ctx.status = 201
      ctx.body = await service.create(authOf(ctx).accountId, body, changeAuthorOf(ctx))
    }),
  )
  router.put(
    '/:id',
    handle({ params: idParams, body: guestInputSchema }, async (ctx, { params, body }) => {
      ctx.body = await service.update(authOf(ctx).accountId, params.id, body, changeAuthorOf(ctx))
    }),
  )
  router.delete(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      await service.remove(authOf(ctx).accountId, params.id, changeAuthorOf(ctx))
      ctx.status = 204
    }),
  )
  return router
}
