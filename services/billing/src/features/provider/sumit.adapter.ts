import { z } from 'zod'
import {
  ProviderError,
  ProviderUnknown,
  type CardProvider,
  type ChargeOutcome,
  type CustomerRef,
  type ProviderPayment,
  type RecurringItem,
  type SavedCard,
} from './card-provider'

export interface SumitOptions {
  apiUrl: string
  companyId: string
  apiKey: string
  timeoutMs: number
}

const idOf = z.union([z.string(), z.number()]).transform(String)
const optionalId = idOf.nullish().transform((v) => v ?? null)
const text = z
  .string()
  .nullish()
  .transform((v) => v || null)
const day = z
  .string()
  .nullish()
  .transform((v) => (v ? v.slice(0, 10) : null))

const envelope = z.object({
  Status: z.union([z.number(), z.string()]),
  UserErrorMessage: text,
  TechnicalErrorDetails: text,
  Data: z.unknown().nullish(),
})

const paymentSchema = z
  .object({
    ID: idOf,
    CustomerID: optionalId,
    RecurringCustomerItemID: optionalId,
    Date: day,
    Amount: z.coerce.number().nullish(),
    ValidPayment: z.boolean(),
    StatusDescription: text,
    DocumentDownloadURL: text,
    PaymentMethod: z.object({ CreditCard_LastDigits: text, LastDigits: text }).partial().nullish(),
  })
  .loose()

const chargeData = z.object({
  Payment: paymentSchema.nullish(),
  CustomerID: optionalId,
  DocumentDownloadURL: text,
  RecurringCustomerItemIDs: z.array(idOf).nullish(),
})

const itemSchema = z
  .object({
    ID: idOf,
    Status: z.coerce.number(),
    UnitPrice: z.coerce.number().nullish(),
    Date_Start: day,
    Date_NextBilling: day,
    Description: text,
  })
  .loose()

const savedCardSchema = z
  .object({
    CreditCard_LastDigits: text,
    CreditCard_ExpirationMonth: z.coerce.number().int().nullish(),
    CreditCard_ExpirationYear: z.coerce.number().int().nullish(),
  })
  .loose()

/** SUMIT's billing API (INTEGRATIONS.md): JSON POSTs with the company's private key, one envelope for every answer. */
export function createSumitProvider(opts: SumitOptions): CardProvider {
  // SUMIT's company ids are numbers; the JSON carries one.
  const credentials = {
    CompanyID: /^\d+$/.test(opts.companyId) ? Number(opts.companyId) : opts.companyId,
    APIKey: opts.apiKey,
  }

  async function post(path: string, body: Record<string, unknown>): Promise<z.infer<typeof envelope>> {
    let res: Response
    try {
      res = await fetch(new URL(path, opts.apiUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ Credentials: credentials, ...body }),
        signal: AbortSignal.timeout(opts.timeoutMs),
      })
    } catch (err) {
      throw new ProviderUnknown(`${path}: ${(err as Error).message}`)
    }
    let json: unknown
    try {
      json = await res.json()
    } catch (err) {
      // The body was cut (or never came): the request may have taken effect.
      throw new ProviderUnknown(`${path}: HTTP ${res.status}, ${(err as Error).message}`)
    }
    const parsed = envelope.safeParse(json)
    if (!res.ok || !parsed.success)
      throw new ProviderError(`${path}: HTTP ${res.status}, unexpected answer`, null)
    return parsed.data
  }

  const succeeded = (status: number | string) => status === 0 || status === '0' || status === 'Success'

  function payment(
    p: z.infer<typeof paymentSchema>,
    fallback: Partial<ProviderPayment> = {},
  ): ProviderPayment {
    return {
      id: p.ID,
      customerId: p.CustomerID ?? fallback.customerId ?? null,
      recurringItemId: p.RecurringCustomerItemID ?? fallback.recurringItemId ?? null,
      date: p.Date ?? fallback.date ?? '',
      amount: p.Amount ?? fallback.amount ?? 0,
      valid: p.ValidPayment,
      description: p.StatusDescription,
      documentUrl: p.DocumentDownloadURL ?? fallback.documentUrl ?? null,
      cardLastDigits: p.PaymentMethod?.CreditCard_LastDigits ?? p.PaymentMethod?.LastDigits ?? null,
    }
  }

  const customerOf = (ref: CustomerRef) =>
    'id' in ref ? { ID: ref.id } : { ExternalIdentifier: ref.externalId, SearchMode: 2 }

  return {
    async createRecurringCharge(input): Promise<ChargeOutcome> {
      const answer = await post('/billing/recurring/charge/', {
        Customer: {
          ...customerOf(input.customer),
          Name: input.customer.name,
          EmailAddress: input.customer.email ?? undefined,
          Phone: input.customer.phone,
          ExternalIdentifier: 'externalId' in input.customer ? input.customer.externalId : undefined,
        },
        SingleUseToken: input.singleUseToken,
        Items: [
          {
            Item: { Name: input.itemName, Duration_Months: input.durationMonths },
            Quantity: 1,
            UnitPrice: input.unitPrice,
            Currency: 'ILS',
            Date_Start: input.dateStart,
            Duration_Months: input.durationMonths,
            Recurrence: 0,
            Description: input.description,
          },
        ],
        VATIncluded: true,
        AuthoriseOnly: false,
      })
      if (!succeeded(answer.Status)) {
        // A business error (an expired token, a refused card) has a message for the user.
        return { kind: 'declined', message: answer.UserErrorMessage ?? 'העסקה לא אושרה', payment: null }
      }
      const data = chargeData.parse(answer.Data ?? {})
      const paid = data.Payment
        ? payment(data.Payment, {
            customerId: data.CustomerID,
            documentUrl: data.DocumentDownloadURL,
            amount: input.unitPrice,
            date: input.dateStart,
          })
        : null
      if (paid && !paid.valid)
        return { kind: 'declined', message: paid.description ?? 'העסקה לא אושרה', payment: paid }
      const itemId = data.RecurringCustomerItemIDs?.[0]
      if (!data.CustomerID || !itemId)
        throw new ProviderError('recurring charge answered without a customer or item id', null)
      return {
        kind: 'created',
        customerId: data.CustomerID,
        recurringItemId: itemId,
        payment: paid && { ...paid, recurringItemId: itemId },
      }
    },

    async listRecurringItems(customer): Promise<RecurringItem[] | null> {
      const answer = await post('/billing/recurring/listforcustomer/', {
        Customer: customerOf(customer),
        IncludeInactive: true,
      })
      if (!succeeded(answer.Status)) return null
      const data = z.object({ RecurringItems: z.array(itemSchema).nullish() }).parse(answer.Data ?? {})
      return (data.RecurringItems ?? []).map((i) => ({
        id: i.ID,
        status: i.Status,
        unitPrice: i.UnitPrice ?? 0,
        dateStart: i.Date_Start,
        nextBilling: i.Date_NextBilling,
        description: i.Description,
      }))
    },

    async cancelRecurringItem(customer, itemId) {
      const answer = await post('/billing/recurring/cancel/', {
        Customer: customerOf(customer),
        RecurringCustomerItemID: itemId,
      })
      if (!succeeded(answer.Status))
        throw new ProviderError(
          `cancel ${itemId}: ${answer.TechnicalErrorDetails ?? answer.UserErrorMessage ?? answer.Status}`,
          answer.UserErrorMessage,
        )
    },

    async savedCard(customer): Promise<SavedCard | null> {
      const answer = await post(
        '/billing/paymentmethods/getforcustomer/',
        'id' in customer ? { CustomerID: customer.id } : { Customer: customerOf(customer) },
      )
      if (!succeeded(answer.Status)) return null
      // Public clients read the card either as Data or under Data.PaymentMethod: both are taken.
      const data = z
        .object({ PaymentMethod: z.unknown() })
        .partial()
        .loose()
        .parse(answer.Data ?? {})
      const card = savedCardSchema.safeParse(data.PaymentMethod ?? answer.Data)
      if (!card.success || !card.data.CreditCard_LastDigits) return null
      const year = card.data.CreditCard_ExpirationYear ?? null
      return {
        lastDigits: card.data.CreditCard_LastDigits,
        expiryMonth: card.data.CreditCard_ExpirationMonth ?? null,
        expiryYear: year !== null && year < 100 ? 2000 + year : year,
      }
    },

    async chargeSavedCard(customer, input) {
      // No token and no PaymentMethod: the customer's saved card (the one their recurring items bill).
      const answer = await post('/billing/payments/charge/', {
        Customer: { ID: customer.id },
        Items: [
          {
            Item: { Name: input.itemName },
            Quantity: 1,
            UnitPrice: input.amount,
            Currency: 'ILS',
            Description: input.description,
          },
        ],
        VATIncluded: true,
      })
      if (!succeeded(answer.Status))
        throw new ProviderError(
          `one-time charge: ${answer.TechnicalErrorDetails ?? answer.UserErrorMessage ?? answer.Status}`,
          answer.UserErrorMessage,
        )
      const data = chargeData.parse(answer.Data ?? {})
      if (!data.Payment) throw new ProviderError('one-time charge answered without a payment', null)
      return payment(data.Payment, {
        customerId: data.CustomerID ?? customer.id,
        documentUrl: data.DocumentDownloadURL,
        amount: input.amount,
      })
    },

    async updateCustomer(customer, details) {
      const answer = await post('/accounting/customers/update/', {
        Details: {
          ...customerOf(customer),
          Name: details.name,
          CompanyNumber: details.companyNumber || undefined,
          Address: details.address,
          EmailAddress: details.email,
        },
      })
      if (!succeeded(answer.Status))
        throw new ProviderError(
          `customer update: ${answer.TechnicalErrorDetails ?? answer.UserErrorMessage ?? answer.Status}`,
          answer.UserErrorMessage,
        )
      const data = z
        .object({ CustomerID: optionalId })
        .loose()
        .parse(answer.Data ?? {})
      if (!data.CustomerID) throw new ProviderError('customer update answered without a customer id', null)
      return { customerId: data.CustomerID }
    },

    async moveNextCharge(customer, itemId, date) {
      const answer = await post('/billing/recurring/update/', {
        Customer: customerOf(customer),
        RecurringCustomerItemID: itemId,
        Date_NextBilling: date,
      })
      if (!succeeded(answer.Status))
        throw new ProviderError(
          `move ${itemId}: ${answer.TechnicalErrorDetails ?? answer.UserErrorMessage ?? answer.Status}`,
          answer.UserErrorMessage,
        )
    },

    async updateRecurringPrice(customer, itemId, unitPrice) {
      const answer = await post('/billing/recurring/update/', {
        Customer: customerOf(customer),
        RecurringCustomerItemID: itemId,
        UnitPrice: unitPrice,
      })
      if (!succeeded(answer.Status))
        throw new ProviderError(
          `update ${itemId}: ${answer.TechnicalErrorDetails ?? answer.UserErrorMessage ?? answer.Status}`,
          answer.UserErrorMessage,
        )
    },

    async listPayments({ from, to, startIndex }) {
      const answer = await post('/billing/payments/list/', {
        Date_From: from,
        Date_To: to,
        StartIndex: startIndex,
      })
      if (!succeeded(answer.Status))
        throw new ProviderError(
          `payments list: ${answer.TechnicalErrorDetails ?? answer.UserErrorMessage ?? answer.Status}`,
          null,
        )
      const data = z
        .object({ Payments: z.array(paymentSchema).nullish(), HasNextPage: z.boolean().nullish() })
        .parse(answer.Data ?? {})
      return {
        payments: (data.Payments ?? []).map((p) => payment(p)),
        hasNextPage: Boolean(data.HasNextPage),
      }
    },
  }
}
