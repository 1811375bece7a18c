import { errorMessages, isDemoPhone, normalizePhone } from '@seats/contracts'
import { isApiError, serverFieldErrors, toastTexts, type FieldErrors } from '@seats/sdk'

export interface DemoFormValues {
  name: string
  phone: string
}

/** What is sent: the name trimmed, the phone as digits (seed §5: non-digits are stripped). */
export function demoRequestOf(values: DemoFormValues): DemoFormValues {
  return { name: values.name.trim(), phone: normalizePhone(values.phone) }
}

/** Seed §5: the button waits for a name and a mobile number (10 digits, 05 or 07 first). */
export function isDemoFormReady(values: DemoFormValues): boolean {
  const request = demoRequestOf(values)
  return request.name.length > 0 && isDemoPhone(request.phone)
}

export interface DemoFailure {
  /** Under their fields: the form can be fixed. */
  fieldErrors: FieldErrors
  /** A toast when there is nothing to fix in the form. */
  toast?: { title: string; detail: string }
}

/**
 * A 400 naming the fields puts the messages under them; too many demos from here says so (429);
 * anything else is the seed's demo failure toast.
 */
export function demoFailure(error: unknown): DemoFailure {
  if (isApiError(error) && error.status === 400) {
    const { name, phone } = serverFieldErrors(error).fields
    const fieldErrors: FieldErrors = {}
    if (name) fieldErrors.name = name
    if (phone) fieldErrors.phone = phone
    if (name || phone) return { fieldErrors }
  }
  if (isApiError(error) && error.status === 429) {
    return {
      fieldErrors: {},
      toast: { title: toastTexts.demoFailureTitle, detail: error.message || errorMessages.rate_limited },
    }
  }
  return {
    fieldErrors: {},
    toast: { title: toastTexts.demoFailureTitle, detail: toastTexts.demoFailureDetail },
  }
}
