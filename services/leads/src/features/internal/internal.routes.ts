import Router from '@koa/router'
import { internalLeadCreateSchema, markUserCreatedSchema } from '@seats/contracts'
import { handle, requireServiceToken } from '@seats/kit'
import type { LeadsDeps } from '../../deps'
import type { LeadsService } from '../leads'

/** What other services (auth: demo starts and registrations) may do here; only with the service token, never through the gateway. */
export function internalRouter(deps: Pick<LeadsDeps, 'internalToken'>, leads: LeadsService): Router {
  const router = new Router({ prefix: '/internal' })
  router.use(requireServiceToken(deps.internalToken))

  router.post(
    '/leads',
    handle({ body: internalLeadCreateSchema }, async (ctx, { body }) => {
      const id = await leads.addFromService(body)
      ctx.status = 201
      ctx.body = { id }
    }),
  )

  router.post(
    '/leads/mark-user-created',
    handle({ body: markUserCreatedSchema }, async (ctx, { body }) => {
      ctx.body = { updated: await leads.markUserCreated(body) }
    }),
  )
  return router
}
