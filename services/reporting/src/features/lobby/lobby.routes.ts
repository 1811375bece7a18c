import Router from '@koa/router'
import { lobbyScreenCreateSchema } from '@seats/contracts'
import { authOf, handle, idParams, publicRoute, requireAuth, wardenWrites, linkPageGate } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import type { LobbyService } from './lobby.service'

/** /api/lobby-screens: the warden's links, one a map (GET viewer; create and revoke: warden). */
export function lobbyScreensRouter(deps: Pick<ReportingDeps, 'verify'>, service: LobbyService): Router {
  const router = new Router({ prefix: '/api/lobby-screens' })
  router.use(requireAuth(deps.verify), wardenWrites)

  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await service.list(authOf(ctx).accountId)
  })
  router.post(
    '/',
    handle({ body: lobbyScreenCreateSchema }, async (ctx, { body }) => {
      const auth = authOf(ctx)
      ctx.set('Cache-Control', 'no-store')
      ctx.status = 201
      ctx.body = await service.create(auth.accountId, body.mapId, auth.memberId)
    }),
  )
  router.delete(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      // Revoking twice is no error: the map has no link either way.
      await service.revoke(authOf(ctx).accountId, params.id)
      ctx.status = 204
    }),
  )
  return router
}

/**
 * /api/lobby/:token: the screen's page, with no sign-in; the token is the key. Counted per address and per
 * link before anything else, so guessing links is slow and costs little.
 */
export function lobbyPageRouter(deps: Pick<ReportingDeps, 'lobby'>, service: LobbyService): Router {
  const router = new Router({ prefix: '/api/lobby' })
  const counted = linkPageGate(deps.lobby.limits)
  router.get('/:token', publicRoute, counted, async (ctx) => {
    ctx.body = await service.page(String(ctx.params.token))
  })
  return router
}
