import { z } from 'zod'

/**
 * Everything the stand-in remembers, as one JSON-able value: it is what STATE_FILE holds and what
 * GET /__test/state shows (without the tokens). Field names are the store's own; the HTTP layer maps them
 * to the provider's shapes.
 */
const behaviour = z.enum(['success', 'declined', 'insufficient_funds', 'timeout', 'renewal_declines'])
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const currency = z.union([z.string(), z.number()])

/** Month and four-digit year; absent in state files written before the stand-in kept it. */
const expiry = z.object({ month: z.number().int(), year: z.number().int() }).optional()

export const cardSchema = z.object({
  lastDigits: z.string(),
  expiry,
  behaviour,
  /** Charge attempts made on this card so far (the renewal-declining card approves only the first). */
  charges: z.number().int().min(0),
})
export type StoredCard = z.infer<typeof cardSchema>

export const customerSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  externalIdentifier: z.string().nullable(),
  /** The registry number (ח.פ. / ע"ר) and address its documents carry; absent in older state files. */
  companyNumber: z.string().nullish(),
  address: z.string().nullish(),
  card: cardSchema.nullable(),
})
export type Customer = z.infer<typeof customerSchema>

/** Recurring item statuses as the provider numbers them. */
export const ItemStatus = {
  active: 0,
  cancelled: 1,
  failedPayment: 3,
  finished: 9,
  gracePeriod: 11,
  pendingFirstPayment: 12,
  cancelledByCustomer: 13,
  pendingRetry: 14,
} as const

/** Statuses that still bill (or will): listforcustomer shows only these unless IncludeInactive. */
export const ACTIVE_STATUSES: readonly number[] = [
  ItemStatus.active,
  ItemStatus.gracePeriod,
  ItemStatus.pendingFirstPayment,
  ItemStatus.pendingRetry,
]
/** Statuses the clock charges. */
export const BILLED_STATUSES: readonly number[] = [ItemStatus.active, ItemStatus.pendingFirstPayment]

export const itemSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  name: z.string(),
  durationMonths: z.number(),
  quantity: z.number(),
  unitPrice: z.number(),
  currency,
  description: z.string().nullable(),
  recurrence: z.number().nullable(),
  dateStart: date,
  dateNextBilling: date,
  datePreviousBilling: date.nullable(),
  status: z.number().int(),
})
export type RecurringItem = z.infer<typeof itemSchema>

export const paymentSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  date,
  amount: z.number(),
  currency,
  valid: z.boolean(),
  status: z.string(),
  statusDescription: z.string(),
  authNumber: z.string().nullable(),
  documentId: z.number().int().nullable(),
  recurringItemId: z.number().int().nullable(),
  /** What was paid for, printed on the receipt. */
  itemName: z.string().nullable(),
  lastDigits: z.string(),
  /** The customer as the document names them, fixed when it was issued (a receipt is never rewritten). */
  billedTo: z
    .object({
      name: z.string().nullable(),
      companyNumber: z.string().nullable(),
      address: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullish(),
})
export type PaymentRecord = z.infer<typeof paymentSchema>

export const tokenSchema = z.object({
  token: z.string(),
  lastDigits: z.string(),
  expiry,
  behaviour,
  /** Epoch milliseconds. */
  expiresAt: z.number(),
})
export type TokenRecord = z.infer<typeof tokenSchema>

export const stateSchema = z.object({
  version: z.literal(1),
  /** The provider's today (YYYY-MM-DD): never behind the real Israel date; the test clock moves it forward. */
  clock: date,
  sequences: z.object({
    customer: z.number().int(),
    item: z.number().int(),
    payment: z.number().int(),
    document: z.number().int(),
  }),
  customers: z.array(customerSchema),
  items: z.array(itemSchema),
  payments: z.array(paymentSchema),
  tokens: z.array(tokenSchema),
})
export type StoreState = z.infer<typeof stateSchema>

/** Ids of each kind start in their own range, so an id passed where another kind belongs finds nothing. */
export const emptyState = (clock: string): StoreState => ({
  version: 1,
  clock,
  sequences: { customer: 100_000, item: 200_000, payment: 300_000, document: 400_000 },
  customers: [],
  items: [],
  payments: [],
  tokens: [],
})
