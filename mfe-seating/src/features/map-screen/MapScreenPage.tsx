import {
  Button,
  NonIdealState,
  Spinner,
  errorMessageOf,
  isApiError,
  mapPath,
  session,
  useSession,
  Link,
  Navigate,
  useNavigate,
  useParams,
  EmptyState,
} from '@seats/sdk'
import type { MapSummary, Person, SeatMap } from '@seats/contracts'
import { useCallback, useEffect, useState } from 'react'
import { MapDialog, mapsApi } from '../maps'
import { editorTexts, fetchPersons, markDataArrived } from '../map-editor'
import { DemoCallHint, offersTour, useFollowOwnReport, useMapTour } from '../tour'
import type { MapContent, TourMapContent } from '../tour'
import { MapScreen } from './MapScreen'

type MapLoad =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; map: SeatMap; persons: Person[] }

function useMaps() {
  const [maps, setMaps] = useState<MapSummary[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const reload = useCallback(() => {
    mapsApi
      .list()
      .then((list) => (setMaps(list), setError(null)))
      .catch((e: unknown) => setError(errorMessageOf(e)))
  }, [])
  useEffect(reload, [reload])
  return { maps, error, reload }
}

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="me-page">{children}</div>
}

/** /map/:id? — the map screen. Without an id: the last map shown, else the first map, else a way to create one. */
export function MapScreenPage() {
  const { id } = useParams()
  const { lastMapId, user } = useSession()
  const { maps, error: mapsError, reload: reloadMaps } = useMaps()
  const mapId = id && /^\d+$/.test(id) ? Number(id) : null
  const [load, setLoad] = useState<MapLoad>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [creating, setCreating] = useState(false)
  const navigate = useNavigate()
  // What the guided tour follows: the open map's content, reported by the editor as it changes.
  const [content, setContent] = useState<MapContent | null>(null)
  const tourOffered = offersTour(user)
  const onContentChange = useCallback((next: MapContent) => setContent(next), [])

  useEffect(() => {
    setContent(null)
    if (mapId === null) return
    const controller = new AbortController()
    setLoad({ status: 'loading' })
    Promise.all([mapsApi.get(mapId, controller.signal), fetchPersons(controller.signal)])
      .then(([map, persons]) => {
        markDataArrived()
        setLoad({ status: 'ready', map, persons })
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return
        if (isApiError(e) && e.status === 404) {
          // A remembered map that is gone must not bring us back here again.
          if (session.getState().lastMapId === String(mapId)) session.setLastMapId(null)
          setLoad({ status: 'missing' })
        } else setLoad({ status: 'failed', message: errorMessageOf(e) })
      })
    return () => controller.abort()
  }, [mapId, attempt])

  const noMapAtAll = (id === undefined || id === '') && !!maps && maps.length === 0
  const mapShown = load.status === 'ready' && load.map.id === mapId
  const tourContent: TourMapContent = noMapAtAll ? 'none' : mapShown && content ? content : null
  const tour = useMapTour(id ?? '', tourContent)
  useFollowOwnReport(content?.persons ?? (mapShown ? load.persons : null), tourOffered || !!user?.isDemoGuest)

  const createDialog = (
    <MapDialog
      isOpen={creating}
      onClose={() => setCreating(false)}
      onSaved={(saved) => {
        setCreating(false)
        reloadMaps()
        navigate(mapPath(saved.id))
      }}
    />
  )

  if (id === undefined || id === '') {
    if (mapsError)
      return (
        <Frame>
          <EmptyState
            icon="error"
            title={editorTexts.loadFailed}
            description={mapsError}
            action={<Button text={editorTexts.retry} onClick={reloadMaps} />}
          />
        </Frame>
      )
    if (!maps)
      return (
        <Frame>
          <NonIdealState icon={<Spinner size={32} />} description={editorTexts.loading} />
        </Frame>
      )
    const target = maps.find((m) => String(m.id) === lastMapId) ?? maps[0]
    if (target) return <Navigate to={mapPath(target.id)} replace />
    return (
      <Frame>
        <EmptyState
          icon="grid-view"
          title={editorTexts.emptyTitle}
          description={editorTexts.emptyDetail}
          action={
            <Button
              intent="primary"
              icon="add"
              large
              text={editorTexts.createMap}
              onClick={() => setCreating(true)}
              data-tour="create-map"
            />
          }
        />
        {createDialog}
        {tour.element}
      </Frame>
    )
  }

  if (mapId === null || load.status === 'missing')
    return (
      <Frame>
        <EmptyState
          icon="search"
          title={editorTexts.notFoundTitle}
          description={editorTexts.notFoundDetail}
          action={
            <Link to="/maps" className="bp6-button bp6-intent-primary">
              {editorTexts.toMaps}
            </Link>
          }
        />
      </Frame>
    )
  if (load.status === 'failed')
    return (
      <Frame>
        <EmptyState
          icon="error"
          title={editorTexts.loadFailed}
          description={load.message}
          action={<Button text={editorTexts.retry} onClick={() => setAttempt((a) => a + 1)} />}
        />
      </Frame>
    )
  if (load.status === 'loading' || load.map.id !== mapId)
    return (
      <Frame>
        <NonIdealState icon={<Spinner size={32} />} description={editorTexts.loading} />
      </Frame>
    )
  return (
    <>
      <MapScreen
        key={mapId}
        map={load.map}
        persons={load.persons}
        maps={maps ?? [load.map].map((m) => ({ ...m, assigned: 0 }))}
        onMapsChanged={reloadMaps}
        worshippersWidth={tour.worshippersWidth}
        onContentChange={tourOffered ? onContentChange : undefined}
      />
      <DemoCallHint />
      {tour.element}
    </>
  )
}
