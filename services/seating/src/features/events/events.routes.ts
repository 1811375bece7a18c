import Router from '@koa/router'
import { eventInputSchema } from '@seats/contracts'
import { AppError, authOf, handle, idParams, requireAuth, requireWritableAccount } from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import { eventsRepo } from './events.repo'
import { lockAccount } from '../accounts'
import { inTransaction } from '../../platform/transactions'
import { hebrewDateOf, holidaySuggestions, israelToday } from './holiday-suggestions'

const notFound = () => new AppError('event_not_found')

export function eventsRouter(deps: SeatingDeps): Router {
  const router = new Router({ prefix: '/api/events' })
  router.use(requireAuth(deps.verify), requireWritableAccount(deps.accounts))
  const repo = eventsRepo(deps.db)

  router.get(
    '/',
    handle({}, async (ctx) => {
      const events = await repo.list(authOf(ctx).userId)
      ctx.body = events.map((e) => ({ ...e, hebrewDate: hebrewDateOf(e.date) }))
    }),
  )
  router.get(
    '/suggestions',
    handle({}, async (ctx) => {
      const now = deps.now()
      const takenDates = await repo.datesFrom(authOf(ctx).userId, israelToday(now))
      ctx.body = holidaySuggestions({ takenDates, now })
    }),
  )
  router.get(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      const event = await repo.find(authOf(ctx).userId, params.id)
      if (!event) throw notFound()
      ctx.body = event
    }),
  )
  router.post(
    '/',
    handle({ body: eventInputSchema }, async (ctx, { body }) => {
      const ownerId = authOf(ctx).userId
      const id = await inTransaction(deps.db, async (trx) => {
        await lockAccount(trx, ownerId)
        return eventsRepo(trx).insert(ownerId, body)
      })
      ctx.status = 201
      ctx.body = { id, ...body }
    }),
  )
  router.put(
    '/:id',
    handle({ params: idParams, body: eventInputSchema }, async (ctx, { params, body }) => {
      const ownerId = authOf(ctx).userId
      if (!(await repo.find(ownerId, params.id))) throw notFound()
      await repo.update(ownerId, params.id, body)
      ctx.body = { id: params.id, ...body }
    }),
  )
  router.delete(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      if ((await repo.remove(authOf(ctx).userId, params.id)) === 0) throw notFound()
      ctx.status = 204
    }),
  )
  return router
}
