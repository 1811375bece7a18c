import type { GuestMapMailInput, GuestMapMailView } from '@seats/contracts'
import { api } from '@seats/sdk'

/** The reporting service's guest-map mail endpoints. */
export const guestMapMailApi = {
  get: (signal?: AbortSignal) => api.get<GuestMapMailView>('/guest-map-mail', { signal }),
  save: (input: GuestMapMailInput) => api.put<GuestMapMailView>('/guest-map-mail', input),
  sendNow: () => api.post<GuestMapMailView>('/guest-map-mail/send', {}),
}
