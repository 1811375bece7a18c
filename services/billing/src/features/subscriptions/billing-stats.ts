import { addMonths, israelDate, type BillingStats } from '@seats/contracts'
import type { Knex } from '@seats/kit'

/** Months the admin's billing charts cover, the current one included. */
export const STATS_MONTHS = 12

/**
 * The admin's money figures: per Israel month, what was charged, how many accounts paid, how many renewals
 * were declined and how many subscriptions were cancelled; and the monthly recurring revenue now (the
 * price of every running subscription).
 */
export async function billingStats(db: Knex, now: Date): Promise<BillingStats> {
  const thisMonth = `${israelDate(now).slice(0, 7)}-01`
  const first = addMonths(thisMonth, -(STATS_MONTHS - 1))
  const month = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d)).slice(0, 7)
  const payments = (await db('payments')
    .where('charge_date', '>=', first)
    .select('account_id', 'charge_date', 'amount', 'valid')) as Array<{
    account_id: number
    charge_date: Date | string
    amount: string | number
    valid: number | boolean
  }>
  const cancellations = (await db('subscriptions')
    .whereNotNull('cancelled_at')
    .where('cancelled_at', '>=', new Date(`${first}T00:00:00Z`))
    .select('cancelled_at')) as Array<{ cancelled_at: Date }>
  const running = (await db('subscriptions')
    .whereIn('state', ['active', 'pending'])
    .select('price')) as Array<{ price: string | number }>

  const months = Array.from({ length: STATS_MONTHS }, (_, i) => ({
    month: addMonths(first, i).slice(0, 7),
    revenue: 0,
    paying: 0,
    declined: 0,
    cancelled: 0,
  }))
  const byMonth = new Map(months.map((m) => [m.month, m]))
  const payers = new Map<string, Set<number>>()
  for (const p of payments) {
    const row = byMonth.get(month(p.charge_date))
    if (!row) continue
    if (!p.valid) {
      row.declined++
      continue
    }
    row.revenue += Number(p.amount)
    const set = payers.get(row.month) ?? new Set<number>()
    set.add(Number(p.account_id))
    payers.set(row.month, set)
  }
  for (const row of months) row.paying = payers.get(row.month)?.size ?? 0
  for (const c of cancellations) {
    const row = byMonth.get(israelDate(new Date(c.cancelled_at)).slice(0, 7))
    if (row) row.cancelled++
  }
  return {
    months,
    mrr: running.reduce((sum, s) => sum + Number(s.price), 0),
    running: running.length,
  }
}
