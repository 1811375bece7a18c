import Router from '@koa/router'
import { requireServiceToken, type AcceptedCallers } from '@seats/kit'
import type { ReconcileService } from '../reconcile'

/** The workers' scheduled reconcile (service token only; never through the gateway). */
export function maintenanceRouter(deps: {
  reconcile: ReconcileService
  /** Billing details saved while the provider was away, sent again on each pass. */
  sendUnsentDetails: () => Promise<number>
  /** Downgrades whose charge day came (after the reconcile read that charge). */
  applyDuePlans: () => Promise<number>
  internalToken: AcceptedCallers
}): Router {
  const router = new Router({ prefix: '/internal' })
  router.use(requireServiceToken(deps.internalToken))
  router.post('/maintenance/reconcile-billing', async (ctx) => {
    const result = await deps.reconcile.run()
    await deps.sendUnsentDetails()
    await deps.applyDuePlans()
    ctx.body = result
  })
  return router
}
