import type { InternalAccount } from '@seats/contracts'
import type { ReportingDeps } from '../../deps'
import type { TelephonyProvider } from './telephony'

/** Demo and guest accounts never ring a real phone: their calls go to the local provider alone. */
export function providerFor(
  reminders: Pick<ReportingDeps['reminders'], 'local' | 'provider'>,
  account: Pick<InternalAccount, 'isGuest' | 'isDemoGuest'>,
): TelephonyProvider {
  return account.isGuest || account.isDemoGuest ? reminders.local : reminders.provider
}
