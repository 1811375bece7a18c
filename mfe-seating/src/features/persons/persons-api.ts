import type { Person, PersonInput, PersonsBulkResult } from '@seats/contracts'
import { api } from '@seats/sdk'

/** The seating service's worshipper endpoints. */
export const personsApi = {
  list: (signal?: AbortSignal) => api.get<Person[]>('/persons', { signal }),
  create: (input: PersonInput) => api.post<Person>('/persons', input),
  update: (id: number, input: PersonInput) => api.put<Person>(`/persons/${id}`, input),
  remove: (id: number) => api.delete<void>(`/persons/${id}`),
  removeMany: (ids: number[]) => api.delete<{ deleted: number }>('/persons/many', { body: { ids } }),
  createMany: (rows: PersonInput[]) => api.post<PersonsBulkResult>('/persons/many', rows),
}
