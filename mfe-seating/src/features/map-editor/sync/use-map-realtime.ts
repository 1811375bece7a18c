import { socket } from '@seats/sdk'
import { useEffect, useRef } from 'react'
import { mapReads } from './editor-api'

/** Without a live socket the editor still notices other wardens' changes by asking for the map versions. */
export const POLL_MS = 10_000

export interface MapRealtimeHandlers {
  /** Whether this editor already holds (or wrote) a version; waits for its own writes to finish first. */
  knows(version: number): Promise<boolean>
  onMapChanged(): void
  onMapDeleted(): void
  onPersonsChanged(ids: readonly number[]): void
  /** Another map of the account changed (the map switcher's list may be stale). */
  onOtherMapChanged(): void
}

/**
 * Follows the open map: the socket's mapChanged / personsChanged for it (echoes of our own versions are
 * ignored), a re-read after a reconnect, and while the socket is down a light poll of the map list's
 * versions, plus a check whenever the tab comes back into view.
 */
export function useMapRealtime(mapId: number, handlers: MapRealtimeHandlers): void {
  const ref = useRef(handlers)
  ref.current = handlers

  useEffect(() => {
    let disposed = false
    const checkVersion = async (version: number) => {
      if (!(await ref.current.knows(version)) && !disposed) ref.current.onMapChanged()
    }
    const offMap = socket.on('mapChanged', (payload) => {
      if (payload.mapId !== mapId) return ref.current.onOtherMapChanged()
      if (payload.deleted) return ref.current.onMapDeleted()
      void checkVersion(payload.version)
    })
    const offPersons = socket.on('personsChanged', (payload) => ref.current.onPersonsChanged(payload.ids))
    const offConnection = socket.onConnectionChange((connected) => {
      // Whatever happened while we were offline is not coming by socket: ask once.
      if (connected) void poll()
    })

    let polling = false
    async function poll() {
      if (polling || disposed) return
      polling = true
      try {
        const maps = await mapReads.list()
        if (disposed) return
        const mine = maps.find((m) => m.id === mapId)
        if (!mine) ref.current.onMapDeleted()
        else await checkVersion(mine.version)
      } catch {
        // Offline or the service is busy: the next tick asks again.
      } finally {
        polling = false
      }
    }
    const timer = window.setInterval(() => {
      if (!socket.isConnected() && document.visibilityState === 'visible') void poll()
    }, POLL_MS)
    const onVisible = () => document.visibilityState === 'visible' && void poll()
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('focus', onVisible)
    return () => {
      disposed = true
      offMap()
      offPersons()
      offConnection()
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('focus', onVisible)
    }
  }, [mapId])
}
