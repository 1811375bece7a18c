import Router from '@koa/router'
import { authOf, requireAuth, requireRole } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import type { InsightsService } from './insights.service'

/** GET /api/reports/insights: the account's plots, for any member. Mounted before the reports' /:id. */
export function insightsRouter(deps: Pick<ReportingDeps, 'verify'>, service: InsightsService): Router {
  const router = new Router({ prefix: '/api/reports' })
  router.get('/insights', requireAuth(deps.verify), requireRole('viewer'), async (ctx) => {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = await service.of(authOf(ctx).accountId)
  })
  return router
}
