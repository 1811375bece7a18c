export { LIVE_ITEM_STATUSES, ProviderError, ProviderUnknown } from './card-provider'
export type {
  CardProvider,
  ChargeOutcome,
  CustomerDocumentDetails,
  CustomerRef,
  ProviderPayment,
  SavedCard,
} from './card-provider'
export { createSumitProvider } from './sumit.adapter'
