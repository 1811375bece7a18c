import { addMonths, israelDate, type AccountPayment, type Payment, type Subscription } from '@seats/contracts'
import { AppError, isoOrNull, type Knex, type Logger, type RateLimiterRedis, type Realtime } from '@seats/kit'
import type { AuthClient } from '../../platform/auth-client'
import type { CardProvider } from '../provider'
import { cardSubscribe } from './card-subscribe'
import { expectedDateStart } from './charge-dates'
import { chargeSettlement } from './charge-settlement'
import { cancelledText, sendBillingMail } from '../billing-mail'
import { billingStats } from './billing-stats'
import { paymentView } from './payment-view'
import { customerRefOf } from './provider-refs'
import { billingRepo, dateOnly } from './subscriptions.repo'
import { auditBillingEvent } from './billing-audit'

export { attemptTag, customerRefOf, externalIdOf, upgradeItemName } from './provider-refs'

export interface BillingCore {
  db: Knex
  provider: CardProvider
  auth: AuthClient
  log: Logger
  now: () => Date
  /** Tells the account's open pages what happened to a payment settled later. */
  realtime: Realtime
  /** Where wardens open the app (links in billing email). */
  appUrl: string
}

/** An account's subscription: a card given for it (`card-subscribe.ts`), its view, payments and cancelling. */
export function createSubscriptionsService(core: BillingCore & { chargeLimiter: RateLimiterRedis }) {
  const repo = (db: Knex | Knex.Transaction = core.db) => billingRepo(db)
  const today = () => israelDate(core.now())
  const settlement = chargeSettlement(core)

  return {
    ...settlement,
    ...cardSubscribe(core, settlement),

    async view(accountId: number): Promise<Subscription> {
      const account = await core.auth.account(accountId)
      const sub = await repo().subscription(accountId)
      return {
        state: sub?.state ?? 'none',
        maxPeople: account.maxPeople,
        price: account.price,
        periodMonths:
          sub && (sub.state === 'active' || sub.state === 'pending')
            ? (sub.period_months ?? 1)
            : await repo().chosenPeriodMonths(accountId),
        subscriptionType: account.subscriptionType,
        subscriptionEndsAt: account.subscriptionEndsAt,
        nextChargeDate:
          sub && sub.state !== 'cancelled' && sub.state !== 'failed' ? dateOnly(sub.next_charge_date) : null,
        firstChargeDate: expectedDateStart(account, sub, today()),
        cardLastDigits: sub?.card_last_digits ?? null,
        cardExpiry: sub?.card_expiry ?? null,
        startedAt: isoOrNull(sub?.started_at),
        cancelledAt: isoOrNull(sub?.cancelled_at),
      }
    },

    stats: () => billingStats(core.db, core.now()),

    /** The admin's export: every account's payments of the last 12 months. */
    async allPayments(): Promise<AccountPayment[]> {
      const rows = await repo().paymentsSince(addMonths(today(), -12))
      return rows.map((row) => ({ ...paymentView(row), accountId: Number(row.account_id) }))
    },

    async payments(accountId: number): Promise<Payment[]> {
      return (await repo().payments(accountId)).map(paymentView)
    },

    /** No further charges; the paid time is kept, and so is the date it ends on (a new card starts there). */
    async cancel(accountId: number, actorId: number = accountId): Promise<Subscription> {
      const sub = await repo().subscription(accountId)
      if (!sub || sub.state === 'cancelled' || !sub.recurring_item_id)
        throw new AppError('no_active_subscription')
      try {
        await core.provider.cancelRecurringItem(
          customerRefOf(accountId, sub.customer_id),
          sub.recurring_item_id,
        )
      } catch (err) {
        core.log.error({ err, accountId }, 'cancel refused by the card provider')
        throw new AppError('cancel_failed')
      }
      const now = core.now()
      await repo().updateSubscription(accountId, { state: 'cancelled', cancelled_at: now }, now)
      await auditBillingEvent(core, accountId, 'billing.cancelled', { price: Number(sub.price) }, actorId)
      await sendBillingMail(core, accountId, `cancelled:${accountId}:${now.getTime()}`, (account) =>
        cancelledText(
          account,
          account.subscriptionEndsAt && israelDate(new Date(account.subscriptionEndsAt)),
        ),
      )
      return this.view(accountId)
    },
  }
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>
