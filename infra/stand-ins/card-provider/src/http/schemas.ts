import { z } from 'zod'
import { isIsoDate, israelDate } from '../domain/dates'

/** Bodies as the provider accepts them: numbers may come as numeric strings, dates with or without a time. */

const numeric = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
])
const id = z.union([z.number().int(), z.string().trim().regex(/^\d+$/).transform(Number)])
const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v == null || String(v).trim() === '' ? null : String(v).trim()))

/**
 * YYYY-MM-DD, or a date-time: with an offset or Z it is read as an instant and taken in Israel time,
 * without one its date part is the date.
 */
export const providerDate = z
  .string()
  .trim()
  .transform((s) => (/T.*(Z|[+-]\d{2}:?\d{2})$/i.test(s) ? israelDate(new Date(s)) : s.slice(0, 10)))
  .refine(isIsoDate, 'expected a date (YYYY-MM-DD)')

export const credentialsSchema = z.object({
  Credentials: z.object({ CompanyID: z.union([z.number(), z.string()]), APIKey: z.string() }),
})

/** An existing customer by ID, or by ExternalIdentifier (found, or created on a charge). */
const customerSchema = z.object({
  ID: id.nullish(),
  Name: optionalText,
  EmailAddress: optionalText,
  Phone: optionalText,
  ExternalIdentifier: optionalText,
  SearchMode: z.unknown().optional(),
})

const itemSchema = z.object({
  Item: z.object({ Name: z.string().trim().min(1), Duration_Months: numeric.nullish() }),
  Quantity: numeric.refine((n) => n > 0, 'must be positive').default(1),
  UnitPrice: numeric.refine((n) => n >= 0, 'must not be negative'),
  Currency: z.union([z.string(), z.number()]).default('ILS'),
  Date_Start: providerDate.nullish(),
  Duration_Months: numeric.nullish(),
  Recurrence: numeric.nullish(),
  Description: optionalText,
})

export const chargeSchema = credentialsSchema.extend({
  Customer: customerSchema,
  SingleUseToken: z.string().nullish(),
  Items: z.array(itemSchema).min(1),
  VATIncluded: z.boolean().nullish(),
  AuthoriseOnly: z.boolean().nullish(),
})
export type ChargeBody = z.infer<typeof chargeSchema>

export const listItemsSchema = credentialsSchema.extend({
  Customer: customerSchema,
  IncludeInactive: z.boolean().nullish(),
})

export const cancelSchema = credentialsSchema.extend({
  Customer: z.object({ ID: id }),
  RecurringCustomerItemID: id,
})

/** /accounting/customers/update/: the customer by ID, or by ExternalIdentifier; the details to keep. */
export const customerUpdateSchema = credentialsSchema.extend({
  Details: customerSchema.extend({
    CompanyNumber: optionalText,
    Address: optionalText,
    City: optionalText,
    ZipCode: optionalText,
  }),
})

/** /billing/payments/charge/: a one-time charge of the customer's saved card (no token is sent). */
export const oneTimeChargeSchema = credentialsSchema.extend({
  Customer: z.object({ ID: id }),
  Items: z.array(itemSchema.omit({ Date_Start: true, Recurrence: true })).min(1),
  VATIncluded: z.boolean().nullish(),
})

/** /billing/recurring/update/: a running item's price or quantity, from its next charge on. */
export const updateItemSchema = credentialsSchema.extend({
  Customer: customerSchema,
  RecurringCustomerItemID: id,
  UnitPrice: numeric.refine((n) => n >= 0, 'must not be negative').nullish(),
  Quantity: numeric.refine((n) => n > 0, 'must be positive').nullish(),
  /** The next charge's date (months given free); a day after the provider's today. */
  Date_NextBilling: providerDate.nullish(),
})

export const listPaymentsSchema = credentialsSchema.extend({
  Date_From: providerDate.nullish(),
  Date_To: providerDate.nullish(),
  Valid: z.boolean().nullish(),
  StartIndex: z.number().int().min(0).nullish(),
})

export const getPaymentSchema = credentialsSchema.extend({ PaymentID: id })

export const clockSchema = z.object({ date: z.string().refine(isIsoDate, 'expected a date (YYYY-MM-DD)') })

/** /billing/paymentmethods/getforcustomer/: by CustomerID, or by a Customer object as the other calls take it. */
export const paymentMethodSchema = credentialsSchema
  .extend({ CustomerID: id.nullish(), Customer: customerSchema.nullish() })
  .refine((b) => b.CustomerID != null || b.Customer != null, 'CustomerID or Customer is required')

const isoDate = z.string().refine(isIsoDate, 'expected a date (YYYY-MM-DD)')

/** POST /__test/history: customers to replay, each with a card and one recurring item (plain JSON). */
export const historySchema = z.object({
  customers: z
    .array(
      z.object({
        externalIdentifier: z.string().trim().min(1).max(100),
        name: z.string().trim().min(1).max(200),
        email: z
          .string()
          .trim()
          .max(254)
          .nullish()
          .transform((v) => v || null),
        phone: z
          .string()
          .trim()
          .max(30)
          .nullish()
          .transform((v) => v || null),
        card: z.object({
          lastDigits: z.string().regex(/^\d{4}$/),
          expiryMonth: z.number().int().min(1).max(12),
          expiryYear: z.number().int().min(2000).max(2100),
          behaviour: z
            .enum(['success', 'declined', 'insufficient_funds', 'timeout', 'renewal_declines'])
            .default('success'),
        }),
        item: z.object({
          name: z.string().trim().min(1).max(200),
          unitPrice: z.number().min(0),
          durationMonths: z.number().int().min(1).max(120),
          description: z
            .string()
            .max(500)
            .nullish()
            .transform((v) => v ?? null),
          dateStart: isoDate,
          cancelOn: isoDate.nullish().transform((v) => v ?? null),
        }),
      }),
    )
    .max(1000),
})
