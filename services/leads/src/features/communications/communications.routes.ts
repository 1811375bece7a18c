import Router from '@koa/router'
import { communicationInputSchema, communicationUpdateSchema } from '@seats/contracts'
import { AppError, handle, idParams, requireAdmin, requireAuth, requireCurrentAdmin } from '@seats/kit'
import type { LeadsDeps } from '../../deps'
import { communicationsRepo, leadNotFound, leadsRepo } from '../leads'

const notFound = () => new AppError('communication_not_found')
/** The lead was deleted between our check and the insert (the foreign key refused it). */
const isMissingParent = (err: unknown) => (err as { code?: string })?.code === 'ER_NO_REFERENCED_ROW_2'

export function communicationsRouter(deps: LeadsDeps): Router {
  const router = new Router({ prefix: '/api/communication' })
  const adminOnly = [requireAuth(deps.verify), requireAdmin, requireCurrentAdmin(deps.accounts)]
  const repo = communicationsRepo(deps.db)

  router.post(
    '/',
    ...adminOnly,
    handle({ body: communicationInputSchema }, async (ctx, { body }) => {
      if (!(await leadsRepo(deps.db).exists(body.leadId))) throw leadNotFound()
      const id = await repo.insert(body).catch((err: unknown) => {
        throw isMissingParent(err) ? leadNotFound() : err
      })
      ctx.status = 201
      ctx.body = await repo.find(id)
    }),
  )

  router.put(
    '/:id',
    ...adminOnly,
    handle({ params: idParams, body: communicationUpdateSchema }, async (ctx, { params, body }) => {
      if ((await repo.update(params.id, body)) === 0) throw notFound()
      const updated = await repo.find(params.id)
      if (!updated) throw notFound()
      ctx.body = updated
    }),
  )
  return router
}
