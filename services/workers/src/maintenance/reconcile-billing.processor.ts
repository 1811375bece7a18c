import { reconcileResultSchema, type ReconcileResult } from '@seats/contracts'
import { callMaintenance } from '../internal-client'

/** Settles open charge attempts and records renewals in the billing service; safe to run at any time, twice included. */
export function reconcileBilling(billingUrl: string, token: string): Promise<ReconcileResult> {
  return callMaintenance(billingUrl, token, '/internal/maintenance/reconcile-billing', reconcileResultSchema)
}
