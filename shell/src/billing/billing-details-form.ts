import { billingDetailsSchema, type BillingDetails } from '@seats/contracts'
import { fieldErrorsFromIssues, type FormCheck } from '@seats/sdk'

export const detailsFields = ['legalName', 'entityType', 'entityNumber', 'address', 'billingEmail'] as const
export type DetailsField = (typeof detailsFields)[number]
export type DetailsValues = Record<DetailsField, string>

/** The form's start: the saved details, else the account's synagogue name and email to edit. */
export function detailsInitial(
  saved: BillingDetails | null,
  account: { synagogueName: string; email: string | null },
): DetailsValues {
  return {
    legalName: saved?.legalName ?? account.synagogueName,
    entityType: saved?.entityType ?? 'association',
    entityNumber: saved?.entityNumber ?? '',
    address: saved?.address ?? '',
    billingEmail: saved?.billingEmail ?? account.email ?? '',
  }
}

/** The contracts' schema, so the form refuses what the server would, with the same words. */
export function checkDetails(values: DetailsValues): FormCheck<DetailsValues, BillingDetails> {
  const parsed = billingDetailsSchema.safeParse(values)
  if (parsed.success) return { ok: true, input: parsed.data }
  return { ok: false, errors: fieldErrorsFromIssues<DetailsField>(parsed.error.issues, detailsFields) }
}
