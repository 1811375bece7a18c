import { useSyncExternalStore } from 'react'
import type { SessionState, SessionStore } from './session-store'

/** Binds a component to the session; re-renders when the token, user or stored ids change. */
export function createUseSession(store: SessionStore): () => SessionState {
  return function useSession() {
    return useSyncExternalStore(store.subscribe, store.getState, store.getState)
  }
}
