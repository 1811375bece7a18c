import Router from '@koa/router'
import { activityQuerySchema } from '@seats/contracts'
import { authOf, handle, requireAuth, requireRole } from '@seats/kit'
import type { ReportingDeps } from '../../deps'
import type { ActivityService } from './activity.service'

/** GET /api/activity: the synagogue's last changes, or one seat's, worshipper's, map's or event's; any member reads it. */
export function activityRouter(deps: Pick<ReportingDeps, 'verify'>, service: ActivityService): Router {
  const router = new Router({ prefix: '/api/activity' })
  router.get(
    '/',
    requireAuth(deps.verify),
    requireRole('viewer'),
    handle({ query: activityQuerySchema }, async (ctx, { query }) => {
      ctx.set('Cache-Control', 'no-store')
      ctx.body = await service.list(authOf(ctx).accountId, query)
    }),
  )
  return router
}
