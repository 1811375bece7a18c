import type { ElementInput, ElementUpdate, ElementWriteResult } from '@seats/contracts'
import { api } from '@seats/sdk'

/** Element writes; the list comes with the map document. */
export const elementsApi = {
  create: (input: ElementInput) => api.post<ElementWriteResult>('/elements', input),
  update: (id: number, input: ElementUpdate) => api.put<ElementWriteResult>(`/elements/${id}`, input),
  remove: (id: number) => api.delete<{ mapId: number; mapVersion: number }>(`/elements/${id}`),
}
