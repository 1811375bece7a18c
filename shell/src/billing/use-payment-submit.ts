import {
  billingApi,
  billingTexts,
  CardTokenError,
  createCardToken,
  errorMessageOf,
  isApiError,
  newIdempotencyKey,
  session,
  toast,
  toastTexts,
} from '@seats/sdk'
import { useCallback, useRef, useState } from 'react'
import { outcomeUnknown } from './charge-attempt'
import { announcePaymentSaved } from './payment-events'

interface Attempt {
  token: string
  key: string
}

export interface PaymentSubmit {
  working: boolean
  /** The last failure's message, kept in the dialog after its toast has gone. */
  failure: string | null
  /** A payment sent whose confirmation is late: not a failure, and not to be sent again. */
  confirming: string | null
  submit: (firstChargeDate: string) => Promise<boolean>
  /** The card fields changed: the next submit is a new attempt. */
  forgetAttempt: () => void
  /** The dialog closed: a new attempt and no old failure next time. */
  reset: () => void
}

/**
 * The dialog's submit: the provider's script turns the card into a token, then createRecurringCharge
 * with that token, the first charge date and one Idempotency-Key per attempt. Success puts the answered
 * user in the session (the banner goes at once); failure keeps the dialog and its fields as they were.
 */
export function usePaymentSubmit(formSelector: string): PaymentSubmit {
  const [working, setWorking] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const attempt = useRef<Attempt | null>(null)

  const forgetAttempt = useCallback(() => {
    attempt.current = null
  }, [])

  const reset = useCallback(() => {
    attempt.current = null
    setFailure(null)
    setConfirming(null)
  }, [])

  const fail = (message: string) => {
    setFailure(message)
    toast.error(toastTexts.addPaymentMethodFailure, message)
    return false
  }

  const submit = async (firstChargeDate: string): Promise<boolean> => {
    setWorking(true)
    setFailure(null)
    setConfirming(null)
    try {
      if (!attempt.current) {
        // The provider writes a new reason on failure; the last one must not linger.
        document.querySelector(`${formSelector} .og-errors`)?.replaceChildren()
        const config = await billingApi.config()
        const token = await createCardToken(config, formSelector)
        attempt.current = { token, key: newIdempotencyKey() }
      }
      const { token, key } = attempt.current
      const user = await billingApi.createRecurringCharge(
        { SingleUseToken: token, dateStart: firstChargeDate },
        key,
      )
      attempt.current = null
      session.setUser(user)
      toast.success(toastTexts.addPaymentMethodSuccess)
      announcePaymentSaved()
      return true
    } catch (error) {
      if (error instanceof CardTokenError) {
        // Already logged by createCardToken (seed §8); the provider's own reason is in .og-errors.
        return fail(error.reason === 'no-token' ? billingTexts.tokenFailed : billingTexts.scriptFailed)
      }
      if (!outcomeUnknown(error)) attempt.current = null
      if (isApiError(error) && error.code === 'payment_confirming') {
        // Sent and probably charged: the card stays as it is, and the socket tells how it ended.
        setConfirming(error.message)
        toast.warning(billingTexts.paymentConfirming, error.message)
        return false
      }
      return fail(errorMessageOf(error))
    } finally {
      setWorking(false)
    }
  }

  return { working, failure, confirming, submit, forgetAttempt, reset }
}
