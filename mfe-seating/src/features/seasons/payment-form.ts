import {
  seasonPaymentInputSchema,
  seasonPricesInputSchema,
  type SeasonPaymentInput,
  type SeasonPaymentMethod,
  type SeasonPrices,
  type SeasonPricesInput,
} from '@seats/contracts'
import { fieldErrorsFromIssues, type FieldErrors, type FormCheck } from '@seats/sdk'

/**
 * Shekels as a warden types them: '1800', '1,800', '₪1,800.50', '1800.5'. Blank is null; anything else that
 * is no number is NaN, which the contracts' schema words as 'יש להזין …'.
 */
export function parseShekels(text: string): number | null {
  const bare = text.replace(/[\s₪,]/g, '')
  if (bare === '') return null
  return /^\d+(\.\d*)?$|^\.\d+$/.test(bare) ? Number(bare) : Number.NaN
}

/** A price or an amount as its input shows it: '1800', '1200.10'. */
export const shekelsText = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2))

// The payment dialog.
export type PaymentField = 'amount' | 'method' | 'paidOn' | 'note'
export interface PaymentValues {
  amount: string
  method: SeasonPaymentMethod | ''
  paidOn: string
  note: string
}
/** In the order the first wrong one takes the focus. */
export const paymentFields: PaymentField[] = ['amount', 'method', 'paidOn', 'note']

export const paymentValuesOn = (today: string): PaymentValues => ({
  amount: '',
  method: '',
  paidOn: today,
  note: '',
})

/** The contracts' payment schema in the browser, for this household. */
export function checkPayment(
  householdId: number,
  values: PaymentValues,
): FormCheck<PaymentValues, SeasonPaymentInput> {
  const parsed = seasonPaymentInputSchema.safeParse({
    householdId,
    amount: parseShekels(values.amount) ?? undefined,
    method: values.method || undefined,
    paidOn: values.paidOn,
    note: values.note,
  })
  if (parsed.success) return { ok: true, input: parsed.data }
  return { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, paymentFields) }
}

// The areas' prices: one field per area, named by its id.
export type PriceValues = Record<string, string>
export const priceField = (areaId: number) => `area${areaId}`

export const priceValuesOf = (prices: SeasonPrices): PriceValues =>
  Object.fromEntries(prices.areas.map((a) => [priceField(a.areaId), shekelsText(a.price)]))

/** Every area's price (blank is free); each refusal under its area's field. */
export function checkPrices(
  prices: SeasonPrices,
  values: PriceValues,
): FormCheck<PriceValues, SeasonPricesInput> {
  const areas = prices.areas.map((a) => ({
    areaId: a.areaId,
    price: parseShekels(values[priceField(a.areaId)] ?? '') ?? 0,
  }))
  const parsed = seasonPricesInputSchema.safeParse({ areas })
  if (parsed.success) return { ok: true, input: { areas: parsed.data.areas } }
  // 'areas.<i>.price' is the field of the i-th area.
  const byArea = parsed.error.issues.map((issue) => {
    const area = typeof issue.path[1] === 'number' ? prices.areas[issue.path[1]] : undefined
    return { ...issue, path: area ? [priceField(area.areaId)] : issue.path }
  })
  const errors: FieldErrors<string> = fieldErrorsFromIssues(
    byArea,
    prices.areas.map((a) => priceField(a.areaId)),
  )
  return { ok: false, errors }
}
