import Router from '@koa/router'
import { elementInputSchema, elementUpdateSchema, mapIdQuerySchema } from '@seats/contracts'
import { authOf, handle, idParams, requireAuth } from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import { requireWritableAccount } from '../../platform/write-access'
import { createElement, deleteElement, getElement, listElements, updateElement } from './elements.service'

export function elementsRouter(deps: SeatingDeps): Router {
  const router = new Router({ prefix: '/api/elements' })
  router.use(requireAuth(deps.verify), requireWritableAccount(deps.accounts))

  router.get(
    '/',
    handle({ query: mapIdQuerySchema }, async (ctx, { query }) => {
      ctx.body = await listElements(deps, authOf(ctx).userId, query.mapId)
    }),
  )
  router.get(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await getElement(deps, authOf(ctx).userId, params.id)
    }),
  )
  router.post(
    '/',
    handle({ body: elementInputSchema }, async (ctx, { body }) => {
      ctx.status = 201
      ctx.body = await createElement(deps, authOf(ctx).userId, body)
    }),
  )
  router.put(
    '/:id',
    handle({ params: idParams, body: elementUpdateSchema }, async (ctx, { params, body }) => {
      ctx.body = await updateElement(deps, authOf(ctx).userId, params.id, body)
    }),
  )
  router.delete(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await deleteElement(deps, authOf(ctx).userId, params.id)
    }),
  )
  return router
}
