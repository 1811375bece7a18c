import type { Payment } from '@seats/contracts'
import { dateOnly, type PaymentRow } from './subscriptions.repo'

/** A recorded payment as the account's payments list shows it. */
export function paymentView(row: PaymentRow): Payment {
  const valid = Boolean(row.valid)
  return {
    id: Number(row.id),
    date: dateOnly(row.charge_date) ?? '',
    amount: Number(row.amount),
    status: valid ? 'paid' : 'declined',
    description: valid ? null : row.description,
    receiptUrl: valid ? row.document_url : null,
    cardLastDigits: row.card_last_digits,
  }
}
