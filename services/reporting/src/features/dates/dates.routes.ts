import Router from '@koa/router'
import { torahScheduleQuerySchema } from '@seats/contracts'
import { authOf, handle, requireAuth, wardenWrites } from '@seats/kit'
import { z } from 'zod'
import type { ReportingDeps } from '../../deps'
import type { DatesService } from './dates.service'

const dateQuery = torahScheduleQuerySchema.extend({
  eventId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31)
    .optional(),
})

/** The date selector: /api/reports/dates/list and /api/reports/date/:date. Mounted before the reports' /:id. */
export function datesRouter(deps: Pick<ReportingDeps, 'verify'>, service: DatesService): Router {
  const router = new Router({ prefix: '/api/reports' })
  router.use(requireAuth(deps.verify), wardenWrites)

  router.get(
    '/dates/list',
    handle({ query: torahScheduleQuerySchema }, async (ctx, { query }) => {
      ctx.body = await service.list(authOf(ctx).accountId, query.il)
    }),
  )
  // No date, or one that is not a date, means the coming Shabbat.
  router.get(
    ['/date', '/date/:date'],
    handle({ query: dateQuery }, async (ctx, { query }) => {
      const date = typeof ctx.params.date === 'string' ? ctx.params.date : undefined
      ctx.body = await service.withReports(authOf(ctx).accountId, date, query.eventId ?? null, query.il)
    }),
  )
  return router
}
