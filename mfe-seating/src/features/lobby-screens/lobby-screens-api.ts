import type { LobbyScreen, LobbyScreenCreated } from '@seats/contracts'
import { api } from '@seats/sdk'

/** The reporting service's lobby screens: which maps have a link, make a new one, revoke it. */
export const lobbyScreensApi = {
  list: () => api.get<LobbyScreen[]>('/lobby-screens'),
  create: (mapId: number) => api.post<LobbyScreenCreated>('/lobby-screens', { mapId }),
  revoke: (mapId: number) => api.delete<void>(`/lobby-screens/${mapId}`),
}
