import { Button, Callout, Classes, Icon, billingTexts } from '@seats/sdk'
import type { Subscription, User } from '@seats/contracts'
import { firstChargeText, planLines } from './plan-text'
import type { Loaded } from './use-billing-data'

/** The plan from the user record and the first charge date the server computed (seed §9). */
export function PlanSummary({ user, subscription }: { user: User; subscription: Loaded<Subscription> }) {
  const [people, price, renewal] = planLines(user, subscription.data?.periodMonths)
  return (
    <div className="shell-plan" data-testid="payment-plan">
      <div className="shell-plan__price">
        <Icon icon="credit-card" />
        <strong>{price}</strong>
      </div>
      <ul className="shell-plan__lines">
        <li>{people}</li>
        <li>{renewal}</li>
        <li data-testid="payment-first-charge" className={subscription.data ? undefined : Classes.SKELETON}>
          {subscription.data
            ? firstChargeText(subscription.data.firstChargeDate)
            : billingTexts.firstCharge('00/00/00')}
        </li>
      </ul>
      {subscription.error ? (
        <Callout intent="danger" compact className="shell-plan__error">
          {billingTexts.loadFailed}: {subscription.error}{' '}
          <Button
            variant="minimal"
            size="small"
            intent="primary"
            text={billingTexts.retry}
            onClick={subscription.reload}
          />
        </Callout>
      ) : null}
    </div>
  )
}
