export { createReconcileService } from './reconcile.service'
export type { ReconcileService } from './reconcile.service'
