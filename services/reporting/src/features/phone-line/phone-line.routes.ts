import Router from '@koa/router'
import { requireAuth, wardenWrites } from '@seats/kit'
import type { ReportingDeps } from '../../deps'

/** GET /api/reports/phone-line: the number worshippers call, for the screens that tell a warden about it. */
export function phoneLineRouter(deps: ReportingDeps): Router {
  const router = new Router({ prefix: '/api/reports' })
  router.use(requireAuth(deps.verify), wardenWrites)
  router.get('/phone-line', (ctx) => {
    ctx.body = deps.phoneLine
  })
  return router
}
