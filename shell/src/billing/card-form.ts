import type { FieldErrors } from '@seats/sdk'
import { billingTexts as t } from '@seats/sdk'

/** The card form's fields, named as the provider's data-og attributes (seed §3). */
export const cardFields = ['cardnumber', 'expirationmonth', 'expirationyear', 'cvv', 'citizenid'] as const
export type CardField = (typeof cardFields)[number]
export type CardValues = Record<CardField, string>

export const emptyCard: CardValues = {
  cardnumber: '',
  expirationmonth: '',
  expirationyear: '',
  cvv: '',
  citizenid: '',
}

/** Seed §5: every field required; card number up to 20 characters, month 2, year 4, CVV 4. */
export const cardMaxLength: Record<CardField, number> = {
  cardnumber: 20,
  expirationmonth: 2,
  expirationyear: 4,
  cvv: 4,
  citizenid: 9,
}

/**
 * The browser's check before the provider sees the card: present and well formed. Whether the card is
 * real and valid is the provider's to say (its message lands in `.og-errors` or the failure toast).
 */
export function validateCard(values: CardValues, now: Date = new Date()): FieldErrors<CardField> {
  const v = Object.fromEntries(cardFields.map((f) => [f, values[f].trim()])) as CardValues
  const errors: FieldErrors<CardField> = {}

  const digits = v.cardnumber.replace(/[\s-]/g, '')
  if (!v.cardnumber) errors.cardnumber = t.cardNumberRequired
  else if (!/^\d{8,19}$/.test(digits)) errors.cardnumber = t.cardNumberInvalid

  const month = Number(v.expirationmonth)
  const monthOk = /^\d{1,2}$/.test(v.expirationmonth) && month >= 1 && month <= 12
  if (!v.expirationmonth) errors.expirationmonth = t.monthRequired
  else if (!monthOk) errors.expirationmonth = t.monthInvalid

  const year = Number(v.expirationyear)
  const thisYear = now.getFullYear()
  if (!v.expirationyear) errors.expirationyear = t.yearRequired
  else if (!/^\d{4}$/.test(v.expirationyear) || year > thisYear + 25) errors.expirationyear = t.yearInvalid
  else if (year < thisYear) errors.expirationyear = t.cardExpired
  else if (year === thisYear && monthOk && month < now.getMonth() + 1) errors.expirationmonth = t.cardExpired

  if (!v.cvv) errors.cvv = t.cvvRequired
  else if (!/^\d{3,4}$/.test(v.cvv)) errors.cvv = t.cvvInvalid

  if (!v.citizenid) errors.citizenid = t.citizenIdRequired
  else if (!/^\d{5,9}$/.test(v.citizenid)) errors.citizenid = t.citizenIdInvalid

  return errors
}

/** '5' becomes '05' when the month field is left, as the provider expects two digits. */
export function padMonth(value: string): string {
  return /^\d$/.test(value.trim()) ? `0${value.trim()}` : value
}
