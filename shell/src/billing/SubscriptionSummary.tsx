import { Button, Tag, billingTexts as t, formatDate, formatDateTime } from '@seats/sdk'

export const ownerOnlyText = 'הרשאת צפייה בלבד: רק בעלי בית הכנסת מזינים אמצעי תשלום ומבטלים את המנוי.'
import type { Subscription, User } from '@seats/contracts'
import type { ReactNode } from 'react'
import { isTrial, paymentMode, planLines, stateTag } from './plan-text'

interface SubscriptionSummaryProps {
  subscription: Subscription
  user: User
  cancelling: boolean
  onPay: () => void
  onCancel: () => void
  /** Only the synagogue's owner pays and cancels; the others see the plan. */
  canPay?: boolean
}

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="shell-subscription__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  )
}

/** The plan, its state, the paid-until and next charge dates, the card, and what can be done. */
export function SubscriptionSummary({
  subscription: s,
  user,
  cancelling,
  onPay,
  onCancel,
  canPay = true,
}: SubscriptionSummaryProps) {
  const mode = paymentMode(s.state, user)
  const tag = stateTag(s.state, user)
  return (
    <div className="shell-subscription__summary">
      <dl className="shell-subscription__facts">
        <Row label={t.plan} testId="subscription-plan">
          {planLines(user, s.periodMonths).join(' · ')}
        </Row>
        <Row label={t.state} testId="subscription-state">
          <Tag intent={tag.intent} round>
            {tag.text}
          </Tag>
        </Row>
        <Row label={isTrial(user) ? t.trialUntil : t.paidUntil} testId="subscription-paid-until">
          {s.subscriptionEndsAt ? formatDateTime(s.subscriptionEndsAt) : t.noValue}
        </Row>
        <Row label={t.nextCharge} testId="subscription-next-charge">
          {s.nextChargeDate ? formatDate(s.nextChargeDate) : t.noValue}
        </Row>
        <Row label={t.card} testId="subscription-card">
          {s.cardLastDigits ? t.cardEndingIn(s.cardLastDigits, s.cardExpiry) : t.noCard}
        </Row>
      </dl>
      {canPay ? (
        <div className="shell-subscription__actions">
          <Button
            intent="primary"
            icon="credit-card"
            text={mode === 'change' ? t.changeCard : t.enterPaymentMethod}
            onClick={onPay}
            data-testid="subscription-pay"
          />
          {s.state === 'active' ? (
            <Button
              intent="danger"
              variant="outlined"
              icon="disable"
              text={t.cancelSubscription}
              loading={cancelling}
              onClick={onCancel}
              data-testid="subscription-cancel"
            />
          ) : null}
        </div>
      ) : (
        <p className="shell-subscription__owner-only" data-testid="subscription-owner-only">
          {ownerOnlyText}
        </p>
      )}
    </div>
  )
}
