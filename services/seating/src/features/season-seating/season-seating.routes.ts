import Router from '@koa/router'
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
import type { SeasonSeatingService } from './season-seating.service'

/** /api/seasons/:id/proposal and /confirm: the warden's, scoped by the token's account. */
export function seasonSeatingRouter(
  deps: Pick<SeatingDeps, 'verify' | 'accounts'>,
  seating: SeasonSeatingService,
): Router {
  const router = new Router({ prefix: '/api/seasons' })
  router.use(requireAuth(deps.verify), wardenWrites, requireWritableAccount(deps.accounts))
  router.post(
    '/:id/proposal',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await seating.propose(authOf(ctx).accountId, changeAuthorOf(ctx), params.id)
    }),
  )
  router.post(
    '/:id/confirm',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await seating.confirm(authOf(ctx).accountId, changeAuthorOf(ctx), params.id)
    }),
  )
  return router
}
