import type { Customer, PaymentRecord, RecurringItem } from '../domain/state'

/** The store's records in the provider's shapes. */

export const documentUrl = (publicUrl: string, documentId: number): string =>
  `${publicUrl}/documents/${documentId}`

export const paymentView = (p: PaymentRecord, publicUrl: string) => ({
  ID: p.id,
  CustomerID: p.customerId,
  Date: p.date,
  Amount: p.amount,
  Currency: p.currency,
  ValidPayment: p.valid,
  Status: p.status,
  StatusDescription: p.statusDescription,
  AuthNumber: p.authNumber,
  DocumentID: p.documentId,
  DocumentDownloadURL: p.documentId == null ? null : documentUrl(publicUrl, p.documentId),
  RecurringCustomerItemID: p.recurringItemId,
  PaymentMethod: { CreditCard_LastDigits: p.lastDigits },
})

export const itemView = (i: RecurringItem) => ({
  ID: i.id,
  CustomerID: i.customerId,
  UnitPrice: i.unitPrice,
  Quantity: i.quantity,
  Currency: i.currency,
  Date_Start: i.dateStart,
  Date_NextBilling: i.dateNextBilling,
  Date_PreviousBilling: i.datePreviousBilling,
  Status: i.status,
  Description: i.description,
  Duration_Months: i.durationMonths,
  Recurrence: i.recurrence,
  Item: { Name: i.name, Duration_Months: i.durationMonths },
})

/** The customer's saved card; its ID is the customer's (the stand-in keeps one card per customer). */
export const paymentMethodView = (c: Customer) =>
  c.card
    ? {
        ID: c.id,
        CustomerID: c.id,
        Type: 1,
        CreditCard_LastDigits: c.card.lastDigits,
        CreditCard_ExpirationMonth: c.card.expiry?.month ?? null,
        CreditCard_ExpirationYear: c.card.expiry?.year ?? null,
      }
    : null
