/** Phone numbers as the product stores, checks and shows them (no zod: screens load this at once). */
/** Phones are stored as digits only; +972 prefixes become a leading 0. */
export function normalizePhone(raw: string): string {
  let digits = raw.replace(/\D/g, '')
  if (digits.startsWith('972')) digits = '0' + digits.slice(3)
  return digits
}

/** Israeli mobiles (05X/07X, 10 digits) and landlines (0X, 9 digits). */
export function isValidPhone(digits: string): boolean {
  return /^0[57]\d{8}$/.test(digits) || /^0[2-49]\d{7}$/.test(digits)
}

export const PHONE_INVALID_MESSAGE = 'מספר טלפון לא תקין'

/** 0501234567 → 050-1234567, 026543210 → 02-6543210; anything else as it was typed. */
export function formatPhone(phone: string): string {
  if (/^0[57]\d{8}$/.test(phone)) return `${phone.slice(0, 3)}-${phone.slice(3)}`
  if (/^0\d{8}$/.test(phone)) return `${phone.slice(0, 2)}-${phone.slice(2)}`
  return phone
}

/** What a caller hears when the system cannot take the call (a service restarting or down). */
export const PHONE_LINE_UNAVAILABLE_TEXT = 'המערכת אינה זמינה כרגע אנא התקשרו שוב בעוד כמה דקות'

/**
 * The same as the gateway answers it for a service that is down: valid text of the Yemot API-extension
 * protocol, never an HTTP error the caller would hear as silence.
 */
export const PHONE_LINE_UNAVAILABLE_REPLY = `id_list_message=t-${PHONE_LINE_UNAVAILABLE_TEXT}&go_to_folder=hangup`

/** The Yemot API-extension paths of the phone line (the local JSON flow answers JSON errors). */
export const isYemotPhoneLinePath = (path: string): boolean => path.startsWith('/api/ivr/yemot')

/** The demo form's rule from the specification: 10 digits, 05 or 07 first. */
export function isDemoPhone(digits: string): boolean {
  return /^0[57]\d{8}$/.test(digits)
}
