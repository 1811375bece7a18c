import Router from '@koa/router'
import { mapIdQuerySchema } from '@seats/contracts'
import { authOf, handle, idParams, requireAuth, requireWritableAccount } from '@seats/kit'
import type { z } from 'zod'
import type { SeatingDeps } from '../../deps'
import { displays } from './displays.kind'
import { elements } from './elements.kind'
import { mapPartService, type MapPartKind } from './map-parts'

/**
 * The one API of a map's parts (displays, elements): list by ?mapId=, read, create (201), replace and delete,
 * each write answering the map's new version.
 */
export function mapPartRouter<
  Part extends object,
  Row extends { map_id: number },
  I extends z.ZodType<{ mapId: number }>,
  U extends z.ZodType,
>(deps: SeatingDeps, kind: MapPartKind<Part, Row, I, U>): Router {
  const service = mapPartService(kind)
  const schemas = kind.schemas
  const router = new Router({ prefix: kind.prefix })
  router.use(requireAuth(deps.verify), requireWritableAccount(deps.accounts))

  router.get(
    '/',
    handle({ query: mapIdQuerySchema }, async (ctx, { query }) => {
      ctx.body = await service.list(deps, authOf(ctx).userId, query.mapId)
    }),
  )
  router.get(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await service.get(deps, authOf(ctx).userId, params.id)
    }),
  )
  router.post(
    '/',
    handle({ body: schemas.input }, async (ctx, { body }) => {
      ctx.status = 201
      // handle's input type stays unresolved for a generic schema; it parsed `body` with schemas.input.
      ctx.body = await service.create(deps, authOf(ctx).userId, body as z.output<I>)
    }),
  )
  router.put(
    '/:id',
    handle({ params: idParams, body: schemas.update }, async (ctx, { params, body }) => {
      ctx.body = await service.update(deps, authOf(ctx).userId, params.id, body as z.output<U>)
    }),
  )
  router.delete(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await service.remove(deps, authOf(ctx).userId, params.id)
    }),
  )
  return router
}

export const displaysRouter = (deps: SeatingDeps): Router => mapPartRouter(deps, displays)
export const elementsRouter = (deps: SeatingDeps): Router => mapPartRouter(deps, elements)
