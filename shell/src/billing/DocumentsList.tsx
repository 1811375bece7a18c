import { Icon, billingTexts as t, formatDate } from '@seats/sdk'
import type { Payment } from '@seats/contracts'
import { formatAmount } from './plan-text'

/** Every receipt the provider issued, newest first, each with its download link. */
export function DocumentsList({ payments }: { payments: Payment[] }) {
  const documents = payments.filter((p) => p.receiptUrl)
  return (
    <section className="shell-subscription__documents" aria-labelledby="documents-heading">
      <h2 id="documents-heading">{t.documents}</h2>
      {documents.length === 0 ? (
        <p className="shell-payments__empty">{t.paymentsEmpty}</p>
      ) : (
        <ul className="shell-documents" data-testid="documents-list">
          {documents.map((p) => (
            <li key={p.id} data-testid="document-row">
              <a href={p.receiptUrl!} target="_blank" rel="noopener noreferrer" download>
                <Icon icon="document" size={14} /> {t.documentLink(formatDate(p.date))}
              </a>
              <span dir="ltr">{formatAmount(p.amount)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
