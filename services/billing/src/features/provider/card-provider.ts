/** What billing needs from a card provider; `sumit.adapter.ts` speaks SUMIT's API (or the local stand-in's). */
export interface CardProvider {
  /**
   * Creates the customer's monthly recurring charge from a single-use card token. Throws ProviderUnknown
   * when the answer never came (timeout, connection cut): the charge may exist, so it is never sent again.
   */
  createRecurringCharge(input: RecurringChargeInput): Promise<ChargeOutcome>
  /** The customer's recurring items (inactive ones too); null when the provider has no such customer. */
  listRecurringItems(customer: CustomerRef): Promise<RecurringItem[] | null>
  cancelRecurringItem(customer: CustomerRef, itemId: string): Promise<void>
  /**
   * A one-time charge of the customer's saved card (an upgrade's difference), beside its recurring items.
   * Throws ProviderUnknown when the answer never came (the reconcile's payments list will show it).
   */
  chargeSavedCard(
    customer: { id: string },
    input: { itemName: string; amount: number; description: string },
  ): Promise<ProviderPayment>
  /** A running item's next charge moved to a later day (months given free); it bills from there on. */
  moveNextCharge(customer: CustomerRef, itemId: string, date: string): Promise<void>
  /** A running item's monthly price from its next charge on. */
  updateRecurringPrice(customer: CustomerRef, itemId: string, unitPrice: number): Promise<void>
  /**
   * The details the customer's documents carry from now on (SUMIT's customer update); by external id the
   * customer is found, or made, so a later charge by that id carries them too.
   */
  updateCustomer(customer: CustomerRef, details: CustomerDocumentDetails): Promise<{ customerId: string }>
  /** The card the customer's charges bill, known before any charge; null when none is saved (or no such customer). */
  savedCard(customer: CustomerRef): Promise<SavedCard | null>
  /** Payments of every customer between two dates (inclusive), one page at a time. */
  listPayments(query: {
    from: string
    to: string
    startIndex: number
  }): Promise<{ payments: ProviderPayment[]; hasNextPage: boolean }>
}

/** Who a document names as the payer. */
export interface CustomerDocumentDetails {
  name: string
  /** The registry number (ע"ר, ח.פ.), empty when there is none. */
  companyNumber: string
  address: string
  email: string
}

export interface SavedCard {
  lastDigits: string
  /** 1-12 and a four-digit year; null when the provider does not say. */
  expiryMonth: number | null
  expiryYear: number | null
}

export type CustomerRef = { id: string } | { externalId: string }

export interface RecurringChargeInput {
  customer: CustomerRef & { name: string; email: string | null; phone: string }
  singleUseToken: string
  itemName: string
  /** Shekels a period, VAT included. */
  unitPrice: number
  /** Months between charges: 1, or 12 for a yearly plan. */
  durationMonths: number
  /** YYYY-MM-DD. */
  dateStart: string
  /** Carries our attempt id, so a charge whose answer was lost can be recognised later. */
  description: string
}

export type ChargeOutcome =
  | {
      kind: 'created'
      /** Null when the charge was found by our external id and no payment has told us the provider's own id yet. */
      customerId: string | null
      recurringItemId: string
      /** Present when the first charge was made now (a start date of today). */
      payment: ProviderPayment | null
    }
  | { kind: 'declined'; message: string; payment: ProviderPayment | null }

/** 0 active, 1 cancelled, 3 disabled after a failed payment, 9 finished, 11 grace, 12 pending first payment, 13 cancelled by the customer, 14 pending retry. */
export interface RecurringItem {
  id: string
  status: number
  unitPrice: number
  dateStart: string | null
  nextBilling: string | null
  description: string | null
}

export const LIVE_ITEM_STATUSES: ReadonlySet<number> = new Set([0, 11, 12, 14])

export interface ProviderPayment {
  id: string
  customerId: string | null
  recurringItemId: string | null
  /** YYYY-MM-DD. */
  date: string
  amount: number
  valid: boolean
  description: string | null
  documentUrl: string | null
  cardLastDigits: string | null
}

/** The provider's answer never came: the request may or may not have taken effect. */
export class ProviderUnknown extends Error {}
/** The provider answered with an error that is not about the card (credentials, a malformed request, an outage). */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly userMessage: string | null,
  ) {
    super(message)
  }
}
