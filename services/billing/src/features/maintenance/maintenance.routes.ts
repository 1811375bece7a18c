import Router from '@koa/router'
import { requireServiceToken, type AcceptedCallers } from '@seats/kit'
import type { ReconcileService } from '../reconcile'

/** The workers' scheduled reconcile (service token only; never through the gateway). */
export function maintenanceRouter(deps: {
  reconcile: ReconcileService
  internalToken: AcceptedCallers
}): Router {
  const router = new Router({ prefix: '/internal' })
  router.use(requireServiceToken(deps.internalToken))
  router.post('/maintenance/reconcile-billing', async (ctx) => {
    ctx.body = await deps.reconcile.run()
  })
  return router
}
