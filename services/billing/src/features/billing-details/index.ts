export { billingDetailsRouter } from './billing-details.routes'
export { createBillingDetailsService, documentDetailsOf, payerOf } from './billing-details.service'
export type { BillingDetailsService } from './billing-details.service'
