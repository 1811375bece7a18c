import { eventInputSchema, type SeatEventInput } from '@seats/contracts'
import { fieldErrorsFromIssues, serverFieldErrors } from '@seats/sdk'

export type EventField = 'name' | 'date' | 'type'
export type EventValues = { name: string; date: string; type: SeatEventInput['type'] }
export type EventFieldErrors = Partial<Record<EventField, string>>
const fields: EventField[] = ['name', 'date', 'type']

/** The contracts' event schema in the browser; an empty date says it is required rather than malformed. */
export function checkEvent(
  values: EventValues,
): { ok: true; input: SeatEventInput } | { ok: false; errors: EventFieldErrors } {
  const parsed = eventInputSchema.safeParse(values)
  if (parsed.success) return { ok: true, input: parsed.data }
  const errors = fieldErrorsFromIssues(parsed.error.issues, fields)
  if (errors.date && !values.date) errors.date = 'שדה חובה'
  return { ok: false, errors }
}

export function eventServerErrors(error: unknown): { fields: EventFieldErrors; message: string | null } {
  return serverFieldErrors(error, fields)
}
