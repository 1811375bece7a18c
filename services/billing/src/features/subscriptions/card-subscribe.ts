import { israelDate, type InternalAccount, type PaymentMethodPayload, type User } from '@seats/contracts'
import { AppError, consumeOrReject, isDuplicateKey, type Knex, type RateLimiterRedis } from '@seats/kit'
import { payerOf } from '../billing-details'
import { couponsRepo } from '../coupons'
import { ProviderError, ProviderUnknown, type ChargeOutcome } from '../provider'
import { expectedDateStart, firstChargeMoved } from './charge-dates'
import type { ChargeSettlement } from './charge-settlement'
import { attemptTag, customerRefOf, PLAN_ITEM_NAME, YEARLY_PLAN_ITEM_NAME } from './provider-refs'
import { billingRepo, type AttemptRow } from './subscriptions.repo'
import type { BillingCore } from './subscriptions.service'

/** A card given for the plan: one attempt per Idempotency-Key, one open attempt per account, one charge. */
export function cardSubscribe(
  core: BillingCore & { chargeLimiter: RateLimiterRedis },
  settlement: ChargeSettlement,
) {
  const repo = (db: Knex | Knex.Transaction = core.db) => billingRepo(db)
  const today = () => israelDate(core.now())
  const { recordPayment, settleCreated } = settlement

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
        // This very attempt, sent again while the provider's answer is awaited.
        throw new AppError('payment_confirming')
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
        // Less the percent coupon an admin granted.
        amount: await couponsRepo(core.db).priceOf(account.id, account.price),
        // A yearly plan's price pays for twelve months.
        period_months: await repo().chosenPeriodMonths(account.id),
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

      // The receipt names the payer by the billing details when the warden gave them.
      const payer = await payerOf(core.db, account)
      let outcome: ChargeOutcome
      try {
        outcome = await core.provider.createRecurringCharge({
          customer: {
            ...customerRefOf(accountId, sub?.customer_id ?? null),
            name: payer.name,
            email: payer.email,
            phone: account.phone,
          },
          singleUseToken: input.SingleUseToken,
          itemName: attempt.period_months === 12 ? YEARLY_PLAN_ITEM_NAME : PLAN_ITEM_NAME,
          unitPrice: Number(attempt.amount),
          durationMonths: attempt.period_months ?? 1,
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
          throw new AppError('payment_confirming')
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
  }
}
