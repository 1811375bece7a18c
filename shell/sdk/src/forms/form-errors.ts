import { isApiError } from '../api/api-error'

/** The first Hebrew message per field; a field without one is valid. */
export type FieldErrors<F extends string = string> = Partial<Record<F, string>>

const HEBREW = /[\u0590-\u05ff]/
/** What a field shows when the contracts give zod's own (English) message, e.g. a length bound. */
export const GENERIC_FIELD_MESSAGE = 'ערך לא תקין'

/**
 * The first message per field of a failed schema check (zod's `error.issues`), so a form shows the
 * contracts' own Hebrew messages (zod's English defaults become GENERIC_FIELD_MESSAGE). With `fields`,
 * issues on other paths are left out; `rename` moves a body field onto the form field that edits it.
 */
export function fieldErrorsFromIssues<F extends string = string>(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
  fields?: readonly F[],
  rename: Partial<Record<string, F>> = {},
): FieldErrors<F> {
  const errors: FieldErrors<F> = {}
  for (const issue of issues) {
    const top = String(issue.path[0] ?? '')
    const field = (rename[top] ?? top) as F
    if (!field || (fields && !fields.includes(field))) continue
    errors[field] ??= HEBREW.test(issue.message) ? issue.message : GENERIC_FIELD_MESSAGE
  }
  return errors
}

/**
 * A failed call's errors for a form: the server's message per field (with `fields`, a nested path such
 * as 'items.0.phone' counts for 'phone'; without, for its top field 'items'), and the message for the
 * whole form when no field was named. `rename` shows a body field under the form field that edits it.
 * Anything that is not an ApiError gives neither.
 */
export function serverFieldErrors<F extends string = string>(
  error: unknown,
  fields?: readonly F[],
  rename: Partial<Record<string, F>> = {},
): { fields: FieldErrors<F>; message: string | null } {
  if (!isApiError(error)) return { fields: {}, message: null }
  const found: FieldErrors<F> = {}
  if (fields) {
    for (const field of [...fields, ...Object.keys(rename)]) {
      const message = error.fieldError(field)
      const name = rename[field] ?? (field as F)
      if (message) found[name] ??= message
    }
  } else {
    for (const { field, message } of error.fields) {
      const name = (field.split('.')[0] ?? field) as F
      if (name) found[name] ??= message
    }
  }
  return { fields: found, message: Object.keys(found).length > 0 ? null : error.message }
}
