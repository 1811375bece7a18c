import Router from '@koa/router'
import { reportLinkChangeSchema, reportLinksRevokeSchema, reportLinksSendSchema } from '@seats/contracts'
import {
  authOf,
  changeAuthorOf,
  handle,
  publicRoute,
  requireAuth,
  wardenWrites,
  linkPageGate,
} from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import type { ReportLinksService } from './report-links.service'

/** /api/report-links: the warden's side, scoped by the token: which phones have a link, send, revoke. */
export function reportLinksRouter(deps: Pick<ReportingDeps, 'verify'>, service: ReportLinksService): Router {
  const router = new Router({ prefix: '/api/report-links' })
  router.use(requireAuth(deps.verify), wardenWrites)

  router.get('/', async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await service.status(authOf(ctx).accountId)
  })
  router.post(
    '/',
    handle({ body: reportLinksSendSchema }, async (ctx, { body }) => {
      ctx.body = await service.send(authOf(ctx).accountId, body, changeAuthorOf(ctx))
    }),
  )
  router.post(
    '/revoke',
    handle({ body: reportLinksRevokeSchema }, async (ctx, { body }) => {
      ctx.body = { revoked: await service.revoke(authOf(ctx).accountId, body) }
    }),
  )
  return router
}

/**
 * /api/report-link/:token: the worshipper's page, with no sign-in; the token is the key and is checked by the
 * service. Counted per address and per link before anything else, so guessing links is slow and costs little.
 */
export function reportLinkPageRouter(
  deps: Pick<ReportingDeps, 'reportLinks'>,
  service: ReportLinksService,
): Router {
  const router = new Router({ prefix: '/api/report-link' })
  const counted = linkPageGate(deps.reportLinks.limits)

  router.get('/:token', publicRoute, counted, async (ctx) => {
    ctx.body = await service.page(String(ctx.params.token))
  })
  router.post(
    '/:token',
    publicRoute,
    counted,
    handle({ body: reportLinkChangeSchema }, async (ctx, { body }) => {
      ctx.body = await service.change(String(ctx.params.token), body)
    }),
  )
  return router
}
