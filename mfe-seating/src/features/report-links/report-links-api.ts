import type { ReportLinksSend, ReportLinksSent, ReportLinkStatus } from '@seats/contracts'
import { api } from '@seats/sdk'

/** The reporting service's report links: which phones have one, send by SMS, revoke. */
export const reportLinksApi = {
  status: () => api.get<ReportLinkStatus[]>('/report-links'),
  send: (target: ReportLinksSend) => api.post<ReportLinksSent>('/report-links', target),
  revoke: (target: ReportLinksSend) => api.post<{ revoked: number }>('/report-links/revoke', target),
}
