import {
  FIRST_CHARGE_NOT_BEFORE,
  fieldErrorOf,
  firstChargeDate,
  type InternalAccount,
} from '@seats/contracts'
import { fieldsError, type AppError } from '@seats/kit'
import { paidThroughBeforeFirstCharge } from './paid-time'
import { dateOnly, type SubscriptionRow } from './subscriptions.repo'

/**
 * The first charge a card given now gets. Once the account has been charged, the schedule it paid for is
 * kept: a new card (while the charge runs, or after a cancel or a decline) is first charged on the date the
 * paid month ends, or today when that has passed, so neither the charge date nor the paid time drifts and
 * the grace days are never free days. An account never charged (a trial, time an admin gave) is first
 * charged the day after its paid time ends. Never before 2025-05-01 (contracts firstChargeDate).
 */
export function expectedDateStart(
  account: Pick<InternalAccount, 'subscriptionEndsAt'>,
  sub: SubscriptionRow | undefined,
  today: string,
): string {
  const next = sub ? dateOnly(sub.next_charge_date) : null
  if (next && next >= today) return next
  if (next && !givenBeyondCharges(account.subscriptionEndsAt, next))
    return today < FIRST_CHARGE_NOT_BEFORE ? FIRST_CHARGE_NOT_BEFORE : today
  return firstChargeDate(account.subscriptionEndsAt, today)
}

/** Paid time beyond what the charges bought (an admin marked the account paid later): it is not charged again. */
function givenBeyondCharges(subscriptionEndsAt: string | null, nextCharge: string): boolean {
  return (
    subscriptionEndsAt !== null &&
    Date.parse(subscriptionEndsAt) > paidThroughBeforeFirstCharge(nextCharge).getTime()
  )
}

/** The card form's first-charge date is no longer the server's (a refresh shows the new one). */
export function firstChargeMoved(expected: string): AppError {
  const [y, m, d] = expected.split('-')
  return fieldsError([fieldErrorOf('dateStart', 'charge_date_changed', { date: `${d}/${m}/${y?.slice(2)}` })])
}
