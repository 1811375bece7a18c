import type { EventSuggestion, SeatEvent, SeatEventInput, SeatEventListItem } from '@seats/contracts'
import { api } from '@seats/sdk'

/** The seating service's event endpoints. */
export const eventsApi = {
  list: (signal?: AbortSignal) => api.get<SeatEventListItem[]>('/events', { signal }),
  suggestions: (signal?: AbortSignal) => api.get<EventSuggestion[]>('/events/suggestions', { signal }),
  create: (input: SeatEventInput) => api.post<SeatEvent>('/events', input),
  update: (id: number, input: SeatEventInput) => api.put<SeatEvent>(`/events/${id}`, input),
  remove: (id: number) => api.delete<void>(`/events/${id}`),
}
