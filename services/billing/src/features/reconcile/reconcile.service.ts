import { addDays, addMonths, israelDate, type ReconcileResult } from '@seats/contracts'
import {
  noticeExpiringCards,
  noticeLapsingAccounts,
  paymentSettledText,
  renewalDeclinedText,
  sendBillingMail,
} from '../billing-mail'
import type { Knex } from '@seats/kit'
import { LIVE_ITEM_STATUSES, type ProviderPayment } from '../provider'
import {
  type AttemptRow,
  attemptTag,
  type BillingCore,
  billingRepo,
  customerRefOf,
  dateOnly,
  type SubscriptionRow,
  type SubscriptionsService,
} from '../subscriptions'

/** An attempt whose answer never came is looked up after this long (a request may still be under way). */
const ANSWER_WAIT_MS = 60_000
/** An attempt the provider still does not know after this long never reached it. */
const GIVE_UP_MS = 15 * 60_000
/** Payments are read again a few days back, in case the provider dates one late. */
const PAYMENT_OVERLAP_DAYS = 3
/** A running subscription is compared with the provider at least this often. */
const CHECK_EVERY_MS = 20 * 3_600_000
const CURSOR = 'payments_read_from'
const MAX_PAGES = 200

const CANCELLED_STATUSES: ReadonlySet<number> = new Set([1, 9, 13])
const FAILED_STATUS = 3

/**
 * Brings our records in line with the provider's, safe to run any number of times at once or in a row:
 * open attempts are settled by asking (never by charging again), every charge the provider made is
 * recorded once by its payment id and extends the account once, and each account keeps one recurring charge.
 */
export function createReconcileService(core: BillingCore, subscriptions: SubscriptionsService) {
  const repo = () => billingRepo(core.db)

  /** The open page heard it (paymentSettled); the email reaches a warden who left it. Once per attempt. */
  const mailSettled = (attemptId: number, accountId: number, outcome: 'paid' | 'declined') =>
    sendBillingMail(core, accountId, `settled:${attemptId}`, (a) =>
      paymentSettledText(a, outcome, `${core.appUrl}/subscription?pay=1`),
    )

  async function settleOpenAttempts(): Promise<number> {
    const now = core.now().getTime()
    const open = await core
      .db<AttemptRow>('charge_attempts')
      .whereIn('state', ['in_flight', 'unknown'])
      .where('created_at', '<', new Date(now - ANSWER_WAIT_MS))
    let settled = 0
    for (const attempt of open) {
      const sub = await repo().subscription(attempt.account_id)
      const items = await core.provider.listRecurringItems(
        customerRefOf(attempt.account_id, sub?.customer_id ?? null),
      )
      const found = items?.find((i) => i.description?.includes(attemptTag(attempt.id)))
      if (found && LIVE_ITEM_STATUSES.has(found.status)) {
        // The customer's own id arrives with its first payment (syncPayments) when we only knew our external id.
        await subscriptions.settleCreated(attempt, {
          kind: 'created',
          customerId: sub?.customer_id ?? null,
          recurringItemId: found.id,
          payment: null,
        })
        core.realtime.emit(attempt.account_id, 'paymentSettled', { outcome: 'paid' })
        await mailSettled(attempt.id, attempt.account_id, 'paid')
        settled++
      } else if (found || now - attempt.created_at.getTime() > GIVE_UP_MS) {
        // Declined (no live item) or never reached the provider: the account may try again.
        await repo().updateAttempt(attempt.id, {
          state: found ? 'declined' : 'failed',
          open_account_id: null,
          error_message: found ? 'העסקה לא אושרה' : 'the card provider has no charge for this attempt',
          settled_at: core.now(),
        })
        core.realtime.emit(attempt.account_id, 'paymentSettled', { outcome: found ? 'declined' : 'failed' })
        if (found) await mailSettled(attempt.id, attempt.account_id, 'declined')
        settled++
      }
    }
    return settled
  }

  async function readPayments(today: string): Promise<ProviderPayment[]> {
    const cursor = (await core.db('billing_state').where({ name: CURSOR }).first('value'))?.value as
      string | undefined
    const earliest = await core.db('charge_attempts').min({ d: 'date_start' }).first()
    const from = addDays(cursor ?? dateOnly(earliest?.d ?? null) ?? today, -PAYMENT_OVERLAP_DAYS)
    // The provider dates renewals on their charge day; a wide end keeps every charge already made in view.
    const to = addDays(today, 400)
    const all: ProviderPayment[] = []
    for (let page = 0, startIndex = 0; page < MAX_PAGES; page++) {
      const { payments, hasNextPage } = await core.provider.listPayments({ from, to, startIndex })
      all.push(...payments)
      if (!hasNextPage || payments.length === 0) break
      startIndex += payments.length
    }
    return all
  }

  async function syncPayments(): Promise<{ recorded: number; failed: number }> {
    const today = israelDate(core.now())
    const payments = await readPayments(today)
    const subs = await core.db<SubscriptionRow>('subscriptions').select()
    const byItem = new Map<string, number>()
    const byCustomer = new Map<string, number>()
    for (const s of subs) {
      if (s.recurring_item_id) byItem.set(s.recurring_item_id, s.account_id)
      if (s.customer_id) byCustomer.set(s.customer_id, s.account_id)
    }
    const attempts = await core
      .db<AttemptRow>('charge_attempts')
      .whereNotNull('recurring_item_id')
      .select('account_id', 'recurring_item_id')
    for (const a of attempts)
      if (a.recurring_item_id && !byItem.has(a.recurring_item_id))
        byItem.set(a.recurring_item_id, a.account_id)

    let recorded = 0
    let failed = 0
    let latest = ''
    for (const p of payments) {
      const accountId =
        (p.recurringItemId && byItem.get(p.recurringItemId)) ||
        (p.customerId && byCustomer.get(p.customerId)) ||
        null
      if (!accountId) continue
      if (p.date > latest) latest = p.date
      if (await repo().payment(p.id)) continue
      // Two reconciles at once (two instances, a retry): the one that inserts it counts it and acts on it.
      if (!(await subscriptions.recordPayment(accountId, p)).inserted) continue
      recorded++
      const sub = subs.find((s) => s.account_id === accountId)
      if (
        !sub ||
        !p.recurringItemId ||
        p.recurringItemId !== sub.recurring_item_id ||
        sub.state === 'cancelled'
      )
        continue
      const now = core.now()
      if (p.valid) {
        const next = addMonths(p.date, sub.period_months ?? 1)
        await repo().updateSubscription(
          accountId,
          {
            state: 'active',
            next_charge_date: next,
            card_last_digits: p.cardLastDigits ?? sub.card_last_digits,
          },
          now,
        )
        if (!sub.customer_id && p.customerId)
          await repo().updateSubscription(accountId, { customer_id: p.customerId }, now)
      } else {
        // The end date stays where it is: the account runs out when it passes (status 2).
        await repo().updateSubscription(accountId, { state: 'failed' }, now)
        await sendBillingMail(core, accountId, `declined:${p.id}`, (account) =>
          renewalDeclinedText(
            account,
            { amount: p.amount, date: p.date, reason: p.description },
            `${core.appUrl}/subscription?pay=1`,
          ),
        )
        failed++
      }
    }
    const readUpTo = latest && latest < today ? latest : today
    await core.db('billing_state').insert({ name: CURSOR, value: readUpTo }).onConflict('name').merge()
    return { recorded, failed }
  }

  /** Next charge dates, cancellations and failures as the provider sees them; a superseded recurring charge is cancelled. */
  async function refreshSubscriptions(): Promise<number> {
    const now = core.now()
    const today = israelDate(now)
    const due = await core
      .db<SubscriptionRow>('subscriptions')
      .whereIn('state', ['active', 'failed', 'pending'])
      .where((q: Knex.QueryBuilder) =>
        q
          .whereNull('checked_at')
          .orWhere('checked_at', '<', new Date(now.getTime() - CHECK_EVERY_MS))
          .orWhere('next_charge_date', '<=', today),
      )
    const openTags = (
      await core.db<AttemptRow>('charge_attempts').whereNotNull('open_account_id').select('id')
    ).map((a) => attemptTag(a.id))
    let failed = 0
    for (const sub of due) {
      const ref = customerRefOf(sub.account_id, sub.customer_id)
      const items = await core.provider.listRecurringItems(ref)
      if (!items) continue
      const current = items.find((i) => i.id === sub.recurring_item_id)
      const fields: Partial<SubscriptionRow> = { checked_at: now }
      if (current) {
        fields.next_charge_date = current.nextBilling ?? dateOnly(sub.next_charge_date)
        if (current.status === FAILED_STATUS && sub.state !== 'failed') {
          fields.state = 'failed'
          failed++
        } else if (CANCELLED_STATUSES.has(current.status)) {
          fields.state = 'cancelled'
          fields.cancelled_at = sub.cancelled_at ?? now
        }
      }
      await repo().updateSubscription(sub.account_id, fields, now)
      for (const other of items) {
        const superseded = other.id !== sub.recurring_item_id && LIVE_ITEM_STATUSES.has(other.status)
        if (!superseded || openTags.some((t) => other.description?.includes(t))) continue
        await core.provider
          .cancelRecurringItem(ref, other.id)
          .catch((err: unknown) =>
            core.log.warn(
              { err, accountId: sub.account_id, itemId: other.id },
              'superseded recurring charge not cancelled',
            ),
          )
      }
    }
    return failed
  }

  /** Charges and cards recorded while auth did not answer are credited now (auth keeps each ref once). */
  async function creditPending(): Promise<number> {
    let extended = 0
    const payments = await core.db('payments').where({ valid: true }).whereNull('credited_at').select()
    for (const row of payments) {
      await subscriptions.creditPayment(row)
      extended++
    }
    const attempts = await core
      .db<AttemptRow>('charge_attempts')
      .where({ state: 'succeeded' })
      .whereNull('credited_at')
      .select()
    for (const attempt of attempts) {
      const charged = await core
        .db('payments')
        .where({ recurring_item_id: attempt.recurring_item_id, valid: true })
        .first('id')
      if (charged) {
        // Its charge was credited above: the attempt itself adds nothing.
        await repo().updateAttempt(attempt.id, { credited_at: core.now() })
        continue
      }
      await subscriptions.creditAttempt(attempt)
      extended++
    }
    return extended
  }

  return {
    async run(): Promise<ReconcileResult> {
      const settledAttempts = await settleOpenAttempts()
      const { recorded, failed } = await syncPayments()
      const refreshedFailures = await refreshSubscriptions()
      const accountsExtended = await creditPending()
      await noticeExpiringCards(core, israelDate(core.now()))
      await noticeLapsingAccounts(core, israelDate(core.now()))
      return {
        settledAttempts,
        paymentsRecorded: recorded,
        accountsExtended,
        subscriptionsFailed: failed + refreshedFailures,
      }
    },
  }
}
export type ReconcileService = ReturnType<typeof createReconcileService>
