import Router from '@koa/router'
import { communicationInputSchema, communicationUpdateSchema } from '@seats/contracts'
import { handle, idParams, requireAdmin, requireAuth, requireCurrentAdmin } from '@seats/kit'
import type { LeadsDeps } from '../../deps'
import type { CommunicationsService } from './communications.service'

export function communicationsRouter(
  deps: Pick<LeadsDeps, 'verify' | 'accounts'>,
  communications: CommunicationsService,
): Router {
  const router = new Router({ prefix: '/api/communication' })
  const adminOnly = [requireAuth(deps.verify), requireAdmin, requireCurrentAdmin(deps.accounts)]

  router.post(
    '/',
    ...adminOnly,
    handle({ body: communicationInputSchema }, async (ctx, { body }) => {
      const communication = await communications.create(body)
      ctx.status = 201
      ctx.body = communication
    }),
  )

  router.put(
    '/:id',
    ...adminOnly,
    handle({ params: idParams, body: communicationUpdateSchema }, async (ctx, { params, body }) => {
      ctx.body = await communications.update(params.id, body)
    }),
  )
  return router
}
