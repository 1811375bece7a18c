import Router from '@koa/router'
import { seasonLinksSendSchema, seasonRequestInputSchema, seasonRequestsStateSchema } from '@seats/contracts'
import {
  authOf,
  changeAuthorOf,
  createLimiter,
  handle,
  idParams,
  linkPageGate,
  publicRoute,
  requireAuth,
  requireWritableAccount,
  wardenWrites,
} from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import type { SeasonRequestsService } from './season-requests.service'

/** /api/seasons/:id/…: the warden's side of a season's requests, scoped by the token's account. */
export function seasonRequestsRouter(
  deps: Pick<SeatingDeps, 'verify' | 'accounts'>,
  requests: SeasonRequestsService,
): Router {
  const router = new Router({ prefix: '/api/seasons' })
  router.use(requireAuth(deps.verify), wardenWrites, requireWritableAccount(deps.accounts))

  router.get(
    '/:id/requests',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await requests.overview(authOf(ctx).accountId, params.id)
    }),
  )
  router.put(
    '/:id/requests-state',
    handle({ params: idParams, body: seasonRequestsStateSchema }, async (ctx, { params, body }) => {
      ctx.body = {
        state: await requests.setState(authOf(ctx).accountId, changeAuthorOf(ctx), params.id, body.state),
      }
    }),
  )
  router.post(
    '/:id/links',
    handle({ params: idParams, body: seasonLinksSendSchema }, async (ctx, { params, body }) => {
      ctx.body = await requests.sendLinks(authOf(ctx).accountId, changeAuthorOf(ctx), params.id, body)
    }),
  )
  return router
}

/**
 * /api/season-requests/:token: a household's page, with no sign-in; the signed token is the key. Counted per
 * address and per link before anything else, so guessing links is slow and costs little.
 */
export function seasonRequestPageRouter(
  deps: Pick<SeatingDeps, 'redis'> & { redisPrefix: string },
  requests: SeasonRequestsService,
): Router {
  const router = new Router({ prefix: '/api/season-requests' })
  const limiter = (keyPrefix: string, points: number) =>
    createLimiter(deps.redis, { prefix: deps.redisPrefix, keyPrefix, points, durationSec: 600 })
  const counted = linkPageGate({
    pagePerAddress: limiter('season-page-address', 300),
    pagePerLink: limiter('season-page-link', 120),
  })

  router.get('/:token', publicRoute, counted, async (ctx) => {
    ctx.body = await requests.page(String(ctx.params.token))
  })
  router.put(
    '/:token',
    publicRoute,
    counted,
    handle({ body: seasonRequestInputSchema }, async (ctx, { body }) => {
      ctx.body = await requests.submit(String(ctx.params.token), body)
    }),
  )
  return router
}
