import { seasonInputSchema, type SeasonInput } from '@seats/contracts'
import { fieldErrorsFromIssues, type FormCheck } from '@seats/sdk'

export type SeasonField = 'name' | 'sourceMapId' | 'dates' | 'withSeating'
export interface SeasonValues {
  name: string
  /** '' until a map is chosen. */
  sourceMapId: string
  /** The chosen days, by date, each with its name. */
  dates: Array<{ date: string; name: string }>
  withSeating: boolean
}
/** In the order the first wrong one takes the focus. */
export const seasonFields: SeasonField[] = ['name', 'sourceMapId', 'dates', 'withSeating']

/** The contracts' season schema in the browser; no map chosen says so rather than 'invalid'. */
export function checkSeason(values: SeasonValues): FormCheck<SeasonValues, SeasonInput> {
  const parsed = seasonInputSchema.safeParse({
    ...values,
    sourceMapId: values.sourceMapId ? Number(values.sourceMapId) : undefined,
  })
  if (parsed.success) return { ok: true, input: parsed.data }
  const errors = fieldErrorsFromIssues(parsed.error.issues, seasonFields)
  if (!values.sourceMapId) errors.sourceMapId = 'יש לבחור מפה'
  return { ok: false, errors }
}
