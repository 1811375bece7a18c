import { discounted, type Coupon, type CouponInput } from '@seats/contracts'
import type { Knex } from '@seats/kit'

interface CouponRow {
  id: number
  account_id: number
  kind: Coupon['kind']
  percent: number | null
  months: number | null
  charges_left: number
  granted_by: number | null
  created_at: Date
}

const couponOf = (r: CouponRow): Coupon => ({
  id: Number(r.id),
  kind: r.kind,
  percent: r.percent === null ? null : Number(r.percent),
  chargesLeft: r.kind === 'percent' ? Number(r.charges_left) : null,
  months: r.months === null ? null : Number(r.months),
  createdAt: new Date(r.created_at).toISOString(),
})

/** An account's coupons: the percent one in use (oldest first) sets the price of its next charges. */
export function couponsRepo(db: Knex | Knex.Transaction) {
  const activePercent = (accountId: number) =>
    db<CouponRow>('coupons')
      .where({ account_id: accountId, kind: 'percent' })
      .where('charges_left', '>', 0)
      .orderBy('id')
      .first()
  return {
    async add(accountId: number, input: CouponInput, grantedBy: number, now: Date): Promise<Coupon> {
      const [id] = await db('coupons').insert({
        account_id: accountId,
        kind: input.kind,
        percent: input.kind === 'percent' ? input.percent : null,
        months: input.kind === 'months_free' ? input.months : null,
        charges_left: input.kind === 'percent' ? input.charges : 0,
        granted_by: grantedBy,
        created_at: now,
      })
      return couponOf(
        (await db<CouponRow>('coupons')
          .where({ id: Number(id) })
          .first())!,
      )
    },
    async list(accountId: number): Promise<Coupon[]> {
      return (await db<CouponRow>('coupons').where({ account_id: accountId }).orderBy('id', 'desc')).map(
        couponOf,
      )
    },
    /** The price a charge of `base` bills now: less the percent coupon in use. */
    async priceOf(accountId: number, base: number): Promise<number> {
      const coupon = await activePercent(accountId)
      return coupon?.percent ? discounted(base, Number(coupon.percent)) : base
    },
    /** A discounted charge was made: one fewer left. Answers whether the discount just ran out. */
    async useCharge(accountId: number): Promise<boolean> {
      const coupon = await activePercent(accountId)
      if (!coupon) return false
      await db('coupons').where({ id: coupon.id }).decrement('charges_left', 1)
      return Number(coupon.charges_left) === 1
    },
  }
}
