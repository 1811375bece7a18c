import type { DomainEvent } from '@seats/contracts'
import { LIVE_ITEM_STATUSES } from '../provider'
import { priceChangedText, sendBillingMail } from '../billing-mail'
import { chargePriceOf } from '../coupons'
import { type BillingCore, billingRepo, customerRefOf, dateOnly } from '../subscriptions'

/**
 * What billing does when an account changes: a deleted one is never charged again, a new price reaches the
 * running charge. A provider failure throws, so the event is delivered again.
 */
export function billingEventHandler(core: BillingCore) {
  return async (event: DomainEvent): Promise<void> => {
    if (event.type === 'account.deleted') await cancelDeleted(core, event.accountId)
    else if (event.type === 'account.changed') await followPrice(core, event.accountId)
  }
}

/**
 * An admin's new price: the running recurring charge bills it from its next charge on (the month already
 * paid keeps its price), and the subscription records it. Nothing to do without a running charge: a new
 * card is charged the account's price anyway.
 */
async function followPrice(core: BillingCore, accountId: number): Promise<void> {
  const sub = await billingRepo(core.db).subscription(accountId)
  if (!sub?.recurring_item_id || (sub.state !== 'active' && sub.state !== 'pending')) return
  const account = await core.auth.account(accountId)
  // A waiting downgrade and a coupon set the next charge's price too: the provider bills what they give.
  const price = await chargePriceOf(core.db, accountId, account.price)
  if (Number(sub.price) === price) return
  await core.provider.updateRecurringPrice(
    customerRefOf(accountId, sub.customer_id),
    sub.recurring_item_id,
    price,
  )
  await billingRepo(core.db).updateSubscription(accountId, { price }, core.now())
  const nextCharge = dateOnly(sub.next_charge_date)
  await sendBillingMail(core, accountId, `price:${accountId}:${price}:${nextCharge}`, (a) =>
    priceChangedText(a, { from: Number(sub.price), to: price, nextCharge }),
  )
  core.log.info(
    { accountId, from: Number(sub.price), to: price },
    'recurring charge follows the new price from its next charge',
  )
}

/**
 * A deleted account is never charged again: its live recurring charges are cancelled at the provider.
 * Payment records stay (they are the business's accounting).
 */
async function cancelDeleted(core: BillingCore, accountId: number): Promise<void> {
  const sub = await billingRepo(core.db).subscription(accountId)
  if (!sub) return
  const ref = customerRefOf(accountId, sub.customer_id)
  const items = (await core.provider.listRecurringItems(ref)) ?? []
  for (const item of items)
    if (LIVE_ITEM_STATUSES.has(item.status)) await core.provider.cancelRecurringItem(ref, item.id)
  const now = core.now()
  await billingRepo(core.db).updateSubscription(
    accountId,
    { state: 'cancelled', cancelled_at: sub.cancelled_at ?? now, next_charge_date: null },
    now,
  )
  core.log.info({ accountId }, 'deleted account: recurring charges cancelled')
}
