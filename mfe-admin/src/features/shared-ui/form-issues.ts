import { fieldErrorsFromIssues, type FieldErrors } from '@seats/sdk'

const HEBREW = /[\u0590-\u05ff]/
/** What a field shows when the contracts give zod's own (English) message, e.g. a length bound. */
export const GENERIC_FIELD_MESSAGE = 'ערך לא תקין'

type Issue = { path: readonly PropertyKey[]; message: string }

/**
 * A schema's issues as Hebrew messages per form field: the contracts' Hebrew texts as they are, zod's
 * English defaults replaced; `rename` moves a body field onto the form field that edits it.
 */
export function hebrewFieldErrors<F extends string>(
  issues: readonly Issue[],
  fields: readonly F[],
  rename: Partial<Record<string, F>> = {},
): FieldErrors<F> {
  return fieldErrorsFromIssues(
    issues.map((issue) => {
      const top = String(issue.path[0] ?? '')
      return {
        path: rename[top] ? [rename[top]] : issue.path,
        message: HEBREW.test(issue.message) ? issue.message : GENERIC_FIELD_MESSAGE,
      }
    }),
    fields,
  )
}
