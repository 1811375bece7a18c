import Router from '@koa/router'
import { mapIdQuerySchema } from '@seats/contracts'
import {
  authOf,
  changeAuthorOf,
  handle,
  idParams,
  requireAuth,
  requireWritableAccount,
  wardenWrites,
} from '@seats/kit'
import type { z } from 'zod'
import type { SeatingDeps } from '../../deps'
import type { MapPartService } from './map-parts'

/**
 * The one API of a map's parts (displays, elements, areas): list by ?mapId=, read, create (201), replace
 * and delete, each write answering the map's new version.
 */
export function mapPartRouter<
  Part extends object,
  Row extends { map_id: number },
  I extends z.ZodType<{ mapId: number }>,
  U extends z.ZodType,
>(deps: Pick<SeatingDeps, 'verify' | 'accounts'>, service: MapPartService<Part, Row, I, U>): Router {
  const schemas = service.kind.schemas
  const router = new Router({ prefix: service.kind.prefix })
  router.use(requireAuth(deps.verify), wardenWrites, requireWritableAccount(deps.accounts))

  router.get(
    '/',
    handle({ query: mapIdQuerySchema }, async (ctx, { query }) => {
      ctx.body = await service.list(authOf(ctx).accountId, query.mapId)
    }),
  )
  router.get(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await service.get(authOf(ctx).accountId, params.id)
    }),
  )
  router.post(
    '/',
    handle({ body: schemas.input }, async (ctx, { body }) => {
      ctx.status = 201
      // handle's input type stays unresolved for a generic schema; it parsed `body` with schemas.input.
      ctx.body = await service.create(authOf(ctx).accountId, changeAuthorOf(ctx), body as z.output<I>)
    }),
  )
  router.put(
    '/:id',
    handle({ params: idParams, body: schemas.update }, async (ctx, { params, body }) => {
      ctx.body = await service.update(
        authOf(ctx).accountId,
        changeAuthorOf(ctx),
        params.id,
        body as z.output<U>,
      )
    }),
  )
  router.delete(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await service.remove(authOf(ctx).accountId, changeAuthorOf(ctx), params.id)
    }),
  )
  return router
}
