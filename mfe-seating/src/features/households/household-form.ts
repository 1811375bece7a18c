import { householdInputSchema, type Household, type HouseholdInput } from '@seats/contracts'
import { fieldErrorsFromIssues, type FormCheck } from '@seats/sdk'

export type HouseholdField = 'name' | 'phone' | 'email' | 'memberIds'
export type HouseholdValues = { name: string; phone: string; email: string; memberIds: number[] }
/** In the order the first wrong one takes the focus; the members' box is focused through its search field. */
export const householdFields: HouseholdField[] = ['name', 'phone', 'email', 'memberIds']

export const householdValuesOf = (household?: Household): HouseholdValues => ({
  name: household?.name ?? '',
  phone: household?.phone ?? '',
  email: household?.email ?? '',
  memberIds: household?.memberIds ?? [],
})

/**
 * The contracts' household schema in the browser; what passes is sent as the schema gives it back (the name
 * trimmed, the phone as digits, the email in its one spelling, each member once). A phone or an email is
 * asked for under the phone.
 */
export function checkHousehold(values: HouseholdValues): FormCheck<HouseholdValues, HouseholdInput> {
  const parsed = householdInputSchema.safeParse(values)
  if (parsed.success) return { ok: true, input: parsed.data }
  return { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, householdFields) }
}
