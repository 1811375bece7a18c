import { activityEntriesSchema, type ActivityEntry } from '@seats/contracts'
import { parseResponse } from '../api/parse-response'
import { api } from '../platform/services'

/** The synagogue's activity list (reporting's /api/activity): any member reads it, newest first. */
export const activityApi = {
  async list(
    query: { subject?: string; member?: number; before?: number; limit?: number } = {},
  ): Promise<ActivityEntry[]> {
    const params = new URLSearchParams()
    if (query.subject) params.set('subject', query.subject)
    if (query.member) params.set('member', String(query.member))
    if (query.before) params.set('before', String(query.before))
    if (query.limit) params.set('limit', String(query.limit))
    const search = params.toString()
    return parseResponse(
      activityEntriesSchema,
      await api.get<unknown>(`/activity${search ? `?${search}` : ''}`),
      'activity',
    )
  },

  /** The last change of one seat, worshipper, map or event; null when none was recorded. */
  async last(subject: string): Promise<ActivityEntry | null> {
    return (await activityApi.list({ subject, limit: 1 }))[0] ?? null
  },
}
