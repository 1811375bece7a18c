import Router from '@koa/router'
import { eventInputSchema } from '@seats/contracts'
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
import type { EventsService } from './events.service'

export function eventsRouter(deps: Pick<SeatingDeps, 'verify' | 'accounts'>, events: EventsService): Router {
  const router = new Router({ prefix: '/api/events' })
  router.use(requireAuth(deps.verify), wardenWrites, requireWritableAccount(deps.accounts))

  router.get(
    '/',
    handle({}, async (ctx) => {
      ctx.body = await events.list(authOf(ctx).accountId)
    }),
  )
  router.get(
    '/suggestions',
    handle({}, async (ctx) => {
      ctx.body = await events.suggestions(authOf(ctx).accountId)
    }),
  )
  router.get(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await events.get(authOf(ctx).accountId, params.id)
    }),
  )
  router.post(
    '/',
    handle({ body: eventInputSchema }, async (ctx, { body }) => {
      const event = await events.create(authOf(ctx).accountId, changeAuthorOf(ctx), body)
      ctx.status = 201
      ctx.body = event
    }),
  )
  router.put(
    '/:id',
    handle({ params: idParams, body: eventInputSchema }, async (ctx, { params, body }) => {
      ctx.body = await events.update(authOf(ctx).accountId, changeAuthorOf(ctx), params.id, body)
    }),
  )
  router.delete(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      await events.remove(authOf(ctx).accountId, changeAuthorOf(ctx), params.id)
      ctx.status = 204
    }),
  )
  return router
}
