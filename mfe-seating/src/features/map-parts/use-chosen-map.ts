import type { MapSummary, SeatMap } from '@seats/contracts'
import { errorMessageOf, session, socket, useSession } from '@seats/sdk'
import { useCallback, useEffect, useRef, useState } from 'react'
import { mapPartsApi } from './map-parts-api'
import { pickMapId } from './pick-map'

export interface ChosenMap {
  maps: MapSummary[]
  mapId: number | null
  map: SeatMap | null
  /** True until the maps list (and the first map) answered. */
  loading: boolean
  error: string | null
  choose: (id: number) => void
  /** Reads the chosen map again (after a write or a 409). */
  reload: () => Promise<void>
}

/** The map a screen works on: a selector's choice, lastMapId by default; follows mapChanged from the socket. */
export function useChosenMap(): ChosenMap {
  const { lastMapId } = useSession()
  const [maps, setMaps] = useState<MapSummary[]>([])
  const [wanted, setWanted] = useState<number | null>(null)
  const [map, setMap] = useState<SeatMap | null>(null)
  const [listLoaded, setListLoaded] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inFlight = useRef<AbortController | null>(null)
  const mapId = pickMapId(maps, wanted, lastMapId)

  const loadList = useCallback(async () => {
    try {
      setMaps(await mapPartsApi.maps())
      setError(null)
    } catch (err) {
      setError(errorMessageOf(err))
    } finally {
      setListLoaded(true)
    }
  }, [])

  const loadMap = useCallback(async (id: number | null) => {
    inFlight.current?.abort()
    if (id === null) {
      setMap(null)
      return
    }
    const controller = new AbortController()
    inFlight.current = controller
    try {
      const doc = await mapPartsApi.map(id, controller.signal)
      if (!controller.signal.aborted) {
        setMap(doc)
        setError(null)
      }
    } catch (err) {
      if (!controller.signal.aborted) setError(errorMessageOf(err))
    }
  }, [])

  useEffect(() => {
    void loadList()
  }, [loadList])

  useEffect(() => {
    void loadMap(mapId)
  }, [mapId, loadMap])

  useEffect(() => {
    const off = socket.on('mapChanged', (change) => {
      if (change.deleted) void loadList()
      else if (change.mapId === mapId) void loadMap(mapId)
    })
    return () => {
      off()
      inFlight.current?.abort()
    }
  }, [mapId, loadList, loadMap])

  const choose = useCallback((id: number) => {
    setWanted(id)
    session.setLastMapId(id)
  }, [])

  const reload = useCallback(() => loadMap(mapId), [loadMap, mapId])

  return {
    maps,
    mapId,
    map: map && map.id === mapId ? map : null,
    loading: !listLoaded || (mapId !== null && (!map || map.id !== mapId) && !error),
    error,
    choose,
    reload,
  }
}
