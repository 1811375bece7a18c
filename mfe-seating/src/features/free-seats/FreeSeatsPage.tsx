import {
  Icon,
  Tag,
  errorMessageOf,
  formatDateTime,
  mapPath,
  PageFrame,
  socket,
  Link,
  LoadFailedState,
  LoadingState,
  EmptyState,
} from '@seats/sdk'
import { guestLabel, personDisplayName, reportSourceLabels, type SeatMap } from '@seats/contracts'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { mapsApi } from '../maps'
import { usePersons } from '../persons'
import { withDateQuery, DateSelector, useReportStore } from '../report-dates'
import { sections } from '../sections'
import { seatStateTexts } from '../seat-state'
import { dateGuestRows, freeSeatsOf } from './free-seats'
import { useDateGuests } from '../date-guests'
import { freeSeatsTexts } from './free-seats-texts'
import './free-seats.css'

/** Every map with its seats; a map that changes (a seat moved in another tab) is read again alone. */
function useMaps() {
  const [maps, setMaps] = useState<SeatMap[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const list = await mapsApi.list()
      const full = await Promise.all(list.map((m) => mapsApi.get(m.id, signal)))
      if (signal?.aborted) return
      setMaps(full)
      setError(null)
    } catch (e) {
      if (!signal?.aborted) setError(errorMessageOf(e))
    }
  }, [])
  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    const off = socket.on('mapChanged', ({ mapId, deleted }) => {
      if (deleted) return setMaps((list) => list?.filter((m) => m.id !== mapId) ?? list)
      mapsApi
        .get(mapId, controller.signal)
        .then((fresh) =>
          // A new map is not in the list yet: it joins at the end.
          setMaps((list) =>
            list?.some((m) => m.id === mapId)
              ? list.map((m) => (m.id === mapId ? fresh : m))
              : [...(list ?? []), fresh],
          ),
        )
        .catch(() => undefined)
    })
    return () => {
      controller.abort()
      off()
    }
  }, [load])
  return { maps, error, reload: () => void load() }
}

/** A card of the side column (who reported, the date's guests): its title, its lines or why there are none. */
function SideList({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <section className="fs-card fs-card--reports" aria-label={title}>
      <header className="fs-card__head">
        <h2>{title}</h2>
      </header>
      {empty !== null ? <p className="fs-card__none">{empty}</p> : <ul className="fs-reports">{children}</ul>}
    </section>
  )
}

/**
 * /free-seats: the Friday view. For the chosen date (the coming Shabbat first), how many seats are free,
 * which ones map by map with whose seat it is, and who reported: large enough to read at a glance on a phone.
 * Reports arrive live (the report store follows the socket).
 */
export function FreeSeatsPage() {
  const store = useReportStore()
  const { persons } = usePersons()
  const { maps, error, reload } = useMaps()
  const byId = useMemo(() => new Map(persons.map((p) => [p.id, p])), [persons])
  const nameOf = (id: number) => {
    const p = byId.get(id)
    return p ? personDisplayName(p) : freeSeatsTexts.unknownPerson(id)
  }
  const option = store.option
  const { guests } = useDateGuests(option)
  const guestRows = useMemo(
    () => dateGuestRows(maps ?? [], guests, store.reported, store.reverse),
    [maps, guests, store.reported, store.reverse],
  )
  const guestAt = useMemo(
    () => new Map(guests.map((g) => [`${g.mapId}:${g.row}:${g.col}`, g.name])),
    [guests],
  )
  const perMap = useMemo(
    () => (maps ?? []).map((map) => ({ map, free: freeSeatsOf(map, store.reported, store.reverse) })),
    [maps, store.reported, store.reverse],
  )
  const total = perMap.reduce((n, m) => n + m.free.length, 0)
  const reports = useMemo(
    () => [...store.reports].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id),
    [store.reports],
  )

  let body
  if (error || store.status === 'failed')
    body = (
      <LoadFailedState
        title={freeSeatsTexts.loadFailed}
        error={error ?? store.error}
        onRetry={() => (reload(), store.reload())}
      />
    )
  else if (!maps || !option || store.status === 'loading')
    body = <LoadingState text={freeSeatsTexts.loading} />
  else if (maps.length === 0)
    body = <EmptyState icon="map" title={freeSeatsTexts.noMaps} description={freeSeatsTexts.noMapsDetail} />
  else
    body = (
      <>
        <div className="fs-summary" aria-live="polite">
          <span className="fs-summary__count">
            {option.reverse ? seatStateTexts.vacatedReverse(total) : seatStateTexts.vacatedCount(total)}
          </span>
          <span className="fs-summary__date">
            {option.name} · {option.hebrewDate}
          </span>
          <Tag round minimal>
            {freeSeatsTexts.reported(reports.length)}
          </Tag>
          {guests.length > 0 ? (
            <Tag round minimal intent="primary">
              {freeSeatsTexts.guestsCount(guests.length)}
            </Tag>
          ) : null}
          {option.reverse ? (
            <Tag round minimal intent="warning">
              {freeSeatsTexts.reverseNote}
            </Tag>
          ) : null}
        </div>
        <div className="fs-layout">
          <div className="fs-maps">
            {perMap.map(({ map, free }) => (
              <section key={map.id} className="fs-card" aria-label={freeSeatsTexts.seatsOf(map.name)}>
                <header className="fs-card__head">
                  <h2>{map.name}</h2>
                  <span className="fs-card__count">{freeSeatsTexts.mapFree(free.length)}</span>
                  <Link
                    to={`${mapPath(map.id)}?${withDateQuery(new URLSearchParams(), {
                      date: option.date,
                      eventId: option.eventId,
                    }).toString()}`}
                    className="fs-card__open"
                    aria-label={freeSeatsTexts.openMap(map.name)}
                  >
                    <Icon icon="grid-view" size={16} />
                  </Link>
                </header>
                {free.length === 0 ? (
                  <p className="fs-card__none">{freeSeatsTexts.noneOnMap}</p>
                ) : (
                  <ul className="fs-seats">
                    {free.map((seat) => {
                      const guest = guestAt.get(`${map.id}:${seat.row}:${seat.col}`)
                      return (
                        <li key={`${seat.row}-${seat.col}`} className="fs-seat">
                          <strong className="fs-seat__name">{seat.name}</strong>
                          <span className="fs-seat__holders">{seat.holders.map(nameOf).join(', ')}</span>
                          {guest ? (
                            <Tag minimal intent="primary" className="fs-seat__guest">
                              {freeSeatsTexts.guestOn(guest)}
                            </Tag>
                          ) : null}
                        </li>
                      )
                    })}
                  </ul>
                )}
              </section>
            ))}
          </div>
          <div className="fs-side">
            <SideList
              title={freeSeatsTexts.whoReported}
              empty={reports.length === 0 ? freeSeatsTexts.noReports : null}
            >
              {reports.map((r) => (
                <li key={r.id} className="fs-report">
                  <span className="fs-report__name">{nameOf(r.personId)}</span>
                  <Tag minimal intent={r.source === 'phone' ? 'primary' : 'none'}>
                    {reportSourceLabels[r.source]}
                  </Tag>
                  <span className="fs-report__time">{formatDateTime(r.createdAt)}</span>
                </li>
              ))}
            </SideList>
            <SideList
              title={freeSeatsTexts.guests}
              empty={guestRows.length === 0 ? freeSeatsTexts.noGuests : null}
            >
              {guestRows.map(({ guest, mapName, conflict }) => (
                <li key={guest.id} className="fs-report" data-testid="date-guest">
                  <span className="fs-report__name">{guest.name}</span>
                  <span className="fs-report__time">{guestLabel(guest)}</span>
                  <span className="fs-report__time">
                    {mapName} · {guest.seatName}
                  </span>
                  {conflict ? (
                    <Tag minimal intent="danger" icon="warning-sign">
                      {freeSeatsTexts.guestConflict}
                    </Tag>
                  ) : null}
                </li>
              ))}
            </SideList>
          </div>
        </div>
      </>
    )

  return (
    <PageFrame
      title={sections.freeSeats.title}
      subtitle={sections.freeSeats.subtitle}
      actions={<DateSelector dates={store.dates} value={option} onChange={store.select} />}
    >
      <div className="fs-page">{body}</div>
    </PageFrame>
  )
}
