import Router from '@koa/router'
import { mapIdQuerySchema } from '@seats/contracts'
import { authOf, handle, idParams, requireAuth, requireWritableAccount } from '@seats/kit'
import type { z } from 'zod'
import type { SeatingDeps } from '../../deps'

/** The service of one kind of a map's parts; every call is scoped by the owner's account id. */
export interface MapPartService<I extends z.ZodType, U extends z.ZodType> {
  list(deps: SeatingDeps, ownerId: number, mapId: number): Promise<unknown>
  get(deps: SeatingDeps, ownerId: number, id: number): Promise<unknown>
  create(deps: SeatingDeps, ownerId: number, input: z.output<I>): Promise<unknown>
  update(deps: SeatingDeps, ownerId: number, id: number, input: z.output<U>): Promise<unknown>
  remove(deps: SeatingDeps, ownerId: number, id: number): Promise<unknown>
}

/**
 * The one API of a map's parts (displays, elements): list by ?mapId=, read, create (201), replace and delete,
 * each write answering the map's new version.
 */
export function mapPartRouter<I extends z.ZodType, U extends z.ZodType>(
  deps: SeatingDeps,
  prefix: string,
  schemas: { input: I; update: U },
  service: MapPartService<I, U>,
): Router {
  const router = new Router({ prefix })
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
