import { isApiError } from '@seats/sdk'

/**
 * Whether a failed createRecurringCharge may still have reached the provider: no answer (network),
 * a gateway or server failure, an answer we could not read, 'payment_pending' (an attempt still
 * being checked), 'payment_confirming' (this attempt's answer is late) or 'payment_credit_late' (charged, the account not yet extended). The next submit then re-sends the same token with the same Idempotency-Key, so the
 * server answers that attempt instead of charging twice. Any other answer settles the attempt.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true
  return (
    error.status === 0 ||
    error.status >= 500 ||
    error.code === 'bad_response' ||
    error.code === 'payment_pending' ||
    error.code === 'payment_confirming' ||
    error.code === 'payment_credit_late'
  )
}
