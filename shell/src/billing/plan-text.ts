import {
  subscriptionStatus,
  subscriptionStateLabels,
  TRIAL_SUBSCRIPTION_TYPE,
  type SubscriptionState,
  type User,
} from '@seats/contracts'
import { billingTexts, formatDate } from '@seats/sdk'

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A plan's price: '₪99', or '₪99.90' when it has agorot. */
export function formatShekels(amount: number): string {
  return Number.isInteger(amount) ? `₪${amount}` : `₪${twoDecimals.format(amount)}`
}

/** A charge's amount, always with agorot: '₪99.00'. */
export function formatAmount(amount: number): string {
  return `₪${twoDecimals.format(amount)}`
}

/** Seed §9: 'עד N מתפללים', the monthly price in shekels, and that it renews every month (a yearly plan: each year). */
export function planLines(
  plan: Pick<User, 'maxPeople' | 'price'>,
  periodMonths = 1,
): [string, string, string] {
  const yearly = periodMonths === 12
  return [
    billingTexts.planPeople(plan.maxPeople),
    (yearly ? billingTexts.planPriceYearly : billingTexts.planPrice)(formatShekels(plan.price)),
    yearly ? billingTexts.renewsYearly : billingTexts.renewsMonthly,
  ]
}

/** 'החיוב הראשון: 01/07/25' from the server's YYYY-MM-DD first charge date. */
export function firstChargeText(firstChargeDate: string): string {
  return billingTexts.firstCharge(formatDate(firstChargeDate))
}

/**
 * What the payment button does: 'change' the card of a running (active or pending) subscription, or
 * 'enter' one when there is none, it failed or was cancelled, or the account has expired.
 */
export function paymentMode(
  state: SubscriptionState,
  user: Parameters<typeof subscriptionStatus>[0],
  now: Date = new Date(),
): 'enter' | 'change' {
  const expired = subscriptionStatus(user, now) >= 1
  return !expired && (state === 'active' || state === 'pending') ? 'change' : 'enter'
}

export const stateIntent: Record<SubscriptionState, 'none' | 'primary' | 'success' | 'warning' | 'danger'> = {
  none: 'none',
  pending: 'warning',
  active: 'success',
  failed: 'danger',
  cancelled: 'none',
}

export function isTrial(user: Pick<User, 'subscriptionType'>): boolean {
  return user.subscriptionType === TRIAL_SUBSCRIPTION_TYPE
}

const DAY_MS = 24 * 60 * 60 * 1000
const days = (n: number) => (n === 1 ? 'יום אחד' : `${n} ימים`)

/**
 * The state's tag: during a trial with no subscription yet, the days left ('תקופת ניסיון, עוד 12 ימים'), not
 * 'ללא מנוי'; otherwise the subscription's state.
 */
export function stateTag(
  state: SubscriptionState,
  user: Pick<User, 'subscriptionType' | 'subscriptionEndsAt'>,
  now: Date = new Date(),
): { text: string; intent: (typeof stateIntent)[SubscriptionState] } {
  if (state !== 'none' || !isTrial(user))
    return { text: subscriptionStateLabels[state], intent: stateIntent[state] }
  const end = user.subscriptionEndsAt ? new Date(user.subscriptionEndsAt).getTime() : NaN
  const left = Math.ceil((end - now.getTime()) / DAY_MS)
  if (!(left > 0)) return { text: 'תקופת הניסיון הסתיימה', intent: 'danger' }
  return { text: `תקופת ניסיון, עוד ${days(left)}`, intent: 'primary' }
}
