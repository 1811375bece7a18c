import { randomInt } from 'node:crypto'
import type { ChargeOutcome } from './cards'
import type { PaymentFilter } from './requests'
import { customerById } from './customers'
import type { PaymentRecord, StoreState } from './state'

/** Payments per page of the payments list, as the provider pages it. */
export const PAYMENTS_PAGE_SIZE = 50

export const round2 = (n: number): number => Math.round(n * 100) / 100

/** A payment, approved (with an authorisation number and a receipt) or declined, in the books. */
export function recordPayment(
  state: StoreState,
  p: {
    customerId: number
    date: string
    amount: number
    currency: string | number
    outcome: ChargeOutcome
    recurringItemId: number | null
    itemName: string | null
    lastDigits: string
  },
): PaymentRecord {
  const seq = state.sequences
  const payment: PaymentRecord = {
    id: ++seq.payment,
    customerId: p.customerId,
    date: p.date,
    amount: p.amount,
    currency: p.currency,
    valid: p.outcome.valid,
    status: p.outcome.status,
    statusDescription: p.outcome.description,
    authNumber: p.outcome.valid ? String(randomInt(1_000_000, 10_000_000)) : null,
    documentId: p.outcome.valid ? ++seq.document : null,
    recurringItemId: p.recurringItemId,
    itemName: p.itemName,
    lastDigits: p.lastDigits,
  }
  const customer = p.outcome.valid ? customerById(state, p.customerId) : undefined
  if (customer)
    payment.billedTo = {
      name: customer.name,
      companyNumber: customer.companyNumber ?? null,
      address: customer.address ?? null,
      email: customer.email,
    }
  state.payments.push(payment)
  return payment
}

/** Payments by id, filtered by date (inclusive) and validity, one page from startIndex. */
export function listPayments(
  state: StoreState,
  filter: PaymentFilter,
): { payments: PaymentRecord[]; hasNextPage: boolean } {
  const matching = state.payments
    .filter(
      (p) =>
        (!filter.dateFrom || p.date >= filter.dateFrom) &&
        (!filter.dateTo || p.date <= filter.dateTo) &&
        (filter.valid === undefined || p.valid === filter.valid),
    )
    .sort((a, b) => a.id - b.id)
  const start = Math.max(0, filter.startIndex ?? 0)
  return {
    payments: matching.slice(start, start + PAYMENTS_PAGE_SIZE),
    hasNextPage: matching.length > start + PAYMENTS_PAGE_SIZE,
  }
}
