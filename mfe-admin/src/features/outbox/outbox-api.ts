import type { MailMessageDetail, MailStatus, OutboxPage } from '@seats/contracts'
import { api } from '@seats/sdk'

export interface OutboxQuery {
  status?: MailStatus
  before?: number
  limit?: number
}

/** Auth's outbox: every message an admin sent, newest first (services/auth CONTEXT.md). */
export const outboxApi = {
  page: (query: OutboxQuery, signal?: AbortSignal) =>
    api.get<OutboxPage>('/users/outbox', { signal, query: { limit: 100, ...query } }),
  message: (id: number, signal?: AbortSignal) =>
    api.get<MailMessageDetail>(`/users/outbox/${id}`, { signal }),
}
