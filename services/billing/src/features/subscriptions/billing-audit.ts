import type { BillingChange } from '@seats/contracts'
import type { BillingCore } from './subscriptions.service'

type BillingEvent = Extract<
  BillingChange['action'],
  'billing.card' | 'billing.payment' | 'billing.declined' | 'billing.cancelled'
>

/**
 * A money event in the account's audit log (auth keeps it), for the admin's account view. Like the billing
 * mail it never fails what already happened at the provider: a lost entry is logged, the payment stands.
 */
export async function auditBillingEvent(
  core: Pick<BillingCore, 'auth' | 'log'>,
  accountId: number,
  action: BillingEvent,
  detail: BillingChange['detail'],
  actorId: number | null = null,
): Promise<void> {
  try {
    await core.auth.billingChange(accountId, { action, actorId, plan: null, detail })
  } catch (err) {
    core.log.warn({ err, accountId, action }, 'billing event not in the audit log')
  }
}
