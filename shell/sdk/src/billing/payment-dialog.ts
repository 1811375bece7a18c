import { useSyncExternalStore } from 'react'

/**
 * The subscription banner's "enter a payment method" button opens whatever the billing feature
 * registers here; with nothing registered, the banner shows no button at all.
 */
type PaymentDialogOpener = () => void

let opener: PaymentDialogOpener | null = null
const listeners = new Set<() => void>()

function notify() {
  for (const listener of [...listeners]) listener()
}

/** Called by the billing feature when it mounts; returns the function that unregisters it. */
export function registerPaymentDialog(open: PaymentDialogOpener): () => void {
  opener = open
  notify()
  return () => {
    if (opener === open) {
      opener = null
      notify()
    }
  }
}

/** Opens the registered payment dialog; false when no billing feature is present. */
export function openPaymentDialog(): boolean {
  if (!opener) return false
  opener()
  return true
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

const isAvailable = () => opener !== null

/** Whether a payment dialog is registered right now (outside React). */
export const paymentDialogAvailable = isAvailable

export function usePaymentDialogAvailable(): boolean {
  return useSyncExternalStore(subscribe, isAvailable, isAvailable)
}
