export { billingEventHandler } from './account-events'
