import { fieldErrorOf, firstChargeDate, type InternalAccount } from '@seats/contracts'
import { fieldsError, type AppError } from '@seats/kit'
import { dateOnly, type SubscriptionRow } from './subscriptions.repo'

/**
 * The first charge a card given now gets: while a recurring charge runs, its next charge date (a new card
 * takes over the schedule, never charging twice for one month); otherwise the day after the subscription
 * ends, never before 2025-05-01 and never in the past (contracts firstChargeDate).
 */
export function expectedDateStart(
  account: Pick<InternalAccount, 'subscriptionEndsAt'>,
  sub: SubscriptionRow | undefined,
  today: string,
): string {
  const next =
    sub && (sub.state === 'active' || sub.state === 'pending') ? dateOnly(sub.next_charge_date) : null
  if (next && next >= today) return next
  return firstChargeDate(account.subscriptionEndsAt, today)
}

/** The card form's first-charge date is no longer the server's (a refresh shows the new one). */
export function firstChargeMoved(expected: string): AppError {
  const [y, m, d] = expected.split('-')
  return fieldsError([fieldErrorOf('dateStart', 'charge_date_changed', { date: `${d}/${m}/${y?.slice(2)}` })])
}
