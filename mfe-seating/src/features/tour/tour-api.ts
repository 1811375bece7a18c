import { phoneLineSchema, userSchema, type PhoneLine, type User } from '@seats/contracts'
import { api, session } from '@seats/sdk'

export const tourApi = {
  /** GET /api/reports/phone-line: the number worshippers call. */
  async phoneLine(): Promise<PhoneLine> {
    return phoneLineSchema.parse(await api.get<unknown>('/reports/phone-line'))
  },
  /** PATCH /api/users/:id/markAsNotNew: the tour is over for good. A failure is only logged (seed §8). */
  async markAsNotNew(userId: number): Promise<User | null> {
    try {
      const user = userSchema.parse(await api.patch<unknown>(`/users/${userId}/markAsNotNew`))
      session.setUser(user)
      return user
    } catch (error) {
      console.warn('[tour] mark-as-not-new failed', error)
      return null
    }
  },
}
