export { cardExpiryText } from './charge-settlement'
export { israelMidnight, paidThroughAfterCharge } from './paid-time'
export { billingRepo, dateOnly } from './subscriptions.repo'
export type { AttemptRow, SubscriptionRow } from './subscriptions.repo'
export { subscriptionsRouter } from './subscriptions.routes'
export {
  attemptTag,
  createSubscriptionsService,
  customerRefOf,
  externalIdOf,
  upgradeItemName,
} from './subscriptions.service'
export type { BillingCore, SubscriptionsService } from './subscriptions.service'
