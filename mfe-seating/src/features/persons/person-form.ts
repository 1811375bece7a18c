import { personInputSchema, type PersonInput } from '@seats/contracts'
import { isApiError } from '@seats/sdk'

export type PersonField = keyof PersonInput
export type PersonFieldErrors = Partial<Record<PersonField, string>>
export const personFields: PersonField[] = ['firstName', 'lastName', 'phone']

/** The contracts' person schema run in the browser: the same Hebrew messages the server would answer. */
export function checkPerson(values: Record<PersonField, string>): { ok: true; input: PersonInput } | { ok: false; errors: PersonFieldErrors } {
  const parsed = personInputSchema.safeParse(values)
  if (parsed.success) return { ok: true, input: parsed.data }
  const errors: PersonFieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PersonField
    if (personFields.includes(field)) errors[field] ??= issue.message
  }
  return { ok: false, errors }
}

/** The server's 400 names fields; anything else is a message for the whole form. */
export function serverErrors(error: unknown): { fields: PersonFieldErrors; message: string | null } {
  if (!isApiError(error)) return { fields: {}, message: null }
  const fields: PersonFieldErrors = {}
  for (const field of personFields) {
    const message = error.fieldError(field)
    if (message) fields[field] = message
  }
  return { fields, message: Object.keys(fields).length > 0 ? null : error.message }
}
