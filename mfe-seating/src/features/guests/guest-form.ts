import { guestInputSchema, type Guest, type GuestInput, type GuestSeat } from '@seats/contracts'
import { fieldErrorsFromIssues, type FormCheck } from '@seats/sdk'

export type GuestField = 'name' | 'phone' | 'hostName' | 'note'
export type GuestValues = Record<GuestField, string>
/** In the order the first wrong one takes the focus. */
export const guestFields: GuestField[] = ['name', 'phone', 'hostName', 'note']

export const guestValuesOf = (guest: Guest | null): GuestValues => ({
  name: guest?.name ?? '',
  phone: guest?.phone ?? '',
  hostName: guest?.hostName ?? '',
  note: guest?.note ?? '',
})

/** The contracts' guest schema in the browser, for this seat on this date. */
export function checkGuest(
  values: GuestValues,
  where: GuestSeat & { date: string; eventId: number | null },
): FormCheck<GuestValues, GuestInput> {
  const parsed = guestInputSchema.safeParse({ ...where, ...values })
  if (parsed.success) return { ok: true, input: { ...parsed.data } }
  return { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, guestFields) }
}
