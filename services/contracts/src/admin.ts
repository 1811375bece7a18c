import { z } from 'zod'
import { schemaText } from './schema-texts'
import { leadStatuses } from './leads'
import { reportSources } from './report-sources'
import { passwordSchema, userSchema } from './user'

/** The weeks the dashboards chart. */
export const STATS_WEEKS = 26

const subscriptionStatusSchema = z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2)])

/** POST /api/users/:id/extend-trial: the end moves `days` forward from the later of now and the current end. */
export const extendTrialSchema = z.object({
  days: z
    .number(schemaText('days_missing'))
    .int(schemaText('days_whole'))
    .min(1, schemaText('days_min'))
    .max(365, schemaText('days_max', { max: 365 })),
})
export type ExtendTrialInput = z.infer<typeof extendTrialSchema>

/** POST /api/users/:id/mark-paid: PAID_SUBSCRIPTION_TYPE ('חודשי') paid until `until` (a future instant). */
export const markPaidSchema = z.object({
  until: z.iso
    .datetime({ offset: true, message: schemaText('date_invalid') })
    .refine((v) => Date.parse(v) > Date.now(), schemaText('date_not_future')),
})
export type MarkPaidInput = z.infer<typeof markPaidSchema>

/** POST /api/users/me/password: the current password is required; other sessions are signed out. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, schemaText('required')).max(200),
  newPassword: passwordSchema,
})
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>

/** What billing writes in an account's audit log (through auth): plan changes, coupons and money events. */
export const billingAuditActions = [
  'billing.plan_change',
  'billing.plan_scheduled',
  'billing.coupon',
  'billing.card',
  'billing.payment',
  'billing.declined',
  'billing.cancelled',
] as const

export const auditActions = [
  'user.create',
  'user.update',
  'user.delete',
  'user.extend_trial',
  'user.mark_paid',
  'user.send_email',
  'me.password',
  'me.email',
  'team.invite',
  'team.invite_revoked',
  'team.join',
  'team.role',
  'team.remove',
  ...billingAuditActions,
] as const
export type AuditAction = (typeof auditActions)[number]
export const auditActionLabels: Record<AuditAction, string> = {
  'user.create': 'יצירת משתמש',
  'user.update': 'עדכון משתמש',
  'user.delete': 'מחיקת משתמש',
  'user.extend_trial': 'הארכת תקופת ניסיון',
  'user.mark_paid': 'סימון כמשלם',
  'user.send_email': 'שליחת מייל',
  'me.password': 'שינוי סיסמה',
  'me.email': 'שינוי אימייל',
  'team.invite': 'הזמנה לצוות',
  'team.invite_revoked': 'ביטול הזמנה לצוות',
  'team.join': 'הצטרפות לצוות',
  'team.role': 'שינוי תפקיד בצוות',
  'team.remove': 'הסרה מהצוות',
  'billing.plan_change': 'החלפת מסלול',
  'billing.plan_scheduled': 'החלפת מסלול מהחיוב הבא',
  'billing.coupon': 'הענקת קופון',
  'billing.card': 'הזנת כרטיס',
  'billing.payment': 'תשלום התקבל',
  'billing.declined': 'חיוב נדחה',
  'billing.cancelled': 'ביטול מנוי',
}

/** A changed field; passwords appear as the field name with both values null, never a hash. */
export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
})
export type AuditChange = z.infer<typeof auditChangeSchema>

/** GET /api/users/:id/audit (admin): newest first. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(auditActions),
  /** Who did it (null: the account was deleted since). */
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetUserId: z.number().int(),
  changes: z.array(auditChangeSchema),
  /** What else the action carries (send-email: subject, batchId, messageId). */
  detail: z.record(z.string(), z.unknown()).nullable(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

export const signInMethods = ['login', 'register', 'upgrade', 'demo'] as const
/** GET /api/users/:id/sign-ins (admin): the newest 50 successful sign-ins. */
export const signInSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  method: z.enum(signInMethods),
  /** The client address the gateway saw. */
  ip: z.string(),
  userAgent: z.string(),
})
export type SignIn = z.infer<typeof signInSchema>
export const SIGN_INS_KEPT = 50

/** GET /api/users/admin-list (admin): one row of the /users table. */
export const adminUserListItemSchema = userSchema.extend({
  /** contracts subscriptionStatus() now. */
  status: subscriptionStatusSchema,
  /** Worshippers (persons) in the account; null when seating did not answer. */
  worshippers: z.number().int().nullable(),
  lastSignInAt: z.string().nullable(),
})
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>
export const adminUserListSchema = z.object({
  users: z.array(adminUserListItemSchema),
  /** False when seating did not answer: every `worshippers` is null. */
  worshippersKnown: z.boolean(),
})
export type AdminUserList = z.infer<typeof adminUserListSchema>

/** POST /internal/accounts/person-counts (seating): persons per account, 0 for an account with none. */
export const personCountsRequestSchema = z.object({
  accountIds: z.array(z.number().int().positive()).max(100_000),
})
export const personCountsSchema = z.record(z.string(), z.number().int().min(0))
export type PersonCounts = z.infer<typeof personCountsSchema>

export const weekCountSchema = z.object({ weekStart: z.iso.date(), count: z.number().int().min(0) })

/** GET /api/users/stats (admin). Guests and demo guests are counted apart, never in the statuses. */
export const userStatsSchema = z.object({
  /** Registered accounts by the seed's status code ('-1', '0', '1', '2'). */
  byStatus: z.record(z.enum(['-1', '0', '1', '2']), z.number().int()),
  registered: z.number().int(),
  guests: z.number().int(),
  /** Registrations per week (Sunday to Saturday, Israel time), the last 26 weeks, oldest first. */
  signUpsPerWeek: z.array(weekCountSchema),
  /**
   * Registered accounts that are not admins: on the trial type ('ניסיון') or on another (paid); rate =
   * paid / (trial + paid), 0 when there are none.
   */
  conversion: z.object({ trial: z.number().int(), paid: z.number().int(), rate: z.number() }),
})
export type UserStats = z.infer<typeof userStatsSchema>

/** GET /api/leads/stats (admin). */
export const leadStatsSchema = z.object({
  byStatus: z.record(z.enum(leadStatuses), z.number().int()),
  /** Leads created per week, the last 26 weeks, oldest first, with the count of each source. */
  perWeek: z.array(
    z.object({
      weekStart: z.iso.date(),
      count: z.number().int(),
      bySource: z.record(z.string(), z.number().int()),
    }),
  ),
  /** Every source seen in those weeks, most leads first. */
  sources: z.array(z.string()),
})
export type LeadStats = z.infer<typeof leadStatsSchema>

/** GET /api/reports/stats (admin): reports made per week across every synagogue (by when they were made). */
export const reportStatsSchema = z.object({
  perWeek: z.array(
    z.object({
      weekStart: z.iso.date(),
      count: z.number().int(),
      bySource: z.record(z.enum(reportSources), z.number().int()),
    }),
  ),
  /** Reports in those weeks. */
  total: z.number().int(),
})
export type ReportStats = z.infer<typeof reportStatsSchema>
