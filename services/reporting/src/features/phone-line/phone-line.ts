import { normalizePhone, type PhoneLine } from '@seats/contracts'

/**
 * The phone line's number as digits and as people write it: 03-555-0100, 054-123-4567, 1-800-123-456,
 * *1234. A number of another shape is shown as its digits.
 */
export function phoneLineOf(configured: string): PhoneLine {
  const star = configured.trim().startsWith('*')
  const digits = normalizePhone(configured)
  if (star) return { phoneNumber: `*${digits}`, display: `*${digits}` }
  return { phoneNumber: digits, display: displayPhone(digits) }
}

function displayPhone(digits: string): string {
  // Toll-free and shared-cost numbers: 1-800-123-456, 1-700-500-500.
  if (/^1[78]\d{8}$/.test(digits))
    return `${digits.slice(0, 1)}-${digits.slice(1, 4)}-${digits.slice(4, 7)}-${digits.slice(7)}`
  if (/^1[78]\d{7}$/.test(digits)) return `${digits.slice(0, 1)}-${digits.slice(1, 4)}-${digits.slice(4)}`
  // Mobiles and 07X lines: 054-123-4567.
  if (/^0[57]\d{8}$/.test(digits)) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
  // Landlines: 03-555-0100.
  if (/^0[2-49]\d{7}$/.test(digits)) return `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}`
  return digits
}

/** What IVR_PHONE_NUMBER may hold: a phone number (digits, dashes, spaces, +972) or a star number. */
export const isPhoneLineNumber = (value: string): boolean =>
  /^\*?[\d\s\-+()]+$/.test(value.trim()) && normalizePhone(value).length >= 4
