import { HTMLTable, Icon, Tag, billingTexts as t, formatDate } from '@seats/sdk'
import { paymentStatusLabels, type Payment } from '@seats/contracts'
import { formatAmount } from './plan-text'

/** The charges, newest first; under 600px each row becomes a small card (billing.css). */
export function PaymentsTable({ payments }: { payments: Payment[] }) {
  if (payments.length === 0) {
    return (
      <p className="shell-payments__empty" data-testid="payments-empty">
        {t.paymentsEmpty}
      </p>
    )
  }
  return (
    <HTMLTable className="shell-payments" compact data-testid="payments-table">
      <thead>
        <tr>
          <th scope="col">{t.date}</th>
          <th scope="col">{t.amount}</th>
          <th scope="col">{t.status}</th>
          <th scope="col">{t.card}</th>
          <th scope="col">{t.receipt}</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id} data-testid="payment-row">
            <td data-label={t.date}>{formatDate(payment.date)}</td>
            <td data-label={t.amount}>
              <span dir="ltr">{formatAmount(payment.amount)}</span>
            </td>
            <td data-label={t.status}>
              <div>
                <Tag intent={payment.status === 'paid' ? 'success' : 'danger'} minimal round>
                  {paymentStatusLabels[payment.status]}
                </Tag>
                {payment.status === 'declined' && payment.description ? (
                  <span className="shell-payments__reason">{payment.description}</span>
                ) : null}
              </div>
            </td>
            <td data-label={t.card}>
              {payment.cardLastDigits ? <span dir="ltr">•••• {payment.cardLastDigits}</span> : t.noValue}
            </td>
            <td data-label={t.receipt}>
              {payment.receiptUrl ? (
                <a href={payment.receiptUrl} target="_blank" rel="noopener noreferrer">
                  <Icon icon="document" size={12} /> {t.receipt}
                </a>
              ) : (
                t.noValue
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  )
}
