import type { SessionUser } from '../team/session-user'
import { storageKeys, type KeyValueStore } from '../storage/key-value-store'

export interface SessionState {
  /** The access token (kept in local storage, as the product requires). */
  token: string | null
  /** The signed-in user once GET /api/users/me or a login answered; null before. */
  user: SessionUser | null
  lastMapId: string | null
  lastPath: string | null
  /**
   * A guest just registered as a user who is no longer new: the tour shows its closing modal once
   * (seed §4) and clears this when the modal closes. Kept in memory only: it belongs to this page view.
   */
  tourEndAfterRegistration: boolean
}

export interface SessionStore {
  getState(): SessionState
  subscribe(listener: () => void): () => void
  setToken(token: string | null): void
  /** A user record without a team (a profile save, a charge) keeps the team the session had for that person. */
  setUser(user: SessionUser | null): void
  /** A login, registration, guest upgrade or demo answered: keep the token and the user together. */
  startSession(response: { accessToken: string; user: SessionUser }): void
  setLastMapId(id: string | number | null): void
  setLastPath(path: string | null): void
  setTourEndAfterRegistration(value: boolean): void
  /** Reads lastPath and forgets it, so a later login does not jump back to a stale page. */
  takeLastPath(): string | null
  /** Logout: forget the token, the user, lastMapId, lastPath and the tour-end flag. */
  clear(): void
  /** Another tab changed local storage: pick the values up again. */
  reloadFromStore(): void
}

export function createSessionStore(store: KeyValueStore): SessionStore {
  const listeners = new Set<() => void>()
  let state: SessionState = { ...readStored(null), tourEndAfterRegistration: false }

  function readStored(user: SessionUser | null): Omit<SessionState, 'tourEndAfterRegistration'> {
    return {
      token: store.getItem(storageKeys.token),
      user,
      lastMapId: store.getItem(storageKeys.lastMapId),
      lastPath: store.getItem(storageKeys.lastPath),
    }
  }

  function persist(key: string, value: string | null) {
    if (value === null || value === '') store.removeItem(key)
    else store.setItem(key, value)
  }

  function update(patch: Partial<SessionState>) {
    const next = { ...state, ...patch }
    const changed = (Object.keys(patch) as (keyof SessionState)[]).some((k) => next[k] !== state[k])
    if (!changed) return
    state = next
    for (const listener of [...listeners]) listener()
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    setToken(token) {
      persist(storageKeys.token, token)
      update({ token: token || null })
    },
    setUser(user) {
      // Answers about the synagogue (a payment, a profile saved) may come without the team: the session
      // still acts for the same synagogue in the same role until a switch or a new sign-in says otherwise.
      const before = state.user
      const keepsTeam = user && !user.team && before?.team && before.id === user.id
      update({ user: keepsTeam ? { ...user, team: before.team } : user })
    },
    startSession({ accessToken, user }) {
      persist(storageKeys.token, accessToken)
      update({ token: accessToken, user })
    },
    setLastMapId(id) {
      const value = id === null || id === '' ? null : String(id)
      persist(storageKeys.lastMapId, value)
      update({ lastMapId: value })
    },
    setLastPath(path) {
      persist(storageKeys.lastPath, path)
      update({ lastPath: path || null })
    },
    setTourEndAfterRegistration(value) {
      update({ tourEndAfterRegistration: value })
    },
    takeLastPath() {
      const path = state.lastPath
      if (path !== null) {
        persist(storageKeys.lastPath, null)
        update({ lastPath: null })
      }
      return path
    },
    clear() {
      for (const key of [storageKeys.token, storageKeys.lastMapId, storageKeys.lastPath])
        store.removeItem(key)
      update({ token: null, user: null, lastMapId: null, lastPath: null, tourEndAfterRegistration: false })
    },
    reloadFromStore() {
      const stored = readStored(state.user)
      // A token that changed in another tab may belong to someone else: drop the cached user.
      update({ ...stored, user: stored.token === state.token ? state.user : null })
    },
  }
}
