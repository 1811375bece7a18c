import {
  personFields,
  personInputSchemaOf,
  typedFields,
  type Person,
  type PersonFields,
  type PersonInput,
} from '@seats/contracts'
import { fieldErrorsFromIssues, type FormCheck } from '@seats/sdk'

/** The dialog's values by field key: typed text, or a choice's value (null: none). */
export type PersonValues = Record<string, string | null>

/** The dialog's first values: the person's, or empty ones for a new worshipper. */
export function personValuesOf(
  person: Person | undefined,
  fields: PersonFields = personFields,
): PersonValues {
  const given = (person ?? {}) as Record<string, unknown>
  return Object.fromEntries(
    fields.map((f) => {
      const value = given[f.key]
      if (f.input === 'choice') return [f.key, typeof value === 'string' ? value : null]
      return [f.key, typeof value === 'string' ? value : '']
    }),
  )
}

/**
 * What the dialog sends: an optional text field left empty, as it was, is not sent (unsent, the service leaves
 * it as it is); one the warden emptied is sent empty, to clear it.
 */
export function sentValues(
  values: PersonValues,
  initial: PersonValues,
  fields: PersonFields = personFields,
): PersonValues {
  const sent = { ...values }
  for (const f of fields)
    if (f.rule.kind === 'text' && !values[f.key]?.trim() && !initial[f.key]) delete sent[f.key]
  return sent
}

/**
 * The contracts' person schema run in the browser: the same Hebrew messages the server would answer. A
 * choice left unset (undefined) is not sent.
 */
export function checkPerson(
  values: Record<string, string | null | undefined>,
  fields: PersonFields = personFields,
): FormCheck<PersonValues, PersonInput> {
  const parsed = personInputSchemaOf(fields).safeParse(values)
  if (parsed.success) return { ok: true, input: parsed.data as unknown as PersonInput }
  return {
    ok: false,
    errors: fieldErrorsFromIssues(
      parsed.error.issues,
      typedFields(fields).map((f) => f.key),
    ),
  }
}
