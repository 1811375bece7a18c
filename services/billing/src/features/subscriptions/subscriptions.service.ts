import {
  PAID_SUBSCRIPTION_TYPE,
  addMonths,
  fieldErrorOf,
  firstChargeDate,
  israelDate,
  type InternalAccount,
  type Payment,
  type PaymentMethodPayload,
  type Subscription,
  type User,
} from '@seats/contracts'
import {
  AppError,
  consumeOrReject,
  fieldsError,
  isDuplicateKey,
  isoOrNull,
  type Knex,
  type Logger,
  type RateLimiterRedis,
} from '@seats/kit'
import type { AuthClient } from '../../platform/auth-client'
import {
  ProviderError,
  ProviderUnknown,
  type CardProvider,
  type ChargeOutcome,
  type CustomerRef,
  type ProviderPayment,
} from '../provider'
import { paidThroughAfterCharge, paidThroughBeforeFirstCharge } from './paid-time'
import {
  billingRepo,
  dateOnly,
  type AttemptRow,
  type PaymentRow,
  type SubscriptionRow,
} from './subscriptions.repo'

export const PLAN_ITEM_NAME = 'מקום פנוי: מנוי חודשי'

export interface BillingCore {
  db: Knex
  provider: CardProvider
  auth: AuthClient
  log: Logger
  now: () => Date
}

/** The provider knows our accounts by this id until it gives us its own customer id. */
export const externalIdOf = (accountId: number) => `seats-account-${accountId}`

/** The recurring charge's description carries the attempt, so a charge whose answer was lost can be found. */
export const attemptTag = (attemptId: number) => `attempt:${attemptId}`

export function customerRefOf(accountId: number, customerId: string | null): CustomerRef {
  return customerId ? { id: customerId } : { externalId: externalIdOf(accountId) }
}

/**
 * The first charge a card given now gets: while a recurring charge runs, its next charge date (a new card
 * takes over the schedule, never charging twice for one month); otherwise the day after the subscription
 * ends, never before 2025-05-01 and never in the past (contracts firstChargeDate).
 */
export function expectedDateStart(
  account: Pick<InternalAccount, 'subscriptionEndsAt'>,
  sub: SubscriptionRow | undefined,
  today: string,
): string {
  const next =
    sub && (sub.state === 'active' || sub.state === 'pending') ? dateOnly(sub.next_charge_date) : null
  if (next && next >= today) return next
  return firstChargeDate(account.subscriptionEndsAt, today)
}

/** The card form's first-charge date is no longer the server's (a refresh shows the new one). */
function firstChargeMoved(expected: string): AppError {
  const [y, m, d] = expected.split('-')
  return fieldsError([fieldErrorOf('dateStart', 'charge_date_changed', { date: `${d}/${m}/${y?.slice(2)}` })])
}

function paymentView(row: PaymentRow): Payment {
  const valid = Boolean(row.valid)
  return {
    id: Number(row.id),
    date: dateOnly(row.charge_date) ?? '',
    amount: Number(row.amount),
    status: valid ? 'paid' : 'declined',
    description: valid ? null : row.description,
    receiptUrl: valid ? row.document_url : null,
    cardLastDigits: row.card_last_digits,
  }
}

export function createSubscriptionsService(core: BillingCore & { chargeLimiter: RateLimiterRedis }) {
  const repo = (db: Knex | Knex.Transaction = core.db) => billingRepo(db)
  const today = () => israelDate(core.now())

  /** Paid time for a recorded charge, once per provider payment id. */
  async function creditPayment(row: PaymentRow): Promise<User> {
    const user = await core.auth.credit(row.account_id, {
      ref: `payment:${row.provider_payment_id}`,
      subscriptionType: PAID_SUBSCRIPTION_TYPE,
      paidThrough: paidThroughAfterCharge(dateOnly(row.charge_date) ?? today()).toISOString(),
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
    return { row, inserted }
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
    await core.db.transaction(async (trx) => {
      await billingRepo(trx).saveSubscription(
        {
          account_id: attempt.account_id,
          state: 'active',
          customer_id: created.customerId,
          recurring_item_id: created.recurringItemId,
          card_last_digits: created.payment?.cardLastDigits ?? null,
          price: attempt.amount,
          next_charge_date: created.payment ? addMonths(created.payment.date || dateStart, 1) : dateStart,
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

  /** What a repeated attempt (the same Idempotency-Key) answers: the first answer again, never a second charge. */
  async function answerFor(attempt: AttemptRow): Promise<User> {
    switch (attempt.state) {
      case 'succeeded':
        return core.auth.user(attempt.account_id)
      case 'declined':
        throw new AppError(
          'payment_declined',
          attempt.error_message ? { message: attempt.error_message } : {},
        )
      case 'failed':
        throw new AppError('payment_provider_unavailable')
      default:
        throw new AppError('payment_pending')
    }
  }

  async function openAttempt(account: InternalAccount, key: string, dateStart: string): Promise<AttemptRow> {
    try {
      const [id] = await core.db('charge_attempts').insert({
        account_id: account.id,
        idempotency_key: key,
        open_account_id: account.id,
        state: 'in_flight',
        date_start: dateStart,
        amount: account.price,
        created_at: core.now(),
      })
      const attempt = await repo().attempt(Number(id))
      if (!attempt) throw new Error('attempt not stored')
      return attempt
    } catch (err) {
      if (!isDuplicateKey(err)) throw err
      // The same key at the same moment (a double click): that attempt answers. Another key: one is already open.
      const same = await repo().attemptByKey(account.id, key)
      if (same) return answerFor(same).then(() => same)
      throw new AppError('payment_pending')
    }
  }

  return {
    creditPayment,
    creditAttempt,
    recordPayment,
    settleCreated,

    /** POST /api/users/createRecurringCharge: a monthly charge of the account's price from a card token. */
    async subscribe(accountId: number, input: PaymentMethodPayload, idempotencyKey: string): Promise<User> {
      const earlier = await repo().attemptByKey(accountId, idempotencyKey)
      if (earlier) return answerFor(earlier)
      const account = await core.auth.account(accountId)
      if (account.isGuest || account.isDemoGuest) throw new AppError('guest_cannot_pay')
      const expected = expectedDateStart(account, await repo().subscription(accountId), today())
      if (input.dateStart !== expected) throw firstChargeMoved(expected)
      await consumeOrReject(core.chargeLimiter, String(accountId))
      const attempt = await openAttempt(account, idempotencyKey, expected)
      if (attempt.state !== 'in_flight' || attempt.settled_at) return answerFor(attempt)
      // Holding the account's one open attempt, the date again: a payment that settled since the check
      // above moved it, and this one must not charge the same month a second time.
      const sub = await repo().subscription(accountId)
      const current = expectedDateStart(account, sub, today())
      if (current !== expected) {
        await repo().dropAttempt(attempt.id)
        throw firstChargeMoved(current)
      }

      let outcome: ChargeOutcome
      try {
        outcome = await core.provider.createRecurringCharge({
          customer: {
            ...customerRefOf(accountId, sub?.customer_id ?? null),
            name: account.synagogueName || account.contactName,
            email: account.email,
            phone: account.phone,
          },
          singleUseToken: input.SingleUseToken,
          itemName: PLAN_ITEM_NAME,
          unitPrice: account.price,
          dateStart: expected,
          description: attemptTag(attempt.id),
        })
      } catch (err) {
        if (err instanceof ProviderUnknown) {
          // The charge may exist: the attempt stays open (no second charge can start) until the reconcile asks the provider.
          core.log.warn(
            { err, accountId, attemptId: attempt.id },
            'card provider did not answer; the reconcile will settle the attempt',
          )
          await repo().updateAttempt(attempt.id, { state: 'unknown' })
          throw new AppError('payment_pending')
        }
        const message = err instanceof ProviderError ? err.message : String(err)
        core.log.error({ err, accountId, attemptId: attempt.id }, 'card provider refused the request')
        await repo().updateAttempt(attempt.id, {
          state: 'failed',
          open_account_id: null,
          error_message: message.slice(0, 500),
          settled_at: core.now(),
        })
        throw new AppError('payment_provider_unavailable')
      }

      if (outcome.kind === 'declined') {
        if (outcome.payment) await recordPayment(accountId, outcome.payment)
        await repo().updateAttempt(attempt.id, {
          state: 'declined',
          open_account_id: null,
          error_message: outcome.message.slice(0, 500),
          settled_at: core.now(),
        })
        throw new AppError('payment_declined', { message: outcome.message })
      }
      try {
        return await settleCreated(attempt, outcome)
      } catch (err) {
        // The card was charged; crediting is retried by the reconcile until auth takes it.
        core.log.error(
          { err, accountId, attemptId: attempt.id },
          'charge made but the account was not extended yet',
        )
        throw new AppError('payment_credit_late')
      }
    },

    async view(accountId: number): Promise<Subscription> {
      const account = await core.auth.account(accountId)
      const sub = await repo().subscription(accountId)
      return {
        state: sub?.state ?? 'none',
        maxPeople: account.maxPeople,
        price: account.price,
        subscriptionType: account.subscriptionType,
        subscriptionEndsAt: account.subscriptionEndsAt,
        nextChargeDate:
          sub && sub.state !== 'cancelled' && sub.state !== 'failed' ? dateOnly(sub.next_charge_date) : null,
        firstChargeDate: expectedDateStart(account, sub, today()),
        cardLastDigits: sub?.card_last_digits ?? null,
        startedAt: isoOrNull(sub?.started_at),
        cancelledAt: isoOrNull(sub?.cancelled_at),
      }
    },

    async payments(accountId: number): Promise<Payment[]> {
      return (await repo().payments(accountId)).map(paymentView)
    },

    /** No further charges; the paid time is kept. */
    async cancel(accountId: number): Promise<Subscription> {
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
      await repo().updateSubscription(
        accountId,
        { state: 'cancelled', cancelled_at: now, next_charge_date: null },
        now,
      )
      return this.view(accountId)
    },
  }
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>
