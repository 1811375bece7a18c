import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  Icon,
  billingTexts,
  formCheckOf,
  useCheckedForm,
  useSession,
} from '@seats/sdk'
import './billing.css'
import { CardFields } from './CardFields'
import { cardFields, emptyCard, validateCard, type CardValues } from './card-form'
import { paymentMode } from './plan-text'
import { PlanSummary } from './PlanSummary'
import { useSubscription } from './use-billing-data'
import { usePaymentSubmit } from './use-payment-submit'

/** The provider's script finds the form by this id. */
export const CARD_FORM_ID = 'payment-card-form'

export interface PaymentDialogProps {
  isOpen: boolean
  onClose: () => void
}

/**
 * Seed §2, §4, §5: the plan, the card fields (tokenised by the provider's script, never sent to us),
 * then createRecurringCharge. Width 22.3rem (seed §9). Closing clears the card fields.
 */
export default function PaymentDialog({ isOpen, onClose }: PaymentDialogProps) {
  const { user } = useSession()
  const subscription = useSubscription(isOpen)
  const payment = usePaymentSubmit(`#${CARD_FORM_ID}`)
  const firstChargeDate = subscription.data?.firstChargeDate
  const changing = subscription.data && user ? paymentMode(subscription.data.state, user) === 'change' : false
  // The provider's script reads the card from the form itself; the payment hook reports its own failures.
  const form = useCheckedForm({
    initial: emptyCard,
    check: (values: CardValues) => {
      const errors = validateCard(values)
      return firstChargeDate ? formCheckOf(errors, firstChargeDate) : { ok: false, errors }
    },
    fieldOrder: cardFields,
    idPrefix: 'card',
    save: (date) => payment.submit(date),
    savedText: null,
    blankShowsOnLeave: true,
    onSaved: (charged) => {
      if (charged) onClose()
    },
  })

  const closed = () => {
    form.reset()
    payment.reset()
    const errors = document.querySelector(`#${CARD_FORM_ID} .og-errors`)
    if (errors) errors.textContent = ''
  }

  if (!user) return null
  return (
    <Dialog
      isOpen={isOpen}
      onClose={payment.working ? undefined : onClose}
      onClosed={closed}
      title={changing ? billingTexts.changeCardTitle : billingTexts.dialogTitle}
      icon="credit-card"
      className="shell-payment-dialog"
      canOutsideClickClose={false}
    >
      <form id={CARD_FORM_ID} data-og="form" data-testid="payment-form" onSubmit={form.submit} noValidate>
        <DialogBody>
          <PlanSummary user={user} subscription={subscription} />
          <CardFields form={form} disabled={payment.working} onEdit={payment.forgetAttempt} />
          <div
            className="og-errors shell-payment-dialog__provider-errors"
            role="alert"
            data-testid="og-errors"
          />
          {payment.failure ? (
            <Callout
              intent="danger"
              compact
              className="shell-payment-dialog__failure"
              data-testid="payment-failure"
            >
              {payment.failure}
            </Callout>
          ) : null}
          {payment.confirming ? (
            <Callout
              intent="warning"
              compact
              className="shell-payment-dialog__failure"
              data-testid="payment-confirming"
            >
              {payment.confirming}
            </Callout>
          ) : null}
          <p className="shell-payment-dialog__secure">
            <Icon icon="lock" size={12} />
            {billingTexts.secureNote}
          </p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button
                text={billingTexts.cancel}
                variant="outlined"
                onClick={onClose}
                disabled={payment.working}
              />
              <Button
                type="submit"
                intent="primary"
                text={billingTexts.submit}
                loading={payment.working}
                disabled={!form.check.ok || !firstChargeDate}
                data-testid="payment-submit"
              />
            </>
          }
        />
      </form>
    </Dialog>
  )
}
