import {
  Button,
  HTMLTable,
  NonIdealState,
  Spinner,
  Tag,
  errorMessageOf,
  mapPath,
  PageFrame,
  useSession,
  Link,
  useNavigate,
  useTeamRole,
  EmptyState,
} from '@seats/sdk'
import { numberSeatsOfMap, type MapSummary, type SeatNumbering } from '@seats/contracts'
import { useCallback, useEffect, useState } from 'react'
import { LobbyScreenDialog, lobbyScreensTexts } from '../lobby-screens'
import { deleteMapWithConfirmation } from './delete-map'
import { MapDialog } from './MapDialog'
import { CopyMapDialog } from './CopyMapDialog'
import { mapsApi } from './maps-api'
import { sections } from '../sections'
import { mapsTexts } from './maps-texts'
import './maps.css'

type Load =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; maps: MapSummary[] }

/** A hall counted as a warden counts it: rows that have seats, the seats of a row, all the seats. */
interface HallCount {
  rows: number
  seatsPerRow: number
  /** Some rows have fewer seats than seatsPerRow. */
  uneven: boolean
  seats: number
}

function hallCount(numbering: SeatNumbering, gridRows: number): HallCount {
  let uneven = false
  for (let r = 1; r <= gridRows; r++) {
    const n = numbering.seatsInRow(r)
    if (n > 0 && n < numbering.widestRow) uneven = true
  }
  return { rows: numbering.seatedRows, seatsPerRow: numbering.widestRow, uneven, seats: numbering.totalSeats }
}

/** Seat counts need each map's layout; maps are few, and their documents are cached by the service. */
function useSeatCounts(maps: readonly MapSummary[] | null): ReadonlyMap<number, HallCount> {
  const [counts, setCounts] = useState<ReadonlyMap<number, HallCount>>(new Map())
  useEffect(() => {
    if (!maps) return
    const controller = new AbortController()
    for (const m of maps) {
      mapsApi
        .get(m.id, controller.signal)
        .then((doc) =>
          setCounts((prev) => new Map(prev).set(m.id, hallCount(numberSeatsOfMap(doc), doc.rows))),
        )
        .catch(() => undefined)
    }
    return () => controller.abort()
  }, [maps])
  return counts
}

/** /maps — the account's maps: open, create, edit, delete. */
export function MapsPage() {
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [dialog, setDialog] = useState<{ map: MapSummary | null } | null>(null)
  const [lobbyMap, setLobbyMap] = useState<MapSummary | null>(null)
  const [copying, setCopying] = useState<MapSummary | null>(null)
  const { canEdit } = useTeamRole()
  const { lastMapId } = useSession()
  const navigate = useNavigate()
  const maps = load.status === 'ready' ? load.maps : null
  const seatCounts = useSeatCounts(maps)

  const reload = useCallback(async () => {
    try {
      setLoad({ status: 'ready', maps: await mapsApi.list() })
    } catch (error) {
      setLoad({ status: 'failed', message: errorMessageOf(error) })
    }
  }, [])

  useEffect(() => {
    void reload()
  }, [reload])

  const remove = async (map: MapSummary) => {
    const remaining = (maps ?? []).map((m) => m.id).filter((id) => id !== map.id)
    const deleted = await deleteMapWithConfirmation(map.id, remaining, {
      isOpenMap: String(map.id) === lastMapId,
    })
    if (deleted)
      setLoad((prev) =>
        prev.status === 'ready' ? { status: 'ready', maps: prev.maps.filter((m) => m.id !== map.id) } : prev,
      )
  }

  const createButton = (
    <Button intent="primary" icon="add" text={mapsTexts.create} onClick={() => setDialog({ map: null })} />
  )

  let body: React.ReactNode
  if (load.status === 'loading') body = <NonIdealState icon={<Spinner size={32} />} />
  else if (load.status === 'failed')
    body = (
      <EmptyState
        icon="error"
        title={mapsTexts.loadFailed}
        description={load.message}
        action={<Button text={mapsTexts.retry} onClick={() => void reload()} />}
      />
    )
  else if (load.maps.length === 0)
    body = (
      <EmptyState
        icon="map"
        title={mapsTexts.emptyTitle}
        description={mapsTexts.emptyDetail}
        action={createButton}
      />
    )
  else
    body = (
      <HTMLTable className="maps-table" interactive>
        <thead>
          <tr>
            <th>{mapsTexts.colName}</th>
            <th>{mapsTexts.colSize}</th>
            <th className="maps-table__num">{mapsTexts.colSeats}</th>
            <th className="maps-table__num">{mapsTexts.colAssigned}</th>
            <th>
              <span className="sr-only">{mapsTexts.edit}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {load.maps.map((m) => {
            const count = seatCounts.get(m.id)
            return (
              <tr
                key={m.id}
                onClick={(e) => !(e.target as Element).closest('button,a') && navigate(mapPath(m.id))}
              >
                <td>
                  <Link to={mapPath(m.id)} className="maps-table__name">
                    {m.name}
                  </Link>
                  {String(m.id) === lastMapId ? (
                    <Tag minimal round className="maps-table__current">
                      {mapsTexts.current}
                    </Tag>
                  ) : null}
                </td>
                <td className="maps-table__size">
                  {count ? mapsTexts.size(count.rows, count.seatsPerRow, count.uneven) : null}
                </td>
                <td className="maps-table__num maps-table__seats" data-label={mapsTexts.colSeats}>
                  {count === undefined ? <Spinner size={12} /> : count.seats.toLocaleString('he-IL')}
                </td>
                <td className="maps-table__num maps-table__assigned" data-label={mapsTexts.colAssigned}>
                  {m.assigned.toLocaleString('he-IL')}
                </td>
                <td className="maps-table__actions">
                  {canEdit ? (
                    <Button
                      size="small"
                      variant="minimal"
                      icon="desktop"
                      aria-label={lobbyScreensTexts.openOf(m.name)}
                      title={lobbyScreensTexts.open}
                      onClick={() => setLobbyMap(m)}
                    />
                  ) : null}
                  {canEdit ? (
                    <Button
                      size="small"
                      variant="minimal"
                      icon="duplicate"
                      aria-label={mapsTexts.copyOf(m.name)}
                      title={mapsTexts.copyTitle}
                      onClick={() => setCopying(m)}
                    />
                  ) : null}
                  <Button
                    size="small"
                    variant="minimal"
                    icon="edit"
                    aria-label={`${mapsTexts.edit} ${m.name}`}
                    title={mapsTexts.edit}
                    onClick={() => setDialog({ map: m })}
                  />
                  <Button
                    size="small"
                    variant="minimal"
                    intent="danger"
                    icon="trash"
                    aria-label={`${mapsTexts.delete} ${m.name}`}
                    title={mapsTexts.delete}
                    onClick={() => void remove(m)}
                  />
                </td>
              </tr>
            )
          })}
        </tbody>
      </HTMLTable>
    )

  return (
    <PageFrame
      title={sections.maps.title}
      subtitle={sections.maps.subtitle}
      actions={maps && maps.length > 0 ? createButton : undefined}
    >
      {body}
      <LobbyScreenDialog map={lobbyMap} onClose={() => setLobbyMap(null)} />
      <CopyMapDialog
        map={copying}
        onClose={() => setCopying(null)}
        onCopied={(copy) => {
          setCopying(null)
          navigate(mapPath(copy.id))
        }}
      />
      <MapDialog
        isOpen={dialog !== null}
        map={dialog?.map ?? null}
        onClose={() => setDialog(null)}
        onSaved={(saved) => {
          const wasNew = !dialog?.map
          setDialog(null)
          if (wasNew) navigate(mapPath(saved.id))
          else void reload()
        }}
      />
    </PageFrame>
  )
}
