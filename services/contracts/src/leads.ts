import { z } from 'zod'

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
export const communicationTypeLabels: Record<(typeof communicationTypes)[number], string> = {
  call: 'שיחה',
  email: 'אימייל',
  meeting: 'פגישה',
  other: 'אחר',
}

export const LEAD_SOURCE_LANDING = 'דף נחיתה'
export const LEAD_SOURCE_DEMO = 'הדגמה'

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
  communications: z.array(communicationSchema).optional(),
})
export type Lead = z.infer<typeof leadSchema>

export const leadCreateSchema = z.object({
  name: z.string().trim().min(1, 'שדה חובה').max(100),
  phone: z.string().trim().min(1, 'שדה חובה').max(30),
  email: z.string().trim().pipe(z.email('כתובת אימייל אינה תקינה')),
  message: z.string().trim().max(2000).default(''),
  source: z.string().trim().max(50).default(LEAD_SOURCE_LANDING),
  /** Honeypot: people never see this field, bots fill it. */
  website: z.string().optional(),
})
export const communicationInputSchema = z.object({
  leadId: z.number().int().positive(),
  type: z.enum(communicationTypes),
  content: z.string().trim().min(1, 'שדה חובה').max(5000),
})
