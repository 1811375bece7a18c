import type { MapSummary, SeatMap } from '@seats/contracts'
import { api } from '@seats/sdk'

/** The two map reads the elements and displays screens need (the editor owns map writes). */
export const mapReadApi = {
  list: (signal?: AbortSignal) => api.get<MapSummary[]>('/maps', { signal }),
  get: (id: number, signal?: AbortSignal) => api.get<SeatMap>(`/maps/${id}`, { signal }),
}
