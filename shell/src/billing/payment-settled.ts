import type { ServerToClientEvents } from '@seats/contracts'
import { billingTexts, loadCurrentUser, toast } from '@seats/sdk'
import { announcePaymentSaved } from './payment-events'

type Outcome = Parameters<ServerToClientEvents['paymentSettled']>[0]['outcome']

/**
 * A payment whose answer came late is settled: the warden hears how it ended wherever they are in the app,
 * the session takes the new paid time (the banner goes) and an open subscription screen reloads.
 */
export function paymentSettled({ outcome }: { outcome: Outcome }): void {
  if (outcome === 'paid') toast.success(billingTexts.paymentConfirmed)
  else if (outcome === 'declined') toast.error(billingTexts.paymentDeclinedLate, billingTexts.tryAnotherCard)
  else toast.warning(billingTexts.paymentNotMade, billingTexts.tryAgain)
  void loadCurrentUser().then(() => announcePaymentSaved())
}
