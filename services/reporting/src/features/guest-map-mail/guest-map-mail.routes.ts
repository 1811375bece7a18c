import Router from '@koa/router'
import { guestMapMailInputSchema, guestMapOutcomeSchema } from '@seats/contracts'
import {
  AppError,
  authOf,
  handle,
  idParams,
  requireAuth,
  requireServiceToken,
  requireWritableAccount,
  wardenWrites,
} from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import type { GuestMapMailService } from './guest-map-mail.service'

/** /api/guest-map-mail: the warden's setting, the last mailings and 'send now'; changes need a live subscription. */
export function guestMapMailRouter(deps: ReportingDeps, service: GuestMapMailService): Router {
  const router = new Router({ prefix: '/api/guest-map-mail' })
  router.use(requireAuth(deps.verify), wardenWrites)
  router.use(requireWritableAccount(deps.accounts))

  router.get(
    '/',
    handle({}, async (ctx) => {
      ctx.body = await service.view(authOf(ctx).accountId)
    }),
  )
  router.put(
    '/',
    handle({ body: guestMapMailInputSchema }, async (ctx, { body }) => {
      // A demo synagogue mails no one: its guest could make us write to any address.
      if (authOf(ctx).isGuest && body.recipients.length > 0) throw new AppError('forbidden')
      ctx.body = await service.save(authOf(ctx).accountId, body)
    }),
  )
  router.post(
    '/send',
    handle({}, async (ctx) => {
      if (authOf(ctx).isGuest) throw new AppError('forbidden')
      ctx.status = 202
      ctx.body = await service.sendNow(authOf(ctx).accountId)
    }),
  )
  return router
}

/** The workers' side (service token): the tick, and each mailing's content and outcome. */
export function guestMapMailInternalRouter(deps: ReportingDeps, service: GuestMapMailService): Router {
  const router = new Router({ prefix: '/internal/guest-map-mails' })
  router.use(requireServiceToken(deps.internalToken))

  router.post('/tick', async (ctx) => {
    ctx.body = { queued: await service.tick() }
  })
  router.get(
    '/sends/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await service.delivery(params.id)
    }),
  )
  router.post(
    '/sends/:id',
    handle({ params: idParams, body: guestMapOutcomeSchema }, async (ctx, { params, body }) => {
      await service.settle(params.id, body)
      ctx.body = { ok: true }
    }),
  )
  return router
}
