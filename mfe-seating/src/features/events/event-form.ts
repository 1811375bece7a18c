import { eventInputSchema, type SeatEventInput } from '@seats/contracts'
import { isApiError } from '@seats/sdk'

export type EventField = 'name' | 'date' | 'type'
export type EventValues = { name: string; date: string; type: SeatEventInput['type'] }
export type EventFieldErrors = Partial<Record<EventField, string>>
const fields: EventField[] = ['name', 'date', 'type']

/** The contracts' event schema in the browser; an empty date says it is required rather than malformed. */
export function checkEvent(values: EventValues): { ok: true; input: SeatEventInput } | { ok: false; errors: EventFieldErrors } {
  const parsed = eventInputSchema.safeParse(values)
  if (parsed.success) return { ok: true, input: parsed.data }
  const errors: EventFieldErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as EventField
    if (fields.includes(field)) errors[field] ??= field === 'date' && !values.date ? 'שדה חובה' : issue.message
  }
  return { ok: false, errors }
}

export function eventServerErrors(error: unknown): { fields: EventFieldErrors; message: string | null } {
  if (!isApiError(error)) return { fields: {}, message: null }
  const found: EventFieldErrors = {}
  for (const field of fields) {
    const message = error.fieldError(field)
    if (message) found[field] = message
  }
  return { fields: found, message: Object.keys(found).length > 0 ? null : error.message }
}
