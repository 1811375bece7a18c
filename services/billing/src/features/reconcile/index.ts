export { createReconcile } from './reconcile.service'
export type { Reconcile } from './reconcile.service'
