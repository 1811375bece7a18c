import Router from '@koa/router'
import { seatOpsSchema } from '@seats/contracts'
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
import type { SeatsService } from './seats.service'

export function seatsRouter(deps: Pick<SeatingDeps, 'verify' | 'accounts'>, seats: SeatsService): Router {
  const router = new Router({ prefix: '/api/maps/:id/seats' })
  router.use(requireAuth(deps.verify), wardenWrites, requireWritableAccount(deps.accounts))

  router.post(
    '/',
    handle({ params: idParams, body: seatOpsSchema }, async (ctx, { params, body }) => {
      ctx.body = await seats.apply(authOf(ctx).accountId, changeAuthorOf(ctx), params.id, body)
    }),
  )
  return router
}
