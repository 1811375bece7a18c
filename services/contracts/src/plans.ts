import { z } from 'zod'
import { schemaText } from './schema-texts'
import { billingAuditActions } from './admin'

/** How often a plan is billed: each month, or once a year at the plan's yearly price. */
export const billingPeriods = ['monthly', 'yearly'] as const
export type BillingPeriod = (typeof billingPeriods)[number]
export const billingPeriodLabels: Record<BillingPeriod, string> = { monthly: 'חודשי', yearly: 'שנתי' }
export const periodMonths: Record<BillingPeriod, number> = { monthly: 1, yearly: 12 }

const shekels = z
  .number(schemaText('value_invalid'))
  .min(1, schemaText('value_invalid'))
  .max(100_000, schemaText('value_invalid'))

/** An admin's plan: up to maxPeople worshippers, at a monthly price and a (discounted) yearly one. */
export const planInputSchema = z
  .object({
    maxPeople: z
      .number(schemaText('value_invalid'))
      .int(schemaText('value_invalid'))
      .min(1, schemaText('value_invalid'))
      .max(100_000, schemaText('value_invalid')),
    monthlyPrice: shekels,
    yearlyPrice: shekels,
    active: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    // Yearly is the discount: never more than twelve months at the monthly price.
    if (p.yearlyPrice > p.monthlyPrice * 12)
      ctx.addIssue({ code: 'custom', path: ['yearlyPrice'], message: schemaText('yearly_not_discounted') })
  })
export type PlanInput = z.input<typeof planInputSchema>

export const planSchema = z.object({
  id: z.number().int(),
  maxPeople: z.number().int(),
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
  active: z.boolean(),
})
export type Plan = z.infer<typeof planSchema>

/** The price a period bills: the monthly price each month, or the yearly price each year. */
export const planPrice = (plan: Pick<Plan, 'monthlyPrice' | 'yearlyPrice'>, period: BillingPeriod) =>
  period === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice

/** POST /api/billing/plan: the warden's choice. */
export const planChoiceSchema = z.object({
  planId: z.number(schemaText('value_invalid')).int(schemaText('value_invalid')).positive(),
  period: z.enum(billingPeriods, schemaText('value_invalid')),
})
export type PlanChoice = z.infer<typeof planChoiceSchema>

/** GET /api/billing/plans: the plans on offer (smallest first), and the account's plan now and at the next charge. */
export const planOfferSchema = z.object({
  plans: z.array(planSchema),
  current: z.object({ planId: z.number().int().nullable(), period: z.enum(billingPeriods) }),
  /** A downgrade waiting for the next charge: it applies then. */
  scheduled: z
    .object({ planId: z.number().int(), period: z.enum(billingPeriods), from: z.string() })
    .nullable(),
})
export type PlanOffer = z.infer<typeof planOfferSchema>

/** What a plan change did: charged now (an upgrade, pro rata), or scheduled for the next charge (a downgrade). */
export const planChangeResultSchema = z.object({
  outcome: z.enum(['applied', 'upgraded', 'scheduled']),
  /** Shekels charged now for the rest of the paid period (an upgrade). */
  charged: z.number().nullable(),
  /** The day a scheduled change applies (YYYY-MM-DD). */
  from: z.string().nullable(),
  offer: planOfferSchema,
})
export type PlanChangeResult = z.infer<typeof planChangeResultSchema>

/**
 * An upgrade's charge now: the price difference for the days left of the paid period, to the agora
 * (days left / days in the period). Nothing when the new plan is not dearer.
 */
export function proRataCharge(opts: {
  fromPrice: number
  toPrice: number
  /** The period's first and next charge days, YYYY-MM-DD. */
  periodStart: string
  nextCharge: string
  today: string
}): number {
  const day = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000
  const total = day(opts.nextCharge) - day(opts.periodStart)
  const left = Math.max(0, Math.min(total, day(opts.nextCharge) - day(opts.today)))
  const diff = opts.toPrice - opts.fromPrice
  if (diff <= 0 || total <= 0) return 0
  return Math.round((diff * left * 100) / total) / 100
}

/** The smallest active plan above a number of worshippers: what a refusal at the cap offers. */
export function nextPlanFor(plans: readonly Plan[], maxPeople: number): Plan | null {
  return (
    plans.filter((p) => p.active && p.maxPeople > maxPeople).sort((a, b) => a.maxPeople - b.maxPeople)[0] ??
    null
  )
}

/**
 * Auth's internal call for billing: a plan's worshipper cap and price applied to the account (when given),
 * and the change written in the account's audit log with who asked for it.
 */
export const billingChangeSchema = z.object({
  action: z.enum(billingAuditActions),
  /** The warden or the admin who asked; null: billing itself (a scheduled change that came due). */
  actorId: z.number().int().positive().nullable(),
  plan: z.object({ maxPeople: z.number().int().positive(), price: z.number().min(0) }).nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
})
export type BillingChange = z.infer<typeof billingChangeSchema>

/** What a coupon gives: a percent off the next charges, or months with no charge at all. */
export const couponKinds = ['percent', 'months_free'] as const
export type CouponKind = (typeof couponKinds)[number]
export const couponKindLabels: Record<CouponKind, string> = {
  percent: 'הנחה באחוזים',
  months_free: 'חודשים ללא חיוב',
}

/** POST /api/billing/admin/accounts/:id/coupons: percent off `charges` charges, or `months` free. */
export const couponInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('percent'),
    percent: z
      .number(schemaText('value_invalid'))
      .int(schemaText('value_invalid'))
      .min(1, schemaText('value_invalid'))
      .max(100, schemaText('value_invalid')),
    charges: z
      .number(schemaText('value_invalid'))
      .int(schemaText('value_invalid'))
      .min(1, schemaText('value_invalid'))
      .max(24, schemaText('value_invalid')),
  }),
  z.object({
    kind: z.literal('months_free'),
    months: z
      .number(schemaText('value_invalid'))
      .int(schemaText('value_invalid'))
      .min(1, schemaText('value_invalid'))
      .max(12, schemaText('value_invalid')),
  }),
])
export type CouponInput = z.infer<typeof couponInputSchema>

export const couponSchema = z.object({
  id: z.number().int(),
  kind: z.enum(couponKinds),
  percent: z.number().int().nullable(),
  /** Charges still discounted (percent). */
  chargesLeft: z.number().int().nullable(),
  months: z.number().int().nullable(),
  createdAt: z.string(),
})
export type Coupon = z.infer<typeof couponSchema>

/** A price with a percent off, to the agora. */
export const discounted = (price: number, percent: number) => Math.round(price * (100 - percent)) / 100
