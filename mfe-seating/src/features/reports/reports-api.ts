import type { Report, ReportApiInput } from '@seats/contracts'
import { api } from '@seats/sdk'

/** The reporting service's report calls (a repeat of an existing report answers it, 200). */
export const reportsApi = {
  create: (input: ReportApiInput) => api.post<Report>('/reports', input),
  remove: (id: number) => api.delete<void>(`/reports/${id}`),
}
