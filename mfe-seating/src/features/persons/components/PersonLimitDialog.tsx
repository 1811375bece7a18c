import { Button, Callout, Dialog, DialogBody, DialogFooter, billingApi, navigate } from '@seats/sdk'
import { nextPlanFor, type Plan } from '@seats/contracts'
import { useEffect, useState } from 'react'
import { personLimitTexts, SUBSCRIPTION_PATH, subscriptionPathFor } from '../person-limit'
import { PERSON_DIALOG_TITLES } from './person-dialog-titles'

const shekels = (n: number) => (Number.isInteger(n) ? `₪${n}` : `₪${n.toFixed(2)}`)

/** The next plan up from the account's cap, when the admin defined one (null while loading or when none). */
function useNextPlan(maxPeople: number): Plan | null {
  const [next, setNext] = useState<Plan | null>(null)
  useEffect(() => {
    let current = true
    billingApi.plans().then(
      (offer) => current && setNext(nextPlanFor(offer.plans, maxPeople)),
      // Without the plans the dialog still leads to the subscription page.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [maxPeople])
  return next
}

/** Instead of the add form when the plan is full: why nothing can be added, once, and the next plan up. */
export function PersonLimitDialog({ maxPeople, onClose }: { maxPeople: number; onClose: () => void }) {
  const next = useNextPlan(maxPeople)
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={PERSON_DIALOG_TITLES.add}
      icon="new-person"
      className="persons-dialog"
    >
      <DialogBody>
        <Callout intent="warning" icon="people" role="alert" data-testid="persons-limit">
          {personLimitTexts.full(maxPeople)}
        </Callout>
        {next ? (
          <p className="persons-limit__next" data-testid="persons-limit-next">
            {personLimitTexts.nextPlan(next.maxPeople, shekels(next.monthlyPrice))}
          </p>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="סגירה" variant="outlined" onClick={onClose} />
            <Button
              intent={next ? 'none' : 'primary'}
              variant={next ? 'outlined' : undefined}
              icon="credit-card"
              text={personLimitTexts.upgrade}
              onClick={() => {
                onClose()
                navigate(SUBSCRIPTION_PATH)
              }}
            />
            {next ? (
              <Button
                intent="primary"
                icon="layers"
                text={personLimitTexts.toNextPlan(next.maxPeople)}
                onClick={() => {
                  onClose()
                  navigate(subscriptionPathFor(next.id))
                }}
              />
            ) : null}
          </>
        }
      />
    </Dialog>
  )
}
