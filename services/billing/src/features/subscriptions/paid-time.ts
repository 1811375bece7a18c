import { PAYMENT_GRACE_DAYS, addDays, addMonths } from '@seats/contracts'

/** The instant an Israel-time day (YYYY-MM-DD) starts, summer time included. */
export function israelMidnight(date: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`)
  // Israel is two or three hours ahead of UTC; the offset at that moment decides which.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Jerusalem',
    hour: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(guess))
  const hourThere = Number(parts.find((p) => p.type === 'hour')?.value ?? 0)
  return new Date(guess - hourThere * 3_600_000)
}

/** A charge on `chargeDate` pays for its period (a month, or a year); the account works until the next charge day is over, plus the grace days. */
export function paidThroughAfterCharge(chargeDate: string, months = 1): Date {
  return israelMidnight(addDays(addMonths(chargeDate, months), 1 + PAYMENT_GRACE_DAYS))
}

/** A card given before its first charge: the account works until that charge day is over, plus the grace days. */
export function paidThroughBeforeFirstCharge(dateStart: string): Date {
  return israelMidnight(addDays(dateStart, 1 + PAYMENT_GRACE_DAYS))
}
