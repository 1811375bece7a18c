export { LIVE_ITEM_STATUSES, ProviderError, ProviderUnknown } from './card-provider'
export type { CardProvider, ChargeOutcome, CustomerRef, ProviderPayment } from './card-provider'
export { createSumitProvider } from './sumit.adapter'
