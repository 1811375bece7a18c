import { errorMessages } from '@seats/contracts'
import { isApiError, serverFieldErrors, toastTexts, type FieldErrors, type FormRefusal } from '@seats/sdk'

/**
 * A clear Hebrew reason for a failed login, shown above the button; wrong credentials never say which of
 * the two was wrong.
 */
export function loginFailure(error: unknown): FormRefusal<{ username: string; password: string }> {
  if (!isApiError(error)) return { message: errorMessages.internal_error, fields: {} }
  if (error.status === 401) return { message: errorMessages.invalid_credentials, fields: {} }
  if (error.status === 400) return { message: error.message, fields: serverFieldErrors(error).fields }
  return { message: error.message, fields: {} }
}

export interface RegistrationFailure {
  toastTitle: string
  toastDetail?: string
  fieldErrors: FieldErrors
}

/**
 * Seed §8: a 400 shows the server's message (or 'שגיאת הרשמה'); anything else 'שגיאה בהרשמה' with
 * 'אירעה שגיאה בעת הרשמה'. A taken email (409) is the user's to fix too, so it is treated like a 400. Too
 * many tries (429) keeps the server's words, which say when to try again.
 */
export function registrationFailure(error: unknown): RegistrationFailure {
  if (isApiError(error) && (error.status === 400 || error.code === 'email_taken')) {
    const fieldErrors = serverFieldErrors(error).fields
    if (error.code === 'email_taken' && !fieldErrors.email) fieldErrors.email = error.message
    return { toastTitle: error.message || toastTexts.registrationInvalid, fieldErrors }
  }
  const tooMany = isApiError(error) && error.status === 429 && !!error.message
  return {
    toastTitle: toastTexts.registrationFailureTitle,
    toastDetail: tooMany ? error.message : toastTexts.registrationFailureDetail,
    fieldErrors: {},
  }
}
