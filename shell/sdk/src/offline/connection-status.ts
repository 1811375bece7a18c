import { useSyncExternalStore } from 'react'
import { SYNCED_AT_HEADER } from '@seats/sdk/offline-names'

export interface ConnectionState {
  /**
   * Not connected: the browser says it is offline, or a screen's data came from the service worker's
   * cache because the network failed.
   */
  offline: boolean
  /** When the data shown was last fetched from the server (the oldest cached answer in use), or null. */
  syncedAt: Date | null
}

export interface ConnectionStatus {
  getState(): ConnectionState
  subscribe(listener: () => void): () => void
  /** Every API answer passes here: a cached one marks the page offline, a fresh one connected. */
  noteAnswer(response: Response): void
  setBrowserOnline(online: boolean): void
}

export function createConnectionStatus(initiallyOnline: boolean, now: () => Date = () => new Date()) {
  const listeners = new Set<() => void>()
  let browserOnline = initiallyOnline
  let cachedSince: Date | null = null
  let lastFresh: Date | null = null
  let state: ConnectionState = { offline: !browserOnline, syncedAt: null }

  function publish() {
    const offline = !browserOnline || cachedSince !== null
    const syncedAt = offline ? (cachedSince ?? lastFresh) : lastFresh
    if (state.offline === offline && state.syncedAt?.getTime() === syncedAt?.getTime()) return
    state = { offline, syncedAt }
    for (const listener of [...listeners]) listener()
  }

  const status: ConnectionStatus = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    noteAnswer(response) {
      const synced = response.headers.get(SYNCED_AT_HEADER)
      if (synced) {
        const at = new Date(synced)
        if (!Number.isNaN(at.getTime()) && (cachedSince === null || at < cachedSince)) cachedSince = at
      } else {
        cachedSince = null
        lastFresh = now()
        // An answer from the server proves the network is back, whatever the browser said.
        browserOnline = true
      }
      publish()
    },
    setBrowserOnline(online) {
      browserOnline = online
      publish()
    },
  }
  return status
}

/** 14:02, in the page's time zone. */
export function syncTimeText(date: Date): string {
  return date.toLocaleTimeString('he-IL', { hour: '2-digit', minute: '2-digit', hour12: false })
}

export function createUseConnectionStatus(status: ConnectionStatus) {
  return function useConnectionStatus(): ConnectionState {
    return useSyncExternalStore(status.subscribe, status.getState, status.getState)
  }
}
