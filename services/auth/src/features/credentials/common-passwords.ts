import { dictionary } from '@zxcvbn-ts/language-common'
import { fieldErrorOf, isCommonestPassword } from '@seats/contracts'
import { fieldsError } from '@seats/kit'

/** How many of the most breached passwords are refused (the ranked list ships in the package, no network). */
export const COMMON_PASSWORDS_REFUSED = 10_000

let common: Set<string> | undefined

/** The list is ranked by how often each password appears in breaches; built once, on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED).map((p) => p.toLowerCase()),
  )
  return common
}

/** Whether a password is among the most breached (compared without case). */
export const isCommonPassword = (password: string): boolean =>
  isCommonestPassword(password) || commonPasswords().has(password.toLowerCase())

/** 400 naming the field when the password is among the most breached; the forms show the same words. */
export function assertUncommonPassword(password: string | undefined, field: string): void {
  if (password !== undefined && isCommonPassword(password))
    throw fieldsError([fieldErrorOf(field, 'password_common')])
}
