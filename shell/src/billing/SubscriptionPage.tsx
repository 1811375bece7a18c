import {
  Button,
  Spinner,
  billingApi,
  billingTexts as t,
  confirmDialog,
  formatDateTime,
  openPaymentDialog,
  PageFrame,
  toast,
  useSession,
  useTeamRole,
  useSearchParams,
  Link,
  EmptyState,
} from '@seats/sdk'
import { useEffect, useState } from 'react'
import './billing.css'
import { onPaymentSaved } from './payment-events'
import { BillingDetailsForm } from './BillingDetailsForm'
import { DocumentsList } from './DocumentsList'
import { PaymentsTable } from './PaymentsTable'
import { PlanPicker } from './PlanPicker'
import { SubscriptionSummary } from './SubscriptionSummary'
import { usePayLink } from './use-pay-link'
import { useBillingDetails, usePayments, usePlans, useSubscription } from './use-billing-data'

function GuestNote() {
  return (
    <EmptyState
      icon="info-sign"
      title={t.guestTitle}
      description={t.guestNote}
      action={
        <Link to="/register" className="bp6-button bp6-intent-primary">
          {t.register}
        </Link>
      }
    />
  )
}

/** /subscription: the plan, its state and card, the payment dialog, cancelling, and past charges. */
export default function SubscriptionPage() {
  const { user } = useSession()
  const member = !!user && !user.isGuest
  const { isOwner } = useTeamRole()
  const subscription = useSubscription(member)
  // The charges and billing details are the owner's (the service answers them to the owner only).
  const payments = usePayments(member && isOwner)
  const details = useBillingDetails(member && isOwner)
  const plans = usePlans(member && isOwner)
  const [cancelling, setCancelling] = useState(false)
  const { reload: reloadSubscription } = subscription
  const { reload: reloadPayments } = payments

  usePayLink(member && isOwner)
  // The worshipper limit's offer of the next plan arrives with it chosen.
  const [search] = useSearchParams()
  const askedPlan = Number(search.get('plan')) || null

  useEffect(
    () =>
      onPaymentSaved(() => {
        reloadSubscription()
        reloadPayments()
      }),
    [reloadSubscription, reloadPayments],
  )

  const cancel = async () => {
    const endsAt = subscription.data?.subscriptionEndsAt
    const confirmed = await confirmDialog({
      title: t.cancelSubscription,
      text: endsAt ? t.cancelConfirmText(formatDateTime(endsAt)) : t.cancelConfirmTextNoDate,
      confirmText: t.cancelSubscription,
      cancelText: t.keepSubscription,
      intent: 'danger',
      icon: 'disable',
    })
    if (!confirmed) return
    setCancelling(true)
    try {
      await billingApi.cancel()
      toast.success(t.cancelSuccess)
    } catch (error) {
      toast.failure(t.cancelFailure, error)
    } finally {
      setCancelling(false)
      reloadSubscription()
    }
  }

  let body
  if (!user) body = <Spinner size={32} className="shell-subscription__loading" />
  else if (!member) body = <GuestNote />
  else if (subscription.error && !subscription.data)
    body = (
      <EmptyState
        icon="error"
        title={t.loadFailed}
        description={subscription.error}
        action={<Button text={t.retry} onClick={subscription.reload} />}
      />
    )
  else if (!subscription.data) body = <Spinner size={32} className="shell-subscription__loading" />
  else
    body = (
      <>
        <SubscriptionSummary
          subscription={subscription.data}
          user={user}
          cancelling={cancelling}
          onPay={() => void openPaymentDialog()}
          onCancel={() => void cancel()}
          canPay={isOwner}
        />
        {isOwner ? (
          <>
            {plans.data ? (
              <PlanPicker
                key={`${plans.data.current.planId}-${plans.data.current.period}-${plans.data.scheduled?.planId ?? ''}`}
                offer={plans.data}
                asked={askedPlan}
                onChanged={() => {
                  plans.reload()
                  reloadSubscription()
                  reloadPayments()
                }}
              />
            ) : null}
            <section className="shell-subscription__payments" aria-labelledby="payments-heading">
              <h2 id="payments-heading">{t.payments}</h2>
              {payments.data ? (
                <PaymentsTable payments={payments.data} />
              ) : payments.error ? (
                <p className="shell-payments__empty">
                  {payments.error}{' '}
                  <Button variant="minimal" size="small" text={t.retry} onClick={payments.reload} />
                </p>
              ) : (
                <Spinner size={20} />
              )}
            </section>
            {payments.data ? <DocumentsList payments={payments.data} /> : null}
            {details.data ? (
              <BillingDetailsForm
                key={details.data.details ? 'saved' : 'new'}
                saved={details.data.details}
                user={user}
                onSaved={details.reload}
              />
            ) : null}
          </>
        ) : null}
      </>
    )

  return (
    <div className="shell-subscription" data-testid="subscription-page">
      <PageFrame title={t.pageTitle} width="narrow">
        {body}
      </PageFrame>
    </div>
  )
}
