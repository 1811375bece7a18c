import type { Household, HouseholdInput, HouseholdsGrouped } from '@seats/contracts'
import { api } from '@seats/sdk'

/** The seating service's household endpoints. */
export const householdsApi = {
  list: (signal?: AbortSignal) => api.get<Household[]>('/households', { signal }),
  create: (input: HouseholdInput) => api.post<Household>('/households', input),
  update: (id: number, input: HouseholdInput) => api.put<Household>(`/households/${id}`, input),
  remove: (id: number) => api.delete<void>(`/households/${id}`),
  /** Every worshipper in no household joins one: a shared phone is one family, anyone else their own. */
  group: () => api.post<HouseholdsGrouped>('/households/group'),
}
