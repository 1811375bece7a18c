import { PAID_SUBSCRIPTION_TYPE, addMonths, israelDate, type User } from '@seats/contracts'
import type { Knex } from '@seats/kit'
import type { ChargeOutcome, ProviderPayment, SavedCard } from '../provider'
import { receiptText, sendBillingMail } from '../billing-mail'
import { chargePriceOf, couponsRepo } from '../coupons'
import { auditBillingEvent } from './billing-audit'
import { paidThroughAfterCharge, paidThroughBeforeFirstCharge } from './paid-time'
import { attemptTag, customerRefOf } from './provider-refs'
import { billingRepo, dateOnly, type AttemptRow, type PaymentRow } from './subscriptions.repo'
import type { BillingCore } from './subscriptions.service'

/**
 * What follows a charge the provider made (answered at once, or found by the reconcile): the payment
 * recorded once, the subscription saved, and the paid time credited by auth.
 */
export function chargeSettlement(core: BillingCore) {
  const repo = (db: Knex | Knex.Transaction = core.db) => billingRepo(db)
  const today = () => israelDate(core.now())

  /** Paid time for a recorded charge, once per provider payment id. */
  async function creditPayment(row: PaymentRow): Promise<User> {
    const months = (await repo().subscription(row.account_id))?.period_months ?? 1
    const user = await core.auth.credit(row.account_id, {
      ref: `payment:${row.provider_payment_id}`,
      subscriptionType: PAID_SUBSCRIPTION_TYPE,
      paidThrough: paidThroughAfterCharge(dateOnly(row.charge_date) ?? today(), months).toISOString(),
    })
    await core.db('payments').where({ id: row.id }).update({ credited_at: core.now() })
    return user
  }

  /** A card given before its first charge: the account is paid (status -1) until that charge day is over. */
  async function creditAttempt(attempt: AttemptRow): Promise<User> {
    const user = await core.auth.credit(attempt.account_id, {
      ref: attemptTag(attempt.id),
      subscriptionType: PAID_SUBSCRIPTION_TYPE,
      paidThrough: paidThroughBeforeFirstCharge(dateOnly(attempt.date_start) ?? today()).toISOString(),
    })
    await repo().updateAttempt(attempt.id, { credited_at: core.now() })
    return user
  }

  /** A provider's payment, recorded once by its id; `inserted` is false when it was already there. */
  async function recordPayment(
    accountId: number,
    p: ProviderPayment,
  ): Promise<{ row: PaymentRow; inserted: boolean }> {
    const inserted = await repo().recordPayment({
      account_id: accountId,
      provider_payment_id: p.id,
      recurring_item_id: p.recurringItemId,
      charge_date: p.date || today(),
      amount: p.amount,
      valid: p.valid,
      description: p.description,
      document_url: p.documentUrl,
      card_last_digits: p.cardLastDigits,
      created_at: core.now(),
    })
    const row = await repo().payment(p.id)
    if (!row) throw new Error(`payment ${p.id} was not recorded`)
    if (inserted && p.valid && p.recurringItemId) await couponChargeMade(accountId)
    if (inserted)
      await auditBillingEvent(core, accountId, p.valid ? 'billing.payment' : 'billing.declined', {
        amount: Number(row.amount),
        date: dateOnly(row.charge_date) ?? today(),
        ...(p.valid ? {} : { reason: p.description ?? null }),
        ...(p.cardLastDigits ? { card: p.cardLastDigits } : {}),
      })
    if (inserted && p.valid) {
      const date = dateOnly(row.charge_date) ?? today()
      const sub = await repo().subscription(accountId)
      const months = sub?.period_months ?? 1
      // A charge outside the recurring one (an upgrade's difference) buys no time: the next charge stays.
      const recurring = p.recurringItemId !== null
      const kind = !recurring ? 'upgrade' : months === 12 ? 'yearly' : 'monthly'
      const nextCharge = recurring ? addMonths(date, months) : dateOnly(sub?.next_charge_date ?? null)
      await sendBillingMail(core, accountId, `receipt:${p.id}`, (account) =>
        receiptText(
          account,
          {
            kind,
            amount: Number(row.amount),
            date,
            cardLastDigits: p.cardLastDigits,
            documentUrl: p.documentUrl,
          },
          nextCharge,
        ),
      )
    }
    return { row, inserted }
  }

  /** A plan charge was made: a percent coupon has one charge fewer; used up, the next charge bills the full price. */
  async function couponChargeMade(accountId: number): Promise<void> {
    if (!(await couponsRepo(core.db).useCharge(accountId))) return
    const sub = await repo().subscription(accountId)
    if (!sub?.recurring_item_id || sub.state === 'cancelled') return
    const price = await chargePriceOf(core.db, accountId, (await core.auth.account(accountId)).price)
    if (Number(sub.price) === price) return
    try {
      await core.provider.updateRecurringPrice(
        customerRefOf(accountId, sub.customer_id),
        sub.recurring_item_id,
        price,
      )
      await repo().updateSubscription(accountId, { price }, core.now())
    } catch (err) {
      // The next account.changed (or the admin) sets it; the warden is charged the discount once more at worst.
      core.log.error({ err, accountId }, 'price after the coupon not taken by the card provider')
    }
  }

  /**
   * The card just saved, as the provider keeps it: a card first charged on a later day has no payment to
   * tell its digits. Not knowing it never fails the subscription (the next payment tells the digits).
   */
  async function savedCardOf(accountId: number, customerId: string | null): Promise<SavedCard | null> {
    try {
      return await core.provider.savedCard(customerRefOf(accountId, customerId))
    } catch (err) {
      core.log.warn({ err, accountId }, 'saved card not read from the card provider')
      return null
    }
  }

  /**
   * A recurring charge exists at the provider for this attempt (answered now, or found by the reconcile):
   * it becomes the account's one subscription, a superseded one is cancelled, and auth extends the account.
   */
  async function settleCreated(
    attempt: AttemptRow,
    created: Extract<ChargeOutcome, { kind: 'created' }>,
  ): Promise<User> {
    const now = core.now()
    const dateStart = dateOnly(attempt.date_start) ?? today()
    const previous = await repo().subscription(attempt.account_id)
    const card = await savedCardOf(attempt.account_id, created.customerId)
    await core.db.transaction(async (trx) => {
      await billingRepo(trx).saveSubscription(
        {
          account_id: attempt.account_id,
          state: 'active',
          customer_id: created.customerId,
          recurring_item_id: created.recurringItemId,
          card_last_digits: card?.lastDigits ?? created.payment?.cardLastDigits ?? null,
          card_expiry: card ? cardExpiryText(card) : null,
          price: attempt.amount,
          period_months: attempt.period_months ?? 1,
          next_charge_date: created.payment
            ? addMonths(created.payment.date || dateStart, attempt.period_months ?? 1)
            : dateStart,
          started_at: previous?.started_at ?? now,
          cancelled_at: null,
          checked_at: now,
        },
        now,
      )
      await billingRepo(trx).updateAttempt(attempt.id, {
        state: 'succeeded',
        open_account_id: null,
        customer_id: created.customerId,
        recurring_item_id: created.recurringItemId,
        settled_at: now,
      })
    })
    if (attempt.state !== 'succeeded')
      await auditBillingEvent(core, attempt.account_id, 'billing.card', {
        card: card?.lastDigits ?? created.payment?.cardLastDigits ?? null,
        expiry: card ? cardExpiryText(card) : null,
        price: Number(attempt.amount),
        firstCharge: dateStart,
      })
    if (
      previous?.recurring_item_id &&
      previous.recurring_item_id !== created.recurringItemId &&
      previous.state !== 'cancelled'
    ) {
      // The new card replaces the old recurring charge; if this fails the reconcile's sweep cancels it.
      await core.provider
        .cancelRecurringItem(
          customerRefOf(attempt.account_id, previous.customer_id ?? created.customerId),
          previous.recurring_item_id,
        )
        .catch((err: unknown) =>
          core.log.warn(
            { err, accountId: attempt.account_id },
            'superseded recurring charge not cancelled yet',
          ),
        )
    }
    const fresh = (await repo().attempt(attempt.id)) ?? attempt
    if (created.payment) return creditPayment((await recordPayment(attempt.account_id, created.payment)).row)
    return creditAttempt(fresh)
  }

  return { creditPayment, creditAttempt, recordPayment, settleCreated }
}
export type ChargeSettlement = ReturnType<typeof chargeSettlement>

/** "MM/YY", as a card shows it; null when the provider did not say. */
export function cardExpiryText(card: Pick<SavedCard, 'expiryMonth' | 'expiryYear'>): string | null {
  if (!card.expiryMonth || !card.expiryYear) return null
  return `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`
}
