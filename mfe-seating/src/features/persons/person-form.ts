import { personInputSchema, type PersonGender, type PersonInput } from '@seats/contracts'
import { fieldErrorsFromIssues, type FormCheck } from '@seats/sdk'

/** The typed fields; the gender is a choice beside them. */
export type PersonField = 'firstName' | 'lastName' | 'phone'
export const personFields: PersonField[] = ['firstName', 'lastName', 'phone']
/** The dialog's values: the typed fields and the optional gender. */
export type PersonValues = Record<PersonField, string> & { gender: PersonGender | null }

/** The contracts' person schema run in the browser: the same Hebrew messages the server would answer. */
export function checkPerson(
  values: Record<PersonField, string>,
  gender?: PersonGender | null,
): FormCheck<Record<PersonField, string>, PersonInput> {
  const parsed = personInputSchema.safeParse(gender === undefined ? values : { ...values, gender })
  if (parsed.success) return { ok: true, input: parsed.data }
  return { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, personFields) }
}

export const checkPersonValues = ({
  gender,
  ...fields
}: PersonValues): FormCheck<PersonValues, PersonInput> => checkPerson(fields, gender)
