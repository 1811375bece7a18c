import type { DomainEvent } from '@seats/contracts'
import { LIVE_ITEM_STATUSES } from '../provider'
import { type BillingCore, billingRepo, customerRefOf } from '../subscriptions'

/**
 * A deleted account is never charged again: its live recurring charges are cancelled at the provider.
 * Payment records stay (they are the business's accounting). A provider failure throws, so the event
 * is delivered again.
 */
export function billingEventHandler(core: BillingCore) {
  return async (event: DomainEvent): Promise<void> => {
    if (event.type !== 'account.deleted') return
    const sub = await billingRepo(core.db).subscription(event.accountId)
    if (!sub) return
    const ref = customerRefOf(event.accountId, sub.customer_id)
    const items = (await core.provider.listRecurringItems(ref)) ?? []
    for (const item of items)
      if (LIVE_ITEM_STATUSES.has(item.status)) await core.provider.cancelRecurringItem(ref, item.id)
    const now = core.now()
    await billingRepo(core.db).updateSubscription(
      event.accountId,
      {
        state: 'cancelled',
        cancelled_at: sub.cancelled_at ?? now,
        next_charge_date: null,
      },
      now,
    )
    core.log.info({ accountId: event.accountId }, 'deleted account: recurring charges cancelled')
  }
}
