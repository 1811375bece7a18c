import { errorMessages } from '@seats/contracts'
import { isApiError, serverFieldErrors, toastTexts, type FieldErrors } from '@seats/sdk'

// The sdk's one form-error approach (schema issues and server field errors), shared by every form.
export { fieldErrorsFromIssues, type FieldErrors } from '@seats/sdk'

/** The first server message per field of an ApiError (nested paths count for their top field). */
export function fieldErrorsOf(error: unknown): FieldErrors {
  return serverFieldErrors(error).fields
}

export interface LoginFailure {
  /** Shown above the button. */
  message: string
  fieldErrors: FieldErrors
}

/** A clear Hebrew reason for a failed login; wrong credentials never say which of the two was wrong. */
export function loginFailure(error: unknown): LoginFailure {
  if (!isApiError(error)) return { message: errorMessages.internal_error, fieldErrors: {} }
  if (error.status === 401) return { message: errorMessages.invalid_credentials, fieldErrors: {} }
  if (error.status === 400) return { message: error.message, fieldErrors: fieldErrorsOf(error) }
  return { message: error.message, fieldErrors: {} }
}

export interface RegistrationFailure {
  toastTitle: string
  toastDetail?: string
  fieldErrors: FieldErrors
}

/**
 * Seed §8: a 400 shows the server's message (or 'שגיאת הרשמה'); anything else 'שגיאה בהרשמה' with
 * 'אירעה שגיאה בעת הרשמה'. A taken email (409) is the user's to fix too, so it is treated like a 400.
 */
export function registrationFailure(error: unknown): RegistrationFailure {
  if (isApiError(error) && (error.status === 400 || error.code === 'email_taken')) {
    const fieldErrors = fieldErrorsOf(error)
    if (error.code === 'email_taken' && !fieldErrors.email) fieldErrors.email = error.message
    return { toastTitle: error.message || toastTexts.registrationInvalid, fieldErrors }
  }
  return {
    toastTitle: toastTexts.registrationFailureTitle,
    toastDetail: toastTexts.registrationFailureDetail,
    fieldErrors: {},
  }
}
