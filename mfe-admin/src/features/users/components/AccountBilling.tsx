import { Callout, Spinner, Tag, errorMessageOf } from '@seats/sdk'
import {
  paymentStatusLabels,
  subscriptionStateLabels,
  type AccountBilling as Billing,
} from '@seats/contracts'
import { useEffect, useState } from 'react'
import { formatIsraelDate } from '../../shared-ui'
import { formatPrice } from '../user-list'
import { usersApi } from '../users-api'

/** The account's money as billing holds it: the subscription's state, the card and every payment. */
export function AccountBilling({ userId, version }: { userId: number; version: number }) {
  const [billing, setBilling] = useState<Billing | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    usersApi
      .billing(userId, controller.signal)
      .then((b) => {
        setBilling(b)
        setError(null)
      })
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setError(errorMessageOf(err))
      })
    return () => controller.abort()
  }, [userId, version])

  if (error)
    return (
      <Callout intent="danger" compact title="לא ניתן לטעון את נתוני התשלום">
        {error}
      </Callout>
    )
  if (!billing) return <Spinner size={20} className="user-drawer__spinner" />
  const { subscription: s, payments } = billing
  return (
    <div className="account-billing">
      <dl className="admin-card__fields">
        <dt>מצב המנוי</dt>
        <dd>
          <Tag minimal round>
            {subscriptionStateLabels[s.state]}
          </Tag>
        </dd>
        <dt>מחיר</dt>
        <dd>{formatPrice(s.price)} לחודש</dd>
        <dt>החיוב הבא</dt>
        <dd className="admin-ltr">{s.nextChargeDate ? formatIsraelDate(s.nextChargeDate) : '—'}</dd>
        <dt>כרטיס</dt>
        <dd>
          {s.cardLastDigits ? (
            <span dir="ltr">
              •••• {s.cardLastDigits}
              {s.cardExpiry ? ` · ${s.cardExpiry}` : ''}
            </span>
          ) : (
            '—'
          )}
        </dd>
        {s.cancelledAt ? (
          <>
            <dt>בוטל</dt>
            <dd className="admin-ltr">{formatIsraelDate(s.cancelledAt)}</dd>
          </>
        ) : null}
      </dl>
      {payments.length === 0 ? (
        <p className="admin-muted">אין תשלומים לחשבון.</p>
      ) : (
        <ol className="user-history" aria-label="תשלומים">
          {payments.map((p) => (
            <li key={p.id} className="user-history__item">
              <div className="user-history__head">
                <strong>
                  {formatPrice(p.amount)} · {paymentStatusLabels[p.status]}
                </strong>
                <span className="admin-ltr">{formatIsraelDate(p.date)}</span>
              </div>
              <div className="admin-muted">
                {p.cardLastDigits ? <span dir="ltr">•••• {p.cardLastDigits}</span> : null}
                {p.receiptUrl ? (
                  <>
                    {' · '}
                    <a href={p.receiptUrl} target="_blank" rel="noreferrer">
                      קבלה
                    </a>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
