import {
  PAID_SUBSCRIPTION_TYPE,
  addDays,
  addMonths,
  israelDate,
  type Coupon,
  type CouponInput,
} from '@seats/contracts'
import { AppError, type Knex, type Logger } from '@seats/kit'
import type { AuthClient } from '../../platform/auth-client'
import { chargePriceOf, couponsRepo } from '../coupons'
import type { CardProvider } from '../provider'
import { billingRepo, customerRefOf, dateOnly, israelMidnight } from '../subscriptions'

/**
 * An admin's coupon for one account. A percent off: the running charge bills the discount from its next
 * charge (a first charge is made at it), for as many charges as granted. Months free: the next charge
 * and the paid time move by those months (an account not billed yet gets the time). Audited in auth.
 */
export function createCouponsService(core: {
  db: Knex
  provider: CardProvider
  auth: AuthClient
  log: Logger
  now: () => Date
}) {
  const today = () => israelDate(core.now())

  return {
    list: (accountId: number) => couponsRepo(core.db).list(accountId),

    async grant(adminId: number, accountId: number, input: CouponInput): Promise<Coupon> {
      const account = await core.auth.account(accountId)
      const coupon = await couponsRepo(core.db).add(accountId, input, adminId, core.now())
      const sub = await billingRepo(core.db).subscription(accountId)
      const next = sub ? dateOnly(sub.next_charge_date) : null
      const running =
        sub && sub.recurring_item_id && next && (sub.state === 'active' || sub.state === 'pending')
          ? sub
          : null
      try {
        if (input.kind === 'percent' && running) {
          const price = await chargePriceOf(core.db, accountId, account.price)
          await core.provider.updateRecurringPrice(
            customerRefOf(accountId, running.customer_id),
            running.recurring_item_id!,
            price,
          )
          await billingRepo(core.db).updateSubscription(accountId, { price }, core.now())
        }
        if (input.kind === 'months_free') {
          let paidUntil: string
          if (running && next) {
            paidUntil = addMonths(next, input.months)
            await core.provider.moveNextCharge(
              customerRefOf(accountId, running.customer_id),
              running.recurring_item_id!,
              paidUntil,
            )
            await billingRepo(core.db).updateSubscription(
              accountId,
              { next_charge_date: paidUntil },
              core.now(),
            )
          } else {
            // Not billed yet: the months go on after the time the account already has.
            const ends = account.subscriptionEndsAt
              ? israelDate(new Date(account.subscriptionEndsAt))
              : today()
            paidUntil = addMonths(ends > today() ? ends : today(), input.months)
          }
          await core.auth.credit(accountId, {
            ref: `coupon:${coupon.id}`,
            subscriptionType: running ? PAID_SUBSCRIPTION_TYPE : account.subscriptionType,
            paidThrough: israelMidnight(addDays(paidUntil, 1)).toISOString(),
          })
        }
      } catch (err) {
        core.log.error({ err, accountId, couponId: coupon.id }, 'coupon not applied at the card provider')
        await core.db('coupons').where({ id: coupon.id }).delete()
        throw new AppError('payment_provider_unavailable')
      }
      await core.auth.billingChange(accountId, {
        action: 'billing.coupon',
        actorId: adminId,
        plan: null,
        detail: {
          couponId: coupon.id,
          kind: input.kind,
          percent: input.kind === 'percent' ? input.percent : null,
          charges: input.kind === 'percent' ? input.charges : null,
          months: input.kind === 'months_free' ? input.months : null,
        },
      })
      return coupon
    },
  }
}
export type CouponsService = ReturnType<typeof createCouponsService>
