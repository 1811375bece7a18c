import { IDEMPOTENCY_HEADER } from '@seats/contracts'
import { loadSdk } from '@seats/sdk/core'
import type { LandingLeadBody } from './contact-form'
import { contactFormTexts } from './contact-texts'

/**
 * Public and rate-limited on the server: no token, and a refused answer never touches the session. The key
 * names one filled-in form: sent again after a lost answer, it is stored once.
 */
export async function sendLandingLead(body: LandingLeadBody, requestKey: string): Promise<unknown> {
  const { api } = await loadSdk()
  return api.post('/leads', body, {
    token: null,
    recoverAuth: false,
    headers: { [IDEMPOTENCY_HEADER]: requestKey },
  })
}

/** A fresh key for a filled-in form (the sdk's, as the payment dialog's). */
export async function newLeadRequestKey(): Promise<string> {
  return (await loadSdk()).newIdempotencyKey()
}

/** The success toast; the toaster (Blueprint) comes with the sdk on the first submit. */
export async function showLeadSent(): Promise<void> {
  const { showToast, LEAD_TOAST_TIMEOUT_MS } = await loadSdk()
  showToast({
    intent: 'success',
    title: contactFormTexts.successTitle,
    message: contactFormTexts.successDetail,
    timeout: LEAD_TOAST_TIMEOUT_MS,
    placement: 'top-start',
  })
}

export async function leadErrorMessage(error: unknown): Promise<string> {
  try {
    return (await loadSdk()).errorMessageOf(error, contactFormTexts.errorFallback)
  } catch {
    return contactFormTexts.errorFallback
  }
}
