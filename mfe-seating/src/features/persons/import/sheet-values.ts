import { choiceOf, personFields, type PersonGender } from '@seats/contracts'

/** A spreadsheet cell as text: numbers without exponent notation, dates as they read, everything trimmed. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'number') return Number.isInteger(value) ? value.toFixed(0) : String(value)
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE'
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object') {
    // exceljs rich text, hyperlinks and formulas.
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown }
    if (Array.isArray(v.richText))
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim()
    if (v.text !== undefined) return cellText(v.text)
    if (v.result !== undefined) return cellText(v.result)
  }
  return String(value).trim()
}

const genderField = personFields.find((f) => f.key === 'gender')

/** A gender cell as the service stores it: null when empty, undefined when the words are not known. */
export function genderOf(raw: string): PersonGender | null | undefined {
  return genderField ? (choiceOf(genderField, raw) as PersonGender | null | undefined) : null
}

/**
 * Excel turns a phone typed as a number into 501234567: the leading zero of an Israeli number is gone.
 * Puts it back when the digits are exactly a mobile or landline without it.
 */
export function restoreLeadingZero(raw: string): string {
  const digits = raw.replace(/\D/g, '')
  if (digits.length !== raw.replace(/[\s\-().]/g, '').length) return raw
  if (/^[57]\d{8}$/.test(digits) || /^[2-49]\d{7}$/.test(digits)) return `0${digits}`
  return raw
}
