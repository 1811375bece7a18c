import type { AccountPayment, BillingStats, LeadStats, ReportStats, UserStats } from '@seats/contracts'
import { api } from '@seats/sdk'

/** The services' admin figures (auth, leads, reporting, billing). */
export const dashboardApi = {
  users: (signal?: AbortSignal) => api.get<UserStats>('/users/stats', { signal }),
  leads: (signal?: AbortSignal) => api.get<LeadStats>('/leads/stats', { signal }),
  reports: (signal?: AbortSignal) => api.get<ReportStats>('/reports/stats', { signal }),
  billing: (signal?: AbortSignal) => api.get<BillingStats>('/billing/admin/stats', { signal }),
  payments: () => api.get<AccountPayment[]>('/billing/admin/payments'),
}
