import type { Guest, GuestInput } from '@seats/contracts'
import { api } from '@seats/sdk'

/** The reporting service's guests: a seat lent to a named guest for one date. */
export const guestsApi = {
  ofDate: (date: string, eventId: number | null, signal?: AbortSignal) =>
    api.get<Guest[]>(
      `/guests?date=${date}${eventId !== null ? `&eventId=${eventId}` : ''}`,
      signal ? { signal } : {},
    ),
  lend: (input: GuestInput) => api.post<Guest>('/guests', input),
  update: (id: number, input: GuestInput) => api.put<Guest>(`/guests/${id}`, input),
  giveBack: (id: number) => api.delete<void>(`/guests/${id}`),
}
