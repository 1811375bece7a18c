import { addMonths, israelDate, type BillingStats } from '@seats/contracts'
import type { Knex } from '@seats/kit'

/** Months the admin's billing charts cover, the current one included. */
export const STATS_MONTHS = 12

/** A plan charge as recurring revenue: an equal share for each month it pays for (YYYY-MM). */
export function recurringShares(
  chargeMonth: string,
  amount: number,
  periodMonths: number,
): Array<{ month: string; amount: number }> {
  const span = Math.max(1, periodMonths)
  return Array.from({ length: span }, (_, i) => ({
    month: addMonths(`${chargeMonth}-01`, i).slice(0, 7),
    amount: amount / span,
  }))
}

/**
 * The admin's money figures: per Israel month, what was charged, how many accounts paid, how many renewals
 * were declined, how many subscriptions were cancelled or ran out, the recurring revenue earned and the
 * churn; and the monthly recurring revenue now (the price of every running subscription).
 */
export async function billingStats(db: Knex, now: Date): Promise<BillingStats> {
  const thisMonth = `${israelDate(now).slice(0, 7)}-01`
  const first = addMonths(thisMonth, -(STATS_MONTHS - 1))
  const month = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d)).slice(0, 7)
  // A yearly charge pays for the eleven months after its own: read far enough back to spread it.
  const payments = (await db('payments as p')
    .leftJoin('subscriptions as s', 's.account_id', 'p.account_id')
    .where('p.charge_date', '>=', addMonths(first, -11))
    .select(
      'p.account_id',
      'p.charge_date',
      'p.amount',
      'p.valid',
      'p.recurring_item_id',
      's.period_months',
    )) as Array<{
    account_id: number
    charge_date: Date | string
    amount: string | number
    valid: number | boolean
    recurring_item_id: string | null
    period_months: number | null
  }>
  // A subscription that failed ran out with its last declined charge.
  const lapses = (await db('subscriptions as s')
    .join('payments as p', 'p.account_id', 's.account_id')
    .where('s.state', 'failed')
    .where('p.valid', false)
    .groupBy('s.account_id')
    .max({ declined_on: 'p.charge_date' })) as Array<{ declined_on: Date | string }>
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
    lapsed: 0,
    mrr: 0,
    churnRate: null as number | null,
  }))
  const byMonth = new Map(months.map((m) => [m.month, m]))
  const payers = new Map<string, Set<number>>()
  for (const p of payments) {
    // An upgrade's difference is no recurring revenue; a plan charge is.
    if (p.valid && p.recurring_item_id)
      for (const share of recurringShares(month(p.charge_date), Number(p.amount), p.period_months ?? 1)) {
        const row = byMonth.get(share.month)
        if (row) row.mrr += share.amount
      }
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
  for (const l of lapses) {
    const row = byMonth.get(month(l.declined_on))
    if (row) row.lapsed++
  }
  months.forEach((row, i) => {
    row.mrr = Math.round(row.mrr * 100) / 100
    const before = months[i - 1]?.paying ?? 0
    row.churnRate = before > 0 ? (row.cancelled + row.lapsed) / before : null
  })
  return {
    months,
    mrr: running.reduce((sum, s) => sum + Number(s.price), 0),
    running: running.length,
  }
}
