import Router from '@koa/router'
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  leadCreateSchema,
  leadListQuerySchema,
  leadUpdateSchema,
} from '@seats/contracts'
import {
  addressKey,
  AppError,
  consumeOrReject,
  handle,
  idParams,
  requireAdmin,
  requireAuth,
  requireCurrentAdmin,
  validate,
} from '@seats/kit'
import type { Middleware } from 'koa'
import type { LeadsDeps } from '../../deps'
import { isAdminCall, optionalAuth } from '../../platform/optional-auth'
import { communicationsRepo } from './communications.repo'
import { leadStats } from './lead-stats'
import { leadsRepo } from './leads.repo'
import { leadFieldsOf, receivePublicLead } from './public-lead'

export const leadNotFound = () => new AppError('lead_not_found')

export function leadsRouter(deps: LeadsDeps): Router {
  const router = new Router({ prefix: '/api/leads' })
  const adminOnly = [requireAuth(deps.verify), requireAdmin, requireCurrentAdmin(deps.accounts)]
  const repo = leadsRepo(deps.db)

  // Counted before validation, so a bot cycling through bad bodies is stopped too; admins are not counted.
  const limitVisitors: Middleware = async (ctx, next) => {
    if (!isAdminCall(ctx.state))
      await consumeOrReject(deps.publicLeadLimiter, addressKey(ctx.ip || 'unknown'))
    await next()
  }

  router.post(
    '/',
    optionalAuth(deps.verify, deps.accounts),
    limitVisitors,
    handle({ body: leadCreateSchema }, async (ctx, { body }) => {
      ctx.status = 201
      if (isAdminCall(ctx.state)) {
        const id = await repo.insert(leadFieldsOf(body))
        ctx.body = { ...(await repo.find(id)), communications: [] }
        return
      }
      const header = ctx.get(IDEMPOTENCY_HEADER)
      const key = header ? validate(idempotencyKeySchema, header) : null
      ctx.body = await receivePublicLead({ db: deps.db, log: ctx.state.log }, body, key)
    }),
  )

  router.get(
    '/',
    ...adminOnly,
    handle({ query: leadListQuerySchema }, async (ctx, { query }) => {
      ctx.body = await repo.list(query)
    }),
  )

  // Before '/:id', which would answer 404 for it.
  router.get(
    '/stats',
    ...adminOnly,
    handle({}, async (ctx) => {
      ctx.body = await leadStats(deps.db)
    }),
  )

  router.get(
    '/:id',
    ...adminOnly,
    handle({ params: idParams }, async (ctx, { params }) => {
      const lead = await repo.find(params.id)
      if (!lead) throw leadNotFound()
      ctx.body = { ...lead, communications: await communicationsRepo(deps.db).ofLead(lead.id) }
    }),
  )

  router.put(
    '/:id',
    ...adminOnly,
    handle({ params: idParams, body: leadUpdateSchema }, async (ctx, { params, body }) => {
      if (!(await repo.exists(params.id))) throw leadNotFound()
      await repo.update(params.id, body)
      const lead = await repo.find(params.id)
      // Deleted by another admin between the two statements.
      if (!lead) throw leadNotFound()
      ctx.body = lead
    }),
  )

  router.delete(
    '/:id',
    ...adminOnly,
    handle({ params: idParams }, async (ctx, { params }) => {
      if ((await repo.remove(params.id)) === 0) throw leadNotFound()
      ctx.status = 204
    }),
  )
  return router
}
