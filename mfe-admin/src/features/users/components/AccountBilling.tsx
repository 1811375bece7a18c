import { billingTexts, Callout, Spinner, Tag } from '@seats/sdk'
import { billingPeriodLabels, paymentStatusLabels, subscriptionStateLabels } from '@seats/contracts'
import { useCallback, useState } from 'react'
import { formatIsraelDate, useLoaded } from '../../shared-ui'
import { formatPrice } from '../user-list'
import { usersApi } from '../users-api'
import { CouponForm } from './CouponForm'

/** The account's money as billing holds it: the subscription's state, the card and every payment. */
export function AccountBilling({ userId, version }: { userId: number; version: number }) {
  // The version changes after each quick action in the drawer: the figures are read again.
  const [granted, setGranted] = useState(0)
  const fetch = useCallback(
    (signal: AbortSignal) => usersApi.billing(userId, signal),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the version is what asks for a new read
    [userId, version, granted],
  )
  const { value: billing, error } = useLoaded(fetch)
  const fetchCoupons = useCallback(
    (signal: AbortSignal) => usersApi.coupons(userId, signal),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new coupon asks for a new read
    [userId, granted],
  )
  const { value: coupons } = useLoaded(fetchCoupons)

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
        <dt>מסלול</dt>
        <dd>
          {billingTexts.planPeople(s.maxPeople)},{' '}
          {billingPeriodLabels[s.periodMonths === 12 ? 'yearly' : 'monthly']}
        </dd>
        <dt>מחיר</dt>
        <dd>
          {formatPrice(s.price)} {s.periodMonths === 12 ? 'לשנה' : 'לחודש'}
        </dd>
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
      <CouponForm userId={userId} onGranted={() => setGranted((n) => n + 1)} />
      {coupons && coupons.length > 0 ? (
        <ul className="account-coupons" aria-label="קופונים">
          {coupons.map((c) => (
            <li key={c.id}>
              {c.kind === 'percent'
                ? `${c.percent}% הנחה · נותרו ${c.chargesLeft} חיובים`
                : `${c.months} חודשים ללא חיוב`}
              <span className="admin-muted admin-ltr"> · {formatIsraelDate(c.createdAt)}</span>
            </li>
          ))}
        </ul>
      ) : null}
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
