import Router from '@koa/router'
import { mapCopySchema, mapInputSchema, mapUpdateSchema } from '@seats/contracts'
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
import type { MapsService } from './maps.service'

export function mapsRouter(deps: Pick<SeatingDeps, 'verify' | 'accounts'>, maps: MapsService): Router {
  const router = new Router({ prefix: '/api/maps' })
  router.use(requireAuth(deps.verify), wardenWrites, requireWritableAccount(deps.accounts))

  router.get(
    '/',
    handle({}, async (ctx) => {
      ctx.body = await maps.list(authOf(ctx).accountId)
    }),
  )

  router.get(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      const doc = await maps.read(authOf(ctx).accountId, params.id)
      ctx.set('ETag', doc.etag)
      // Worshippers' names and phones: never kept in a browser's or proxy's cache, like every personal answer.
      ctx.set('Cache-Control', 'no-store')
      ctx.vary('Accept-Encoding')
      if (ctx.get('if-none-match') === doc.etag) {
        ctx.status = 304
        return
      }
      ctx.type = 'application/json'
      if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
        ctx.set('Content-Encoding', 'gzip')
        ctx.body = await doc.gzipped()
      } else ctx.body = doc.body
    }),
  )

  router.post(
    '/',
    handle({ body: mapInputSchema }, async (ctx, { body }) => {
      ctx.status = 201
      ctx.body = await maps.create(authOf(ctx).accountId, changeAuthorOf(ctx), body)
    }),
  )

  router.post(
    '/:id/copy',
    handle({ params: idParams, body: mapCopySchema }, async (ctx, { params, body }) => {
      ctx.status = 201
      ctx.body = await maps.copy(authOf(ctx).accountId, changeAuthorOf(ctx), params.id, body)
    }),
  )

  router.put(
    '/:id',
    handle({ params: idParams, body: mapUpdateSchema }, async (ctx, { params, body }) => {
      ctx.body = await maps.save(authOf(ctx).accountId, changeAuthorOf(ctx), params.id, body)
    }),
  )

  router.delete(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      await maps.remove(authOf(ctx).accountId, changeAuthorOf(ctx), params.id)
      ctx.status = 204
    }),
  )

  return router
}
