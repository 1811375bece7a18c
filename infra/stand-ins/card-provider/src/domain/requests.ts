import type { PaymentRecord } from './state'

export type CustomerRef = { id: number } | { externalIdentifier: string }

export interface CustomerDetails {
  externalIdentifier: string | null
  name: string | null
  email: string | null
  phone: string | null
}

/** A customer's details as an update names them; null leaves a field as it is. */
export interface CustomerUpdate {
  name: string | null
  email: string | null
  phone: string | null
  companyNumber: string | null
  address: string | null
}

export interface ItemRequest {
  name: string
  durationMonths: number
  quantity: number
  unitPrice: number
  currency: string | number
  description: string | null
  recurrence: number | null
  /** YYYY-MM-DD; the first charge is on this day. */
  dateStart: string
}

export interface ChargeRequest {
  /** An existing customer by id, or found (else created) by these details. */
  customer: { id: number } | CustomerDetails
  token: string
  items: ItemRequest[]
  authoriseOnly: boolean
}

export type ChargeResult =
  | { kind: 'unknown_customer' }
  | { kind: 'invalid_token' }
  | {
      kind: 'done'
      customerId: number
      /** The payment made now: null when nothing was due (a future start, or authorise only). */
      payment: PaymentRecord | null
      itemIds: number[]
      /** The card is the "timeout" test card: the answer should wait. */
      slowAnswer: boolean
    }

export interface PaymentFilter {
  dateFrom?: string
  dateTo?: string
  valid?: boolean
  startIndex?: number
}
