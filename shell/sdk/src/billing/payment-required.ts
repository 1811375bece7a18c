import type { ApiError } from '../api/api-error'
import { billingTexts } from '../strings/he'
import { showToast } from '../toaster/toaster'
import { openPaymentDialog, paymentDialogAvailable } from './payment-dialog'

/** One toast however many calls are refused at once. */
const PAYMENT_REQUIRED_TOAST_KEY = 'payment-required'

/**
 * A 402 'payment_required' from any screen (the API client calls this): the server's Hebrew message,
 * and a button that opens the payment dialog when the page has one.
 */
export function offerPaymentDialog(error: Pick<ApiError, 'message'>): void {
  showToast({
    intent: 'warning',
    icon: 'credit-card',
    message: error.message,
    key: PAYMENT_REQUIRED_TOAST_KEY,
    action: paymentDialogAvailable()
      ? { text: billingTexts.offerPayment, onClick: () => void openPaymentDialog() }
      : undefined,
  })
}
