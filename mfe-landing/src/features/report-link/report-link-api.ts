import { api } from '@seats/sdk'
import { reportLinkPageSchema, type ReportLinkChange, type ReportLinkPage } from '@seats/contracts'

const path = (token: string) => `/report-link/${encodeURIComponent(token)}`
/** No session is sent or refreshed: the link itself is the key. */
const open = { token: null, recoverAuth: false } as const

/** The worshipper's report link page (reporting's /api/report-link/:token). Errors are ApiErrors. */
export const reportLinkApi = {
  async page(token: string): Promise<ReportLinkPage> {
    return reportLinkPageSchema.parse(await api.get<unknown>(path(token), open))
  },
  async change(token: string, input: ReportLinkChange): Promise<ReportLinkPage> {
    return reportLinkPageSchema.parse(await api.post<unknown>(path(token), input, open))
  },
}
