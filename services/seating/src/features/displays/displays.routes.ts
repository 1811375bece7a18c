import Router from '@koa/router'
import { displayInputSchema, displayUpdateSchema, mapIdQuerySchema } from '@seats/contracts'
import { authOf, handle, idParams, requireAuth } from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import { requireWritableAccount } from '../../platform/write-access'
import { createDisplay, deleteDisplay, getDisplay, listDisplays, updateDisplay } from './displays.service'

export function displaysRouter(deps: SeatingDeps): Router {
  const router = new Router({ prefix: '/api/displays' })
  router.use(requireAuth(deps.verify), requireWritableAccount(deps.accounts))

  router.get(
    '/',
    handle({ query: mapIdQuerySchema }, async (ctx, { query }) => {
      ctx.body = await listDisplays(deps, authOf(ctx).userId, query.mapId)
    }),
  )
  router.get(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await getDisplay(deps, authOf(ctx).userId, params.id)
    }),
  )
  router.post(
    '/',
    handle({ body: displayInputSchema }, async (ctx, { body }) => {
      ctx.status = 201
      ctx.body = await createDisplay(deps, authOf(ctx).userId, body)
    }),
  )
  router.put(
    '/:id',
    handle({ params: idParams, body: displayUpdateSchema }, async (ctx, { params, body }) => {
      ctx.body = await updateDisplay(deps, authOf(ctx).userId, params.id, body)
    }),
  )
  router.delete(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await deleteDisplay(deps, authOf(ctx).userId, params.id)
    }),
  )
  return router
}
