import Router from '@koa/router'
import { callCapInputSchema, optOutInputSchema, optOutsQuerySchema, phoneSchema } from '@seats/contracts'
import { AppError, authOf, handle, requireAdmin, requireAuth, requireCurrentAdmin } from '@seats/kit'
import { z } from 'zod'
import type { ReportingDeps } from '../../deps'
import { israelToday } from '../calendar'
import { dailyCallCap } from './daily-call-cap'
import { optOuts } from './opt-outs'

const accountParams = z.object({
  accountId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31),
})

/**
 * /api/reminders/admin: an account's daily call cap and the stop-list, for admins by the token and by auth's
 * database now (a demoted admin is refused at once). Mounted before the warden's /api/reminders.
 */
export function callSafetyAdminRouter(deps: ReportingDeps): Router {
  const router = new Router({ prefix: '/api/reminders/admin' })
  router.use(requireAuth(deps.verify), requireAdmin, requireCurrentAdmin(deps.accounts))
  const cap = dailyCallCap(deps.db)
  const stopped = optOuts(deps.db)
  const today = () => israelToday(deps.now())

  router.get(
    '/accounts/:accountId/call-cap',
    handle({ params: accountParams }, async (ctx, { params }) => {
      ctx.body = await cap.view(params.accountId, today())
    }),
  )
  router.put(
    '/accounts/:accountId/call-cap',
    handle({ params: accountParams, body: callCapInputSchema }, async (ctx, { params, body }) => {
      await cap.set(params.accountId, body.dailyCap, authOf(ctx).memberId)
      deps.log.info(
        { accountId: params.accountId, dailyCap: body.dailyCap, by: authOf(ctx).memberId },
        'call cap set',
      )
      ctx.body = await cap.view(params.accountId, today())
    }),
  )

  router.get(
    '/opt-outs',
    handle({ query: optOutsQuerySchema }, async (ctx, { query }) => {
      ctx.body = await stopped.page(query.q, query.page)
    }),
  )
  router.post(
    '/opt-outs',
    handle({ body: optOutInputSchema }, async (ctx, { body }) => {
      if (!(await stopped.addOnce(body.phone, 'admin', deps.now(), body.reason)))
        throw new AppError('opt_out_exists')
      deps.log.info({ phone: body.phone, by: authOf(ctx).memberId }, 'number put on the stop-list')
      ctx.status = 201
      ctx.body = await stopped.get(body.phone)
    }),
  )
  router.delete(
    '/opt-outs/:phone',
    handle({ params: z.object({ phone: phoneSchema }) }, async (ctx, { params }) => {
      if (!(await stopped.remove(params.phone))) throw new AppError('opt_out_not_found')
      deps.log.info({ phone: params.phone, by: authOf(ctx).memberId }, 'number taken off the stop-list')
      ctx.status = 204
    }),
  )
  return router
}
