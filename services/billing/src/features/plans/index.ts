export { plansRouter } from './plans.routes'
export { createCouponsService } from './coupons.service'
export { createPlansService } from './plans.service'
export type { PlansService } from './plans.service'
