import type { MapCopy, MapInput, MapSaveResult, MapSummary, MapUpdate, SeatMap } from '@seats/contracts'
import { api } from '@seats/sdk'

/** The seating service's map calls, shared by the maps list and the editor. */
export const mapsApi = {
  list: () => api.get<MapSummary[]>('/maps'),
  get: (id: number, signal?: AbortSignal) => api.get<SeatMap>(`/maps/${id}`, signal ? { signal } : {}),
  create: (input: MapInput) => api.post<SeatMap>('/maps', input),
  save: (id: number, input: MapUpdate) => api.put<MapSaveResult>(`/maps/${id}`, input),
  remove: (id: number) => api.delete<void>(`/maps/${id}`),
  copy: (id: number, input: MapCopy) => api.post<SeatMap>(`/maps/${id}/copy`, input),
}
