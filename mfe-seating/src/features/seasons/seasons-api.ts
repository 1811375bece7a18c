import type {
  Season,
  SeasonConfirmResult,
  SeasonInput,
  SeasonLinksSend,
  SeasonLinksSent,
  SeasonListItem,
  SeasonProposalResult,
  SeasonRequestsOverview,
  SeasonSuggestion,
  SeasonUpdate,
} from '@seats/contracts'
import { api } from '@seats/sdk'

/** The seating service's season endpoints (seasons, their requests, the assignment and its notices). */
export const seasonsApi = {
  list: (signal?: AbortSignal) => api.get<SeasonListItem[]>('/seasons', { signal }),
  suggestion: (signal?: AbortSignal) => api.get<SeasonSuggestion>('/seasons/suggestion', { signal }),
  get: (id: number, signal?: AbortSignal) => api.get<Season>(`/seasons/${id}`, { signal }),
  create: (input: SeasonInput) => api.post<Season>('/seasons', input),
  update: (id: number, input: SeasonUpdate) => api.put<Season>(`/seasons/${id}`, input),
  remove: (id: number) => api.delete<void>(`/seasons/${id}`),
  requests: (id: number, signal?: AbortSignal) =>
    api.get<SeasonRequestsOverview>(`/seasons/${id}/requests`, { signal }),
  setRequestsState: (id: number, state: 'open' | 'closed') =>
    api.put<{ state: string }>(`/seasons/${id}/requests-state`, { state }),
  sendLinks: (id: number, target: SeasonLinksSend) =>
    api.post<SeasonLinksSent>(`/seasons/${id}/links`, target),
  propose: (id: number) => api.post<SeasonProposalResult>(`/seasons/${id}/proposal`, {}),
  confirm: (id: number) => api.post<SeasonConfirmResult>(`/seasons/${id}/confirm`, {}),
}
