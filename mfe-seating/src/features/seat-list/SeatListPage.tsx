import {
  errorMessageOf,
  isApiError,
  PageFrame,
  Link,
  useParams,
  LoadFailedState,
  LoadingState,
  EmptyState,
} from '@seats/sdk'
import type { Person, SeatMap } from '@seats/contracts'
import { useEffect, useState } from 'react'
import { fetchPersons } from '../map-editor'
import { mapsApi } from '../maps'
import { sections } from '../sections'
import { BackToMap } from './BackToMap'
import { seatListTexts as texts } from './seat-list-texts'
import { SeatListView } from './SeatListView'
import './seat-list.css'

type Load =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; map: SeatMap; persons: Person[] }

/**
 * /map/:id/list?date=&event= — the map's seats as a table, for a warden who does not use the visual map (a
 * screen reader, the keyboard): every seat in walking order with its part of the hall, row, number, who
 * sits there and whether it is free on the chosen date. Seating and unseating work from here too.
 */
export function SeatListPage() {
  const { id } = useParams()
  const mapId = id && /^\d+$/.test(id) ? Number(id) : null
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (mapId === null) return setLoad({ status: 'missing' })
    const controller = new AbortController()
    setLoad({ status: 'loading' })
    Promise.all([mapsApi.get(mapId, controller.signal), fetchPersons(controller.signal)])
      .then(([map, persons]) => setLoad({ status: 'ready', map, persons }))
      .catch((e: unknown) => {
        if (controller.signal.aborted) return
        if (isApiError(e) && e.status === 404) setLoad({ status: 'missing' })
        else setLoad({ status: 'failed', message: errorMessageOf(e) })
      })
    return () => controller.abort()
  }, [mapId, attempt])

  if (load.status === 'ready' && load.map.id === mapId)
    return <SeatListView key={mapId} map={load.map} persons={load.persons} />

  let body
  if (load.status === 'missing' || mapId === null)
    body = (
      <EmptyState
        icon="search"
        title={texts.notFoundTitle}
        action={
          <Link to="/maps" className="bp6-button bp6-intent-primary">
            {texts.toMaps}
          </Link>
        }
      />
    )
  else if (load.status === 'failed')
    body = (
      <LoadFailedState
        title={texts.loadFailed}
        error={load.message}
        onRetry={() => setAttempt((a) => a + 1)}
      />
    )
  else body = <LoadingState text={texts.loading} />
  return (
    <PageFrame
      title={sections.seatList.title}
      actions={mapId !== null ? <BackToMap mapId={mapId} /> : undefined}
    >
      {body}
    </PageFrame>
  )
}
