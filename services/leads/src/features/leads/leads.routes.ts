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
  consumeOrReject,
  handle,
  idParams,
  requireAdmin,
  requireAuth,
  requireCurrentAdmin,
  validate,
  publicRoute,
} from '@seats/kit'
import type { Middleware } from 'koa'
import type { LeadsDeps } from '../../deps'
import { isAdminCall, optionalAuth } from '../../platform/optional-auth'
import type { LeadsService } from './leads.service'

export function leadsRouter(deps: LeadsDeps, leads: LeadsService): Router {
  const router = new Router({ prefix: '/api/leads' })
  const adminOnly = [requireAuth(deps.verify), requireAdmin, requireCurrentAdmin(deps.accounts)]

  // Counted before validation, so a bot cycling through bad bodies is stopped too; admins are not counted.
  const limitVisitors: Middleware = async (ctx, next) => {
    if (!isAdminCall(ctx.state))
      await consumeOrReject(deps.publicLeadLimiter, addressKey(ctx.ip || 'unknown'))
    await next()
  }

  router.post(
    '/',
    publicRoute,
    optionalAuth(deps.verify, deps.accounts),
    limitVisitors,
    handle({ body: leadCreateSchema }, async (ctx, { body }) => {
      ctx.status = 201
      if (isAdminCall(ctx.state)) {
        ctx.body = await leads.create(body)
        return
      }
      const header = ctx.get(IDEMPOTENCY_HEADER)
      const key = header ? validate(idempotencyKeySchema, header) : null
      ctx.body = await leads.receive(body, key, ctx.state.log)
    }),
  )

  router.get(
    '/',
    ...adminOnly,
    handle({ query: leadListQuerySchema }, async (ctx, { query }) => {
      ctx.body = await leads.list(query)
    }),
  )

  // Before '/:id', which would answer 404 for it.
  router.get(
    '/stats',
    ...adminOnly,
    handle({}, async (ctx) => {
      ctx.body = await leads.stats()
    }),
  )

  router.get(
    '/:id',
    ...adminOnly,
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await leads.get(params.id)
    }),
  )

  router.put(
    '/:id',
    ...adminOnly,
    handle({ params: idParams, body: leadUpdateSchema }, async (ctx, { params, body }) => {
      ctx.body = await leads.update(params.id, body)
    }),
  )

  router.delete(
    '/:id',
    ...adminOnly,
    handle({ params: idParams }, async (ctx, { params }) => {
      await leads.remove(params.id)
      ctx.status = 204
    }),
  )
  return router
}
