import { Button, EmptyState, HTMLSelect, Spinner, errorMessageOf, Link, useParams } from '@seats/sdk'
import type { Person, Season, SeatMap } from '@seats/contracts'
import { useEffect, useMemo, useState } from 'react'
import { mapsApi } from '../../maps'
import { personsApi } from '../../persons'
import { usePrintRoot } from '../../print'
import { seasonsApi } from '../seasons-api'
import { seatCardsOf, sheetsOf } from './seat-cards'
import { seatCardsTexts as t } from './seat-cards-texts'
import './seat-cards.css'

type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; season: Season; map: SeatMap; persons: Person[] }

/**
 * /seasons/:id/cards: a name card for every seat given on the season's map, on A4 sheets to cut, each with
 * the seat's row and number as the hall numbers them; one area at a time if the warden chooses.
 */
export function SeatCardsPage() {
  usePrintRoot()
  const { id } = useParams()
  const seasonId = Number(id)
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const [area, setArea] = useState('')

  useEffect(() => {
    const controller = new AbortController()
    setLoad({ status: 'loading' })
    seasonsApi
      .get(seasonId, controller.signal)
      .then(async (season) => {
        const [map, persons] = await Promise.all([
          mapsApi.get(season.mapId, controller.signal),
          personsApi.list(controller.signal),
        ])
        setLoad({ status: 'ready', season, map, persons })
      })
      .catch(
        (e: unknown) =>
          controller.signal.aborted || setLoad({ status: 'failed', message: errorMessageOf(e) }),
      )
    return () => controller.abort()
  }, [seasonId, attempt])

  const cards = useMemo(() => (load.status === 'ready' ? seatCardsOf(load.map, load.persons) : []), [load])
  const shown = area === '' ? cards : cards.filter((c) => String(c.areaId) === area)
  const sheets = sheetsOf(shown)

  if (load.status === 'loading')
    return (
      <div className="sc-screen-state">
        <Spinner size={32} />
      </div>
    )
  if (load.status === 'failed')
    return (
      <div className="sc-screen-state">
        <EmptyState
          icon="error"
          title={t.loadFailed}
          description={load.message}
          action={<Button text={t.retry} onClick={() => setAttempt((a) => a + 1)} />}
        />
      </div>
    )

  return (
    <div className="sc-view">
      <div className="sc-toolbar">
        <h1 className="sc-toolbar__title">
          {t.title} · {load.season.name}
        </h1>
        {load.map.areas.length > 0 ? (
          <HTMLSelect
            aria-label={t.area}
            value={area}
            onChange={(e) => setArea(e.currentTarget.value)}
            options={[
              { value: '', label: t.allAreas },
              ...load.map.areas.map((a) => ({ value: String(a.id), label: a.name })),
            ]}
          />
        ) : null}
        <Button
          icon="print"
          intent="primary"
          text={t.print}
          disabled={shown.length === 0}
          onClick={() => window.print()}
        />
        <Link to={`/seasons/${load.season.id}`} className="sc-toolbar__back">
          {t.back}
        </Link>
        <p className="sc-toolbar__count" role="status">
          {shown.length > 0 ? t.count(shown.length, sheets.length) : t.empty}
        </p>
      </div>
      <div className="sc-sheets">
        {sheets.map((sheet, i) => (
          <section key={i} className="sc-sheet" aria-label={`דף ${i + 1}`}>
            {sheet.map((card) => (
              <article key={card.key} className="sc-card">
                <div className="sc-card__season">{load.season.name}</div>
                <div className="sc-card__name">{card.name}</div>
                <div className="sc-card__seat">
                  {t.row} {card.rowLabel} · {t.seat} {card.seatNumber}
                </div>
                {card.areaName ? <div className="sc-card__area">{card.areaName}</div> : null}
              </article>
            ))}
          </section>
        ))}
      </div>
    </div>
  )
}
