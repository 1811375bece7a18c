import { z } from 'zod'
import { schemaText } from './schema-texts'

export const FIRST_CHARGE_NOT_BEFORE = '2025-05-01'

/** The plan's subscriptionType once a card pays for it (anything but the trial's 'ניסיון' means paid). */
export const PAID_SUBSCRIPTION_TYPE = 'חודשי'

/**
 * Days a paid account keeps working past its next charge date, so a charge made during that day (and read
 * by the hourly reconcile) extends it before it shows as expired. A failed charge leaves only these days.
 */
export const PAYMENT_GRACE_DAYS = 2

/** The header that makes a createRecurringCharge attempt safe to send twice. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export const paymentMethodSchema = z.object({
  SingleUseToken: z
    .string()
    .trim()
    .min(1, schemaText('required'))
    .max(200, schemaText('too_long', { max: 200 })),
  dateStart: z.iso.date(schemaText('date_invalid')),
})
export type PaymentMethodPayload = z.infer<typeof paymentMethodSchema>

export const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,80}$/, schemaText('idempotency_key_invalid'))

/** The card form's limits (seed §5); the fields are tokenised in the browser and never sent to us. */
export const cardFieldLimits = { cardnumber: 20, expirationmonth: 2, expirationyear: 4, cvv: 4 } as const

/** YYYY-MM-DD of an instant in Israel time (the product's calendar). */
export function israelDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Jerusalem',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** A YYYY-MM-DD date moved by whole months; the 31st becomes the month's last day (Jan 31 -> Feb 28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  const first = new Date(Date.UTC(y, m - 1 + months, 1))
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  first.setUTCDate(Math.min(d, last))
  return first.toISOString().slice(0, 10)
}

/**
 * First charge: the day after the subscription ends (in Israel time), never before
 * FIRST_CHARGE_NOT_BEFORE, and never in the past (a lapsed account is charged today).
 */
export function firstChargeDate(subscriptionEndsAt: string | null, today: string): string {
  const base = subscriptionEndsAt ? israelDate(new Date(subscriptionEndsAt)) : today
  const candidate = addDays(base, 1)
  const floor = candidate < today ? today : candidate
  return floor < FIRST_CHARGE_NOT_BEFORE ? FIRST_CHARGE_NOT_BEFORE : floor
}

/** Where the browser gets the card provider's tokenising script, and the public values it needs. */
export const billingConfigSchema = z.object({
  /** Loaded in order (the real provider's script needs jQuery first). */
  scriptUrls: z.array(z.string()),
  companyId: z.string(),
  apiPublicKey: z.string(),
  environment: z.string(),
})
export type BillingConfig = z.infer<typeof billingConfigSchema>

/**
 * none: never subscribed; pending: a charge attempt whose answer is not known yet (the reconcile settles it);
 * active: the provider bills monthly; failed: the last charge was declined (the account runs out at its end
 * date); cancelled: no further charges, paid time kept.
 */
export const subscriptionStates = ['none', 'pending', 'active', 'failed', 'cancelled'] as const
export type SubscriptionState = (typeof subscriptionStates)[number]

export const subscriptionStateLabels: Record<SubscriptionState, string> = {
  none: 'ללא מנוי',
  pending: 'בבדיקה',
  active: 'פעיל',
  failed: 'החיוב נכשל',
  cancelled: 'בוטל',
}

export const subscriptionSchema = z.object({
  state: z.enum(subscriptionStates),
  /** The plan from the user record: up to maxPeople worshippers for price shekels a month. */
  maxPeople: z.number().int(),
  price: z.number(),
  /** Months one charge pays for: 1, or 12 on a yearly plan (price is then the year's). */
  periodMonths: z.number().int().default(1),
  subscriptionType: z.string(),
  /** Paid (or trial) time ends here; the account's subscriptionEndsAt. */
  subscriptionEndsAt: z.string().nullable(),
  /** The next monthly charge (YYYY-MM-DD), when the provider will bill again. */
  nextChargeDate: z.string().nullable(),
  /** The first charge date a new card would get now (YYYY-MM-DD), as the server computes it. */
  firstChargeDate: z.string(),
  /** The card's last digits as the provider returns them. */
  cardLastDigits: z.string().nullable(),
  /** The card's expiry as "MM/YY", when the provider tells it. */
  cardExpiry: z.string().nullable(),
  startedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
})
export type Subscription = z.infer<typeof subscriptionSchema>

export const paymentStatuses = ['paid', 'declined'] as const
export type PaymentStatus = (typeof paymentStatuses)[number]
export const paymentStatusLabels: Record<PaymentStatus, string> = { paid: 'שולם', declined: 'נדחה' }

export const paymentSchema = z.object({
  id: z.number().int(),
  /** The charge's date (YYYY-MM-DD, Israel time). */
  date: z.string(),
  /** Shekels, VAT included. */
  amount: z.number(),
  status: z.enum(paymentStatuses),
  /** The provider's words on a declined charge. */
  description: z.string().nullable(),
  /** The provider's document (receipt) for a paid charge. */
  receiptUrl: z.string().nullable(),
  cardLastDigits: z.string().nullable(),
})
export type Payment = z.infer<typeof paymentSchema>

/** Auth's internal call that changes an account's paid time, at most once per `ref` (a payment or an attempt). */
export const subscriptionCreditSchema = z.object({
  ref: z.string().min(1).max(120),
  subscriptionType: z.string().min(1).max(50),
  /** The account works until at least this instant; an end date already later is kept. */
  paidThrough: z.iso.datetime({ offset: true }),
})
export type SubscriptionCredit = z.infer<typeof subscriptionCreditSchema>

/** POST /internal/maintenance/reconcile-billing: what one reconcile pass did. */
export const reconcileResultSchema = z.object({
  settledAttempts: z.number().int(),
  paymentsRecorded: z.number().int(),
  accountsExtended: z.number().int(),
  subscriptionsFailed: z.number().int(),
})
export type ReconcileResult = z.infer<typeof reconcileResultSchema>

/** GET /api/billing/admin/accounts/:id (admin): one account's subscription and payments, newest first. */
export const accountBillingSchema = z.object({
  subscription: subscriptionSchema,
  payments: z.array(paymentSchema),
})
export type AccountBilling = z.infer<typeof accountBillingSchema>

/** GET /api/billing/admin/stats (admin): money per Israel month, oldest first, and the recurring revenue now. */
export const billingStatsSchema = z.object({
  months: z.array(
    z.object({
      /** YYYY-MM. */
      month: z.string(),
      /** Shekels charged. */
      revenue: z.number(),
      /** Accounts with a paid charge that month. */
      paying: z.number().int(),
      declined: z.number().int(),
      cancelled: z.number().int(),
      /** Subscriptions that ran out that month after a declined renewal (never renewed since). */
      lapsed: z.number().int(),
      /** Monthly recurring revenue earned that month: each plan charge spread over the months it pays for. */
      mrr: z.number(),
      /** Cancelled and lapsed, out of the accounts that paid the month before; null when none had. */
      churnRate: z.number().nullable(),
    }),
  ),
  /** Monthly recurring revenue: the price of every running subscription. */
  mrr: z.number(),
  /** Running subscriptions. */
  running: z.number().int(),
})
export type BillingStats = z.infer<typeof billingStatsSchema>

/** GET /api/billing/admin/payments (admin): every account's payments of the last 12 months, newest first. */
export const accountPaymentSchema = paymentSchema.extend({ accountId: z.number().int() })
export type AccountPayment = z.infer<typeof accountPaymentSchema>

/** What a synagogue is in law, as its receipts name it. */
export const entityTypes = ['association', 'company', 'other'] as const
export type EntityType = (typeof entityTypes)[number]
export const entityTypeLabels: Record<EntityType, string> = {
  association: 'עמותה (ע"ר)',
  company: 'חברה',
  other: 'אחר',
}

/**
 * An Israeli registry number (association, company, or an ID): 9 digits whose check digit follows the
 * registries' weights (1,2,1,2...), so a mistyped digit is caught before it reaches a receipt.
 */
export function isIsraeliRegistryNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false
  let sum = 0
  for (let i = 0; i < 9; i++) {
    const d = Number(value[i]) * ((i % 2) + 1)
    sum += d > 9 ? d - 9 : d
  }
  return sum % 10 === 0
}

/** The billing details the provider's documents carry: who paid, their registry number, address and email. */
export const billingDetailsSchema = z
  .object({
    legalName: z
      .string()
      .trim()
      .min(2, schemaText('required'))
      .max(150, schemaText('too_long', { max: 150 })),
    entityType: z.enum(entityTypes, schemaText('entity_type_invalid')),
    entityNumber: z
      .string()
      .trim()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().max(9, schemaText('entity_number_invalid'))),
    address: z
      .string()
      .trim()
      .min(5, schemaText('required'))
      .max(200, schemaText('too_long', { max: 200 })),
    billingEmail: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email(schemaText('email_invalid')).max(254)),
  })
  .superRefine((d, ctx) => {
    // An association or a company always has its number; 'other' (a private person, a partnership) may not.
    if ((d.entityNumber || d.entityType !== 'other') && !isIsraeliRegistryNumber(d.entityNumber))
      ctx.addIssue({ code: 'custom', path: ['entityNumber'], message: schemaText('entity_number_invalid') })
  })
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>
export type BillingDetails = z.infer<typeof billingDetailsSchema>

/** GET /api/billing/details: the saved details (null before any), and whether the provider holds them yet. */
export const billingDetailsViewSchema = z.object({
  details: billingDetailsSchema.nullable(),
  /** The provider's customer carries them (false until the first charge or while the provider is away). */
  atProvider: z.boolean(),
})
export type BillingDetailsView = z.infer<typeof billingDetailsViewSchema>

/** How a receipt names the payer: an association's name says ע"ר, as Israeli receipts do. */
export function documentCustomerName(d: Pick<BillingDetails, 'legalName' | 'entityType'>): string {
  return d.entityType === 'association' && !/ע["״]ר/.test(d.legalName) ? `${d.legalName} (ע"ר)` : d.legalName
}
