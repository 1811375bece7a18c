import type {
  SeasonPayment,
  SeasonPaymentInput,
  SeasonPayments,
  SeasonPrices,
  SeasonPricesInput,
} from '@seats/contracts'
import { api } from '@seats/sdk'

/** The seating service's endpoints of a season's seat prices and payments. */
export const paymentsApi = {
  prices: (seasonId: number, signal?: AbortSignal) =>
    api.get<SeasonPrices>(`/seasons/${seasonId}/prices`, { signal }),
  setPrices: (seasonId: number, input: SeasonPricesInput) =>
    api.put<SeasonPrices>(`/seasons/${seasonId}/prices`, input),
  accounts: (seasonId: number, signal?: AbortSignal) =>
    api.get<SeasonPayments>(`/seasons/${seasonId}/payments`, { signal }),
  record: (seasonId: number, input: SeasonPaymentInput) =>
    api.post<SeasonPayment>(`/seasons/${seasonId}/payments`, input),
  remove: (seasonId: number, paymentId: number) =>
    api.delete<void>(`/seasons/${seasonId}/payments/${paymentId}`),
}
