import type { MapSummary, SeatMap } from '@seats/contracts'
import { api } from '@seats/sdk'

/** A part write answers with the map's new version (the parts are in the map's document). */
interface PartWritten {
  id: number
  mapVersion: number
}

/**
 * The map reads the elements and displays screens make (the editor owns map writes), and a part's writes
 * under its kind's path; the parts themselves come with the map document.
 */
export const mapPartsApi = {
  maps: (signal?: AbortSignal) => api.get<MapSummary[]>('/maps', { signal }),
  map: (id: number, signal?: AbortSignal) => api.get<SeatMap>(`/maps/${id}`, { signal }),
  create: <I>(path: string, input: I) => api.post<PartWritten>(path, input),
  update: <U>(path: string, id: number, input: U) => api.put<PartWritten>(`${path}/${id}`, input),
  remove: (path: string, id: number) => api.delete<{ mapId: number; mapVersion: number }>(`${path}/${id}`),
}
