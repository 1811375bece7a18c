import {
  leadCreateSchema,
  leadUpdateSchema,
  type Lead,
  type LeadCreateInput,
  type LeadUpdateInput,
} from '@seats/contracts'
import { fieldErrorsFromIssues, type FormCheck } from '@seats/sdk'
import type { LeadDraft } from './lead-store'

export const leadFormFields = ['name', 'phone', 'email', 'source', 'message'] as const
export type LeadFormField = (typeof leadFormFields)[number]

export const leadFieldLabels: Record<LeadFormField, string> = {
  name: 'שם',
  phone: 'טלפון',
  email: 'אימייל',
  source: 'מקור',
  message: 'הודעה',
}

export const leadFormValues = (lead: Lead): LeadDraft => ({
  name: lead.name,
  phone: lead.phone,
  email: lead.email,
  source: lead.source,
  message: lead.message,
})

/** Adding checks with the public form's schema (email required); editing with the update schema (email optional). */
export function checkLeadForm(
  values: LeadDraft,
  lead?: Lead,
): FormCheck<LeadDraft, { create: LeadCreateInput } | { update: LeadUpdateInput }> {
  if (lead) {
    const parsed = leadUpdateSchema.safeParse({ ...values, status: lead.status })
    return parsed.success
      ? { ok: true, input: { update: parsed.data } }
      : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, leadFormFields) }
  }
  const parsed = leadCreateSchema.safeParse(values)
  return parsed.success
    ? { ok: true, input: { create: parsed.data } }
    : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, leadFormFields) }
}
