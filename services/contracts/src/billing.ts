import { z } from 'zod'

export const FIRST_CHARGE_NOT_BEFORE = '2025-05-01'

export const paymentMethodSchema = z.object({
  SingleUseToken: z.string().min(1, 'שדה חובה'),
  dateStart: z.iso.date(),
})
export type PaymentMethodPayload = z.infer<typeof paymentMethodSchema>

/** The card form's limits (seed §5); the fields are tokenised in the browser and never sent to us. */
export const cardFieldLimits = { cardnumber: 20, expirationmonth: 2, expirationyear: 4, cvv: 4 } as const

/** First charge: the day after the subscription ends, never before FIRST_CHARGE_NOT_BEFORE. */
export function firstChargeDate(subscriptionEndsAt: string | null, today: string): string {
  const base = subscriptionEndsAt ? subscriptionEndsAt.slice(0, 10) : today
  const next = new Date(`${base}T00:00:00Z`)
  next.setUTCDate(next.getUTCDate() + 1)
  const candidate = next.toISOString().slice(0, 10)
  const floor = candidate < today ? today : candidate
  return floor < FIRST_CHARGE_NOT_BEFORE ? FIRST_CHARGE_NOT_BEFORE : floor
}
