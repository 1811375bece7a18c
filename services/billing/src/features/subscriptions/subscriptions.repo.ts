import { isoOrNull, type Knex } from '@seats/kit'
import type { SubscriptionState } from '@seats/contracts'

export interface SubscriptionRow {
  account_id: number
  state: Exclude<SubscriptionState, 'none'>
  customer_id: string | null
  recurring_item_id: string | null
  card_last_digits: string | null
  /** "MM/YY". */
  card_expiry: string | null
  card_expiry_noticed?: string | null
  price: string | number
  /** Months one charge pays for (1, or 12 for a yearly plan); absent before the column existed. */
  period_months?: number
  next_charge_date: string | Date | null
  started_at: Date | null
  cancelled_at: Date | null
  checked_at: Date | null
  created_at: Date
  updated_at: Date
}

export type AttemptState = 'in_flight' | 'unknown' | 'succeeded' | 'declined' | 'failed'

export interface AttemptRow {
  id: number
  account_id: number
  idempotency_key: string
  open_account_id: number | null
  state: AttemptState
  date_start: string | Date
  amount: string | number
  period_months?: number
  customer_id: string | null
  recurring_item_id: string | null
  error_message: string | null
  credited_at: Date | null
  created_at: Date
  settled_at: Date | null
}

export interface PaymentRow {
  id: number
  account_id: number
  provider_payment_id: string
  recurring_item_id: string | null
  charge_date: string | Date
  amount: string | number
  valid: number | boolean
  description: string | null
  document_url: string | null
  card_last_digits: string | null
  credited_at: Date | null
  created_at: Date
}

/** DATE columns come back as Date objects at UTC midnight (the kit's connection is in UTC): one YYYY-MM-DD either way. */
export function dateOnly(value: string | Date | null): string | null {
  if (value === null) return null
  return typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10)
}

export { isoOrNull }

export function billingRepo(db: Knex | Knex.Transaction) {
  return {
    subscription(accountId: number): Promise<SubscriptionRow | undefined> {
      return db<SubscriptionRow>('subscriptions').where({ account_id: accountId }).first()
    },
    async updateSubscription(accountId: number, fields: Partial<SubscriptionRow>, now: Date): Promise<void> {
      await db('subscriptions')
        .where({ account_id: accountId })
        .update({ ...fields, updated_at: now })
    },
    /** Creates or replaces the account's subscription (every column a new one needs). */
    async saveSubscription(
      row: Omit<SubscriptionRow, 'created_at' | 'updated_at' | 'checked_at'> & { checked_at?: Date | null },
      now: Date,
    ): Promise<void> {
      await db('subscriptions')
        .insert({ created_at: now, ...row, updated_at: now })
        .onConflict('account_id')
        .merge({ ...row, updated_at: now })
    },
    attemptByKey(accountId: number, key: string): Promise<AttemptRow | undefined> {
      return db<AttemptRow>('charge_attempts').where({ account_id: accountId, idempotency_key: key }).first()
    },
    attempt(id: number): Promise<AttemptRow | undefined> {
      return db<AttemptRow>('charge_attempts').where({ id }).first()
    },
    async updateAttempt(id: number, fields: Partial<AttemptRow>): Promise<void> {
      await db('charge_attempts').where({ id }).update(fields)
    },
    /** An attempt that never reached the provider: as if it had not been made (its key may come again). */
    async dropAttempt(id: number): Promise<void> {
      await db('charge_attempts').where({ id, state: 'in_flight' }).delete()
    },
    /** Every account's payments since a day, newest first. */
    paymentsSince(date: string): Promise<PaymentRow[]> {
      return db<PaymentRow>('payments')
        .where('charge_date', '>=', date)
        .orderBy([
          { column: 'charge_date', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
    },
    payments(accountId: number): Promise<PaymentRow[]> {
      return db<PaymentRow>('payments')
        .where({ account_id: accountId })
        .orderBy([
          { column: 'charge_date', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
    },
    /** Records a provider payment once; answers whether it was new. */
    async recordPayment(row: Omit<PaymentRow, 'id' | 'credited_at'>): Promise<boolean> {
      const inserted = await db('payments').insert(row).onConflict('provider_payment_id').ignore()
      return Number((inserted as unknown as number[])[0] ?? 0) > 0
    },
    /** Months a new charge pays for: the account's chosen period (a yearly plan: 12). */
    async chosenPeriodMonths(accountId: number): Promise<number> {
      const row = await db('account_plans').where({ account_id: accountId }).first('period')
      return row?.period === 'yearly' ? 12 : 1
    },
    payment(providerPaymentId: string): Promise<PaymentRow | undefined> {
      return db<PaymentRow>('payments').where({ provider_payment_id: providerPaymentId }).first()
    },
  }
}
