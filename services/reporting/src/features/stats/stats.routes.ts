import Router from '@koa/router'
import type { Middleware } from 'koa'
import { AppError, authOf, handle, requireAdmin, requireAuth } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import { reportStats } from './report-stats'

/**
 * GET /api/reports/stats: the admin dashboard's reports per week across every synagogue. Admin by the token's
 * claim and by auth's database now (a demoted admin's token is refused before it expires), as auth's own
 * admin routes do. Mounted before the reports' /:id.
 */
export function statsRouter(deps: Pick<ReportingDeps, 'db' | 'verify' | 'accounts' | 'now'>): Router {
  const router = new Router({ prefix: '/api/reports' })
  const adminInDatabase: Middleware = async (ctx, next) => {
    if (!(await deps.accounts.fresh(authOf(ctx).memberId)).isAdmin) throw new AppError('forbidden')
    await next()
  }

  router.get(
    '/stats',
    requireAuth(deps.verify),
    requireAdmin,
    adminInDatabase,
    handle({}, async (ctx) => {
      ctx.body = await reportStats(deps.db, deps.now())
    }),
  )
  return router
}
