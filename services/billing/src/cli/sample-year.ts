import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import { addDays, israelDate } from '@seats/contracts'
import type { Knex } from '@seats/kit'
import { plansRepo } from '../features/plans'
import { LIVE_ITEM_STATUSES, type CardProvider, type ProviderPayment } from '../features/provider'
import {
  billingRepo,
  cardExpiryText,
  customerRefOf,
  israelMidnight,
  type SubscriptionRow,
} from '../features/subscriptions'

/** One paying sample synagogue: its account, and what the provider's items do not tell. */
const sampleSubscriptionSchema = z.object({
  accountId: z.number().int().positive(),
  /** Months one charge pays for: 1, or 12 on a yearly plan. */
  periodMonths: z.union([z.literal(1), z.literal(12)]),
  /** When the warden cancelled (the provider keeps only that it was). */
  cancelledAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((v) => (v ? new Date(v) : null)),
})
export type SampleSubscriptionInput = z.infer<typeof sampleSubscriptionSchema>

export const sampleYearFileSchema = z.object({ accounts: z.array(sampleSubscriptionSchema).max(1000) })

/** The file given to `cli sample-year --file`, checked; a problem names the account and field. */
export async function readSampleYear(file: string): Promise<SampleSubscriptionInput[]> {
  const parsed = sampleYearFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')))
  if (!parsed.success)
    throw new Error(
      `${file}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    )
  return parsed.data.accounts
}

/** A customer's recurring items as the provider lists them. */
type ProviderItems = NonNullable<Awaited<ReturnType<CardProvider['listRecurringItems']>>>

export interface SampleYearResult {
  /** Accounts whose subscription and payments were written now. */
  written: number[]
  /** Accounts that had a subscription already: left as they are. */
  skipped: number[]
  /** Accounts the provider has no recurring charge for: nothing to write. */
  missing: number[]
  payments: number
}

const stateOf = (status: number): SubscriptionRow['state'] =>
  LIVE_ITEM_STATUSES.has(status) ? 'active' : status === 3 ? 'failed' : 'cancelled'

/**
 * Billing's records of sample synagogues whose history the card provider already holds: for each account
 * with no subscription yet, its recurring charge and every payment as the provider reports them (through
 * the same adapter the reconcile reads), written as the reconcile would have left them. Their paid time is
 * auth's already, so every valid payment is marked credited: the reconcile finds nothing to do.
 */
export async function writeSampleYear(
  core: { db: Knex; provider: CardProvider; now: () => Date },
  accounts: readonly SampleSubscriptionInput[],
): Promise<SampleYearResult> {
  const result: SampleYearResult = { written: [], skipped: [], missing: [], payments: 0 }
  const todo: Array<SampleSubscriptionInput & { items: ProviderItems }> = []
  for (const account of accounts) {
    if (await billingRepo(core.db).subscription(account.accountId)) {
      result.skipped.push(account.accountId)
      continue
    }
    const items = await core.provider.listRecurringItems(customerRefOf(account.accountId, null))
    if (!items?.length) result.missing.push(account.accountId)
    else todo.push({ ...account, items })
  }
  if (!todo.length) return result

  const now = core.now()
  const starts = todo.flatMap((a) => a.items.map((i) => i.dateStart ?? israelDate(now)))
  const payments = await allPayments(core.provider, starts.sort()[0]!, addDays(israelDate(now), 400))
  for (const account of todo) {
    // The latest recurring charge is the one that counts (a sample has one).
    const item = account.items.at(-1)!
    const itemIds = new Set(account.items.map((i) => i.id))
    const own = payments.filter((p) => p.recurringItemId !== null && itemIds.has(p.recurringItemId))
    const ref = customerRefOf(account.accountId, null)
    const card = await core.provider.savedCard(ref)
    const state = stateOf(item.status)
    await core.db.transaction(async (trx) => {
      await billingRepo(trx).saveSubscription(
        {
          account_id: account.accountId,
          state,
          customer_id: own.find((p) => p.customerId)?.customerId ?? null,
          recurring_item_id: item.id,
          card_last_digits: card?.lastDigits ?? own.at(-1)?.cardLastDigits ?? null,
          card_expiry: card ? cardExpiryText(card) : null,
          price: item.unitPrice,
          period_months: account.periodMonths,
          next_charge_date: item.nextBilling,
          // The card was given on the day of the first charge.
          started_at: israelMidnight(item.dateStart ?? israelDate(now)),
          cancelled_at: state === 'cancelled' ? (account.cancelledAt ?? now) : null,
          checked_at: now,
        },
        now,
      )
      for (const p of own) {
        await trx('payments')
          .insert({
            account_id: account.accountId,
            provider_payment_id: p.id,
            recurring_item_id: p.recurringItemId,
            charge_date: p.date,
            amount: p.amount,
            valid: p.valid,
            description: p.description,
            document_url: p.documentUrl,
            card_last_digits: p.cardLastDigits,
            // Auth already holds the paid time these bought.
            credited_at: p.valid ? now : null,
            created_at: now,
          })
          .onConflict('provider_payment_id')
          .ignore()
      }
      // A yearly plan is the account's chosen period too (what its next card would pay for).
      if (account.periodMonths === 12)
        await plansRepo(trx).saveAccountPlan(account.accountId, { period: 'yearly' }, now)
    })
    result.written.push(account.accountId)
    result.payments += own.length
  }
  return result
}

/** Every payment the provider made between two days, page by page. */
async function allPayments(provider: CardProvider, from: string, to: string): Promise<ProviderPayment[]> {
  const all: ProviderPayment[] = []
  for (let startIndex = 0; ;) {
    const { payments, hasNextPage } = await provider.listPayments({ from, to, startIndex })
    all.push(...payments)
    if (!hasNextPage || payments.length === 0) return all
    startIndex += payments.length
  }
}
