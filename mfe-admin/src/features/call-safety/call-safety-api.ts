import type { CallCap, OptOut, OptOutInput, OptOutPage } from '@seats/contracts'
import { api } from '@seats/sdk'

/** Reporting's admin endpoints for calls: an account's daily cap and the stop-list (services/reporting). */
export const callSafetyApi = {
  callCap: (accountId: number, signal?: AbortSignal) =>
    api.get<CallCap>(`/reminders/admin/accounts/${accountId}/call-cap`, { signal }),
  setCallCap: (accountId: number, dailyCap: number) =>
    api.put<CallCap>(`/reminders/admin/accounts/${accountId}/call-cap`, { dailyCap }),
  optOuts: (query: { q?: string; page?: number }, signal?: AbortSignal) =>
    api.get<OptOutPage>('/reminders/admin/opt-outs', { signal, query }),
  addOptOut: (input: OptOutInput) => api.post<OptOut>('/reminders/admin/opt-outs', input),
  removeOptOut: (phone: string) => api.delete<void>(`/reminders/admin/opt-outs/${phone}`),
}
