import Router from '@koa/router'
import { internalLeadCreateSchema, markUserCreatedSchema, normalizePhone } from '@seats/contracts'
import { handle, requireServiceToken } from '@seats/kit'
import type { LeadsDeps } from '../../deps'
import { leadsRepo } from '../leads'

/** What other services (auth: demo starts and registrations) may do here; only with the service token, never through the gateway. */
export function internalRouter(deps: Pick<LeadsDeps, 'db' | 'internalToken'>): Router {
  const router = new Router({ prefix: '/internal' })
  router.use(requireServiceToken(deps.internalToken))
  const repo = leadsRepo(deps.db)

  router.post(
    '/leads',
    handle({ body: internalLeadCreateSchema }, async (ctx, { body }) => {
      const id = await repo.insert({ ...body, status: 'new' })
      ctx.status = 201
      ctx.body = { id }
    }),
  )

  router.post(
    '/leads/mark-user-created',
    handle({ body: markUserCreatedSchema }, async (ctx, { body }) => {
      const phoneDigits = body.phone ? normalizePhone(body.phone) : ''
      const updated = await repo.markUserCreated({
        email: body.email || undefined,
        phoneDigits: phoneDigits || undefined,
      })
      ctx.body = { updated }
    }),
  )
  return router
}
