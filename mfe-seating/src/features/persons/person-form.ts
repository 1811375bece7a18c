import { personInputSchema, type PersonInput } from '@seats/contracts'
import { fieldErrorsFromIssues, serverFieldErrors } from '@seats/sdk'

export type PersonField = keyof PersonInput
export type PersonFieldErrors = Partial<Record<PersonField, string>>
export const personFields: PersonField[] = ['firstName', 'lastName', 'phone']

/** The contracts' person schema run in the browser: the same Hebrew messages the server would answer. */
export function checkPerson(
  values: Record<PersonField, string>,
): { ok: true; input: PersonInput } | { ok: false; errors: PersonFieldErrors } {
  const parsed = personInputSchema.safeParse(values)
  if (parsed.success) return { ok: true, input: parsed.data }
  return { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, personFields) }
}

/** The server's 400 names fields; anything else is a message for the whole form. */
export function serverErrors(error: unknown): { fields: PersonFieldErrors; message: string | null } {
  return serverFieldErrors(error, personFields)
}
