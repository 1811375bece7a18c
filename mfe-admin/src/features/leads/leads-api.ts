import type {
  Communication,
  CommunicationInput,
  CommunicationUpdateInput,
  Lead,
  LeadCreateInput,
  LeadUpdateInput,
} from '@seats/contracts'
import { api } from '@seats/sdk'

/** The leads service's admin endpoints (services/leads CONTEXT.md). */
export const leadsApi = {
  list: (signal?: AbortSignal) => api.get<Lead[]>('/leads', { signal }),
  /** One lead with its communications, newest first. */
  get: (id: number, signal?: AbortSignal) => api.get<Lead>(`/leads/${id}`, { signal }),
  /** An admin's call answers the whole lead (a visitor's only a receipt). */
  create: (input: LeadCreateInput) => api.post<Lead>('/leads', input),
  update: (id: number, input: LeadUpdateInput) => api.put<Lead>(`/leads/${id}`, input),
  remove: (id: number) => api.delete<void>(`/leads/${id}`),
  addCommunication: (input: CommunicationInput) => api.post<Communication>('/communication', input),
  updateCommunication: (id: number, input: CommunicationUpdateInput) =>
    api.put<Communication>(`/communication/${id}`, input),
}
export type LeadsApi = typeof leadsApi
