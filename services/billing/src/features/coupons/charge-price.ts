import { planPrice, type BillingPeriod } from '@seats/contracts'
import type { Knex } from '@seats/kit'
import { couponsRepo } from './coupons.repo'

/** The price a running charge bills from its next charge: a waiting downgrade's, else null (the account's own). */
export async function scheduledPriceOf(db: Knex, accountId: number): Promise<number | null> {
  const mine = await db('account_plans')
    .where({ account_id: accountId })
    .first<{ scheduled_plan_id: number | null; scheduled_period: BillingPeriod | null } | undefined>(
      'scheduled_plan_id',
      'scheduled_period',
    )
  if (!mine?.scheduled_plan_id) return null
  const plan = await db('plans')
    .where({ id: mine.scheduled_plan_id })
    .first<{ monthly_price: string; yearly_price: string } | undefined>('monthly_price', 'yearly_price')
  if (!plan) return null
  return planPrice(
    { monthlyPrice: Number(plan.monthly_price), yearlyPrice: Number(plan.yearly_price) },
    mine.scheduled_period ?? 'monthly',
  )
}

/**
 * What the account's next charge bills: its plan's price (a waiting downgrade's, once chosen), less the
 * percent coupon in use. Every path that sets the provider's price asks this, so none undoes another.
 */
export async function chargePriceOf(db: Knex, accountId: number, accountPrice: number): Promise<number> {
  return couponsRepo(db).priceOf(accountId, (await scheduledPriceOf(db, accountId)) ?? accountPrice)
}
