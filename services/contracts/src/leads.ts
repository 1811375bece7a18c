import { z } from 'zod'
import { schemaText } from './schema-texts'
import { requiredName } from './names'
import { LEAD_SOURCE_DEMO, LEAD_SOURCE_LANDING } from './product'

export const leadStatuses = ['new', 'contacted', 'interested', 'not_interested', 'user_created'] as const
export type LeadStatus = (typeof leadStatuses)[number]
export type Severity = 'info' | 'warning' | 'success' | 'danger'
export const leadStatusMeta: Record<LeadStatus, { label: string; severity: Severity }> = {
  new: { label: 'חדש', severity: 'info' },
  contacted: { label: 'נוצר קשר', severity: 'warning' },
  interested: { label: 'מעוניין', severity: 'success' },
  not_interested: { label: 'לא מעוניין', severity: 'danger' },
  user_created: { label: 'נוצר משתמש', severity: 'info' },
}

export const communicationTypes = ['call', 'email', 'meeting', 'other'] as const
export type CommunicationType = (typeof communicationTypes)[number]
export const communicationTypeLabels: Record<CommunicationType, string> = {
  call: 'שיחה',
  email: 'אימייל',
  meeting: 'פגישה',
  other: 'אחר',
}

export const communicationSchema = z.object({
  id: z.number().int(),
  leadId: z.number().int(),
  type: z.enum(communicationTypes),
  content: z.string(),
  createdAt: z.string(),
})
export type Communication = z.infer<typeof communicationSchema>

export const leadSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
  source: z.string(),
  status: z.enum(leadStatuses),
  createdAt: z.string(),
  /** When the newest communication was made (null: none yet); the list and the detail carry it. */
  lastCommunicationAt: z.string().nullable().optional(),
  communications: z.array(communicationSchema).optional(),
})
export type Lead = z.infer<typeof leadSchema>

/**
 * A lead's phone as the visitor typed it (trimmed): phone characters only and 9 to 15 digits, so a
 * foreign number is accepted too; matching uses its digits (normalizePhone).
 */
export const leadPhoneSchema = z
  .string()
  .trim()
  // One message per bad phone: an empty or overlong one is not also called malformed.
  .min(1, { message: schemaText('required'), abort: true })
  .max(30, { abort: true })
  .refine((s) => {
    const digits = s.replace(/\D/g, '').length
    return /^[\d+\-\s().]*$/.test(s) && digits >= 9 && digits <= 15
  }, schemaText('phone_invalid'))

const leadEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email(schemaText('email_invalid')))
/** Demo leads and leads an admin edits may have no email. */
const optionalLeadEmail = z.union([z.literal(''), leadEmail]).default('')

/** The longest message the contact form takes (a question, not a letter). */
export const LEAD_MESSAGE_MAX = 2000

/** POST /api/leads: the landing page's contact form (and an admin adding a lead by hand). */
export const leadCreateSchema = z.object({
  name: requiredName(100),
  phone: leadPhoneSchema,
  email: leadEmail,
  message: z.string().trim().max(LEAD_MESSAGE_MAX).default(''),
  source: z.string().trim().max(50).default(LEAD_SOURCE_LANDING),
  /** Honeypot: people never see this field, bots fill it. */
  website: z.string().max(500).optional(),
})
export type LeadCreateInput = z.infer<typeof leadCreateSchema>

/** What a visitor learns from POST /api/leads: that it was received, and nothing about any other lead. */
export const leadReceiptSchema = z.object({ ok: z.literal(true), id: z.number().int() })
export type LeadReceipt = z.infer<typeof leadReceiptSchema>

/** PUT /api/leads/:id: the full lead (id, createdAt and communications in the body are ignored). */
export const leadUpdateSchema = z.object({
  name: requiredName(100),
  phone: leadPhoneSchema,
  email: optionalLeadEmail,
  message: z.string().trim().max(2000).default(''),
  source: z.string().trim().min(1, schemaText('required')).max(50),
  status: z.enum(leadStatuses),
})
export type LeadUpdateInput = z.infer<typeof leadUpdateSchema>

/** GET /api/leads?status=&q= (q matches name, phone or email). */
export const leadListQuerySchema = z.object({
  status: z.enum(leadStatuses).optional(),
  q: z.string().trim().max(100).optional(),
})
export type LeadListQuery = z.infer<typeof leadListQuerySchema>

export const communicationInputSchema = z.object({
  leadId: z.number().int().positive(),
  type: z.enum(communicationTypes),
  content: z.string().trim().min(1, schemaText('required')).max(5000),
})
export type CommunicationInput = z.infer<typeof communicationInputSchema>

/** PUT /api/communication/:id: the communication; it stays on its lead (leadId, if sent, is ignored). */
export const communicationUpdateSchema = communicationInputSchema.omit({ leadId: true })
export type CommunicationUpdateInput = z.infer<typeof communicationUpdateSchema>

/** POST /internal/leads: auth's demo flow records who started a demo. */
export const internalLeadCreateSchema = z.object({
  name: requiredName(100),
  phone: leadPhoneSchema,
  email: optionalLeadEmail,
  source: z.string().trim().min(1).max(50).default(LEAD_SOURCE_DEMO),
  message: z.string().trim().max(2000).default(''),
})
export type InternalLeadCreateInput = z.infer<typeof internalLeadCreateSchema>

/** POST /internal/leads/mark-user-created: someone registered; their leads (by email or phone) become user_created. */
export const markUserCreatedSchema = z
  .object({
    email: z.string().trim().toLowerCase().max(254).optional(),
    phone: z.string().trim().max(30).optional(),
  })
  .refine((v) => Boolean(v.email) || Boolean(v.phone?.replace(/\D/g, '')), {
    message: schemaText('email_or_phone'),
    path: ['email'],
  })
export type MarkUserCreatedInput = z.infer<typeof markUserCreatedSchema>
export const markUserCreatedResultSchema = z.object({ updated: z.number().int() })
