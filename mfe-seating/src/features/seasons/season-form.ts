import {
  seasonInputSchema,
  seasonUpdateSchema,
  type Season,
  type SeasonInput,
  type SeasonSuggestion,
  type SeasonUpdate,
} from '@seats/contracts'
import {
  errorMessageOf,
  fieldErrorsFromIssues,
  isApiError,
  serverFieldErrors,
  toast,
  type FormCheck,
  type FormRefusal,
} from '@seats/sdk'
import { seasonsTexts as t } from './seasons-texts'

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

/** An existing season's name and days; its map stays its own. */
export function checkSeasonUpdate(values: SeasonValues): FormCheck<SeasonValues, SeasonUpdate> {
  const parsed = seasonUpdateSchema.safeParse({ name: values.name, dates: values.dates })
  if (parsed.success) return { ok: true, input: parsed.data }
  return { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, seasonFields) }
}

/** A day the dialog offers, with its Hebrew date when the calendar gave one. */
export interface OfferedDay {
  date: string
  name: string
  hebrewDate?: string
}

/**
 * The days a season's dialog offers: a new season, the coming High Holidays; an existing one, its own days,
 * with the coming High Holidays beside them when they are the same holidays (one day in common).
 */
export function offeredDays(suggestion: SeasonSuggestion | null, season?: Season): OfferedDay[] {
  const coming = suggestion?.dates ?? []
  if (!season) return coming
  const own = new Set(season.dates.map((d) => d.date))
  const sameHolidays = coming.some((d) => own.has(d.date))
  const byDate = new Map<string, OfferedDay>(season.dates.map((d) => [d.date, d]))
  if (sameHolidays) for (const d of coming) byDate.set(d.date, d)
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date))
}

/** A refused save: the server's field errors under their fields, anything else over the form. */
export function seasonRefusal(error: unknown): FormRefusal<SeasonValues> {
  if (isApiError(error) && error.fields.length > 0) return serverFieldErrors(error, seasonFields)
  toast.failure(t.failed, error)
  return { fields: {}, message: errorMessageOf(error) }
}
