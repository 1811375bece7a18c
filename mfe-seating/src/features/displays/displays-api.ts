import type { DisplayInput, DisplayUpdate, DisplayWriteResult } from '@seats/contracts'
import { api } from '@seats/sdk'

/** Display writes; the list comes with the map document. */
export const displaysApi = {
  create: (input: DisplayInput) => api.post<DisplayWriteResult>('/displays', input),
  update: (id: number, input: DisplayUpdate) => api.put<DisplayWriteResult>(`/displays/${id}`, input),
  remove: (id: number) => api.delete<{ mapId: number; mapVersion: number }>(`/displays/${id}`),
}
