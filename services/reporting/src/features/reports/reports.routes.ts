import Router from '@koa/router'
import { reportApiInputSchema } from '@seats/contracts'
import { authOf, changeAuthorOf, handle, idParams, requireAuth, wardenWrites } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import type { ReportsService } from './reports.service'

/** /api/reports: one account's reports, scoped by the token; another account's id answers 404. */
export function reportsRouter(deps: Pick<ReportingDeps, 'verify'>, service: ReportsService): Router {
  const router = new Router({ prefix: '/api/reports' })
  router.use(requireAuth(deps.verify), wardenWrites)

  router.get(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      ctx.body = await service.find(authOf(ctx).accountId, params.id)
    }),
  )
  // A repeat of an existing report answers it with 200 instead of 201.
  router.post(
    '/',
    handle({ body: reportApiInputSchema }, async (ctx, { body }) => {
      const { report, created } = await service.create(authOf(ctx).accountId, body, {}, changeAuthorOf(ctx))
      ctx.status = created ? 201 : 200
      ctx.body = report
    }),
  )
  router.put(
    '/:id',
    handle({ params: idParams, body: reportApiInputSchema }, async (ctx, { params, body }) => {
      ctx.body = await service.update(authOf(ctx).accountId, params.id, body, changeAuthorOf(ctx))
    }),
  )
  router.delete(
    '/:id',
    handle({ params: idParams }, async (ctx, { params }) => {
      await service.remove(authOf(ctx).accountId, params.id, changeAuthorOf(ctx))
      ctx.status = 204
    }),
  )
  return router
}
