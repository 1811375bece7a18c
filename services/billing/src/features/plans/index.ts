export { plansRouter } from './plans.routes'
export { createPlansService, scheduledPriceOf } from './plans.service'
export type { PlansService } from './plans.service'
