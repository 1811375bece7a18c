import type { z } from 'zod'

/** Every server API answer, as the provider wraps it (HTTP 200 even for business errors). */
export interface Envelope<T> {
  /** 0 success, 1 business error, 2 technical error. */
  Status: 0 | 1 | 2
  UserErrorMessage: string | null
  TechnicalErrorDetails: string | null
  Data: T | null
}

export const MESSAGES = {
  credentials: 'פרטי ההתחברות שגויים',
  invalidPaymentMethod: 'אמצעי התשלום אינו תקף',
  unknownCustomer: 'הלקוח לא נמצא',
  unknownItem: 'הוראת הקבע לא נמצאה',
  unknownPayment: 'התשלום לא נמצא',
  invalidRequest: 'הבקשה אינה תקינה',
  technical: 'אירעה שגיאה טכנית',
} as const

export const success = <T>(data: T): Envelope<T> => ({
  Status: 0,
  UserErrorMessage: null,
  TechnicalErrorDetails: null,
  Data: data,
})

export const businessError = (message: string, details: string | null = null): Envelope<never> => ({
  Status: 1,
  UserErrorMessage: message,
  TechnicalErrorDetails: details,
  Data: null,
})

export const technicalError = (details: string): Envelope<never> => ({
  Status: 2,
  UserErrorMessage: MESSAGES.technical,
  TechnicalErrorDetails: details,
  Data: null,
})

/** A request body that did not parse: Status 1 naming the fields, the zod issues as technical details. */
export const invalidRequest = (error: z.ZodError): Envelope<never> => {
  const fields = [...new Set(error.issues.map((i) => i.path.join('.') || '(body)'))]
  return businessError(
    `${MESSAGES.invalidRequest}: ${fields.join(', ')}`,
    error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; '),
  )
}
