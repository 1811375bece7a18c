/** How a worshipper is named and found on every screen, call and report (no zod: screens load this at once). */

export interface NamedPerson {
  firstName: string
  lastName: string
}

/** "משה כהן": the name lists, toasts, reports and the phone line say. */
export const personDisplayName = (p: NamedPerson): string => `${p.firstName} ${p.lastName}`.trim()

/**
 * What a search box matches a worshipper by: both names and the phone's digits, NFC and lower case, so a
 * query's words (NFC, lower case; a phone's words as digits) match it in any order and any phone format.
 */
export const personSearchText = (p: NamedPerson & { phone: string }): string =>
  `${p.firstName} ${p.lastName} ${p.phone.replace(/\D/g, '')}`.normalize('NFC').toLocaleLowerCase()
