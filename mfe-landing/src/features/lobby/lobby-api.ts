import { api } from '@seats/sdk'
import { lobbyPageSchema, type LobbyPage } from '@seats/contracts'

/** No session is sent or refreshed: the link itself is the key. */
const open = { token: null, recoverAuth: false } as const

/** The lobby screen's page (reporting's /api/lobby/:token). Errors are ApiErrors. */
export const lobbyApi = {
  async page(token: string, signal?: AbortSignal): Promise<LobbyPage> {
    return lobbyPageSchema.parse(
      await api.get<unknown>(`/lobby/${encodeURIComponent(token)}`, {
        ...open,
        ...(signal ? { signal } : {}),
      }),
    )
  },
}
