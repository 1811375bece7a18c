import { loadSdk } from '@seats/sdk/core'
import type { LandingLeadBody } from './contact-form'
import { contactFormTexts } from './contact-texts'

/** Public and rate-limited on the server: no token, and a refused answer never touches the session. */
export async function sendLandingLead(body: LandingLeadBody): Promise<unknown> {
  const { api } = await loadSdk()
  return api.post('/leads', body, { token: null, recoverAuth: false })
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
