import { eventInputSchema, type SeatEventInput } from '@seats/contracts'
import { fieldErrorsFromIssues, type FormCheck } from '@seats/sdk'

export type EventField = 'name' | 'date' | 'type'
export type EventValues = { name: string; date: string; type: SeatEventInput['type'] }
/** In the order the first wrong one takes the focus. */
export const eventFields: EventField[] = ['name', 'date', 'type']

/** The contracts' event schema in the browser; an empty date says it is required rather than malformed. */
export function checkEvent(values: EventValues): FormCheck<EventValues, SeatEventInput> {
  const parsed = eventInputSchema.safeParse(values)
  if (parsed.success) return { ok: true, input: parsed.data }
  const errors = fieldErrorsFromIssues(parsed.error.issues, eventFields)
  if (errors.date && !values.date) errors.date = 'שדה חובה'
  return { ok: false, errors }
}
