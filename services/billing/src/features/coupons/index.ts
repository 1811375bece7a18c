export { chargePriceOf, scheduledPriceOf } from './charge-price'
export { couponsRepo } from './coupons.repo'
