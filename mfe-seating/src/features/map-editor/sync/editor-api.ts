import type {
  ElementInput,
  ElementUpdate,
  ElementWriteResult,
  MapSaveResult,
  MapSummary,
  MapUpdate,
  MapVersion,
  Person,
  SeatMap,
  SeatOps,
} from '@seats/contracts'
import { api } from '@seats/sdk'

/** The calls the editor's sync queue makes; an interface so tests can stand in for the service. */
export interface EditorApi {
  seatOps(mapId: number, body: SeatOps): Promise<MapVersion>
  saveMap(mapId: number, body: MapUpdate): Promise<Pick<MapSaveResult, 'version'>>
  createElement(input: ElementInput): Promise<ElementWriteResult>
  updateElement(id: number, input: ElementUpdate): Promise<ElementWriteResult>
  deleteElement(id: number): Promise<{ mapId: number; mapVersion: number }>
}

export const editorApi: EditorApi = {
  seatOps: (mapId, body) => api.post<MapVersion>(`/maps/${mapId}/seats`, body),
  saveMap: (mapId, body) => api.put<MapSaveResult>(`/maps/${mapId}`, body),
  createElement: (input) => api.post<ElementWriteResult>('/elements', input),
  updateElement: (id, input) => api.put<ElementWriteResult>(`/elements/${id}`, input),
  deleteElement: (id) => api.delete<{ mapId: number; mapVersion: number }>(`/elements/${id}`),
}

/** The map reads the editor makes on its own: a reload after a conflict, the versions while the socket is down. */
export const mapReads = {
  get: (id: number) => api.get<SeatMap>(`/maps/${id}`, {}),
  list: () => api.get<MapSummary[]>('/maps'),
}

export const fetchPersons = (signal?: AbortSignal) => api.get<Person[]>('/persons', signal ? { signal } : {})
