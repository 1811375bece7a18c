import { Button, NonIdealState, Spinner, errorMessageOf, useParams, EmptyState } from '@seats/sdk'
import { type Person, type SeatMap } from '@seats/contracts'
import { useEffect, useState } from 'react'
import { mapsApi } from '../maps'
import { personsApi } from '../persons'
import { printTexts } from './print-texts'
import { usePrintRoot } from './print-root'
import './print.css'

import { PrintView } from './PrintView'
type Load =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; map: SeatMap; persons: Person[] }

/**
 * /map/:id/print?display=<id>|all|all-<paper>&date=&event=&fit=page: the map for guests, one page per
 * display; fit=page prints a display too large for its paper on one page, in smaller text.
 */
export function PrintPage() {
  usePrintRoot()
  const { id } = useParams()
  const mapId = id && /^\d+$/.test(id) ? Number(id) : null
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (mapId === null) return setLoad({ status: 'failed', message: printTexts.noDisplay })
    const controller = new AbortController()
    setLoad({ status: 'loading' })
    Promise.all([mapsApi.get(mapId, controller.signal), personsApi.list(controller.signal)])
      .then(([map, persons]) => setLoad({ status: 'ready', map, persons }))
      .catch(
        (e: unknown) =>
          controller.signal.aborted || setLoad({ status: 'failed', message: errorMessageOf(e) }),
      )
    return () => controller.abort()
  }, [mapId, attempt])

  if (load.status === 'failed')
    return (
      <div className="pr-screen-state">
        <EmptyState
          icon="error"
          title={printTexts.loadFailed}
          description={load.message}
          action={<Button text={printTexts.retry} onClick={() => setAttempt((a) => a + 1)} />}
        />
      </div>
    )
  if (load.status === 'loading')
    return (
      <div className="pr-screen-state">
        <NonIdealState icon={<Spinner size={32} />} description={printTexts.loading} />
      </div>
    )
  return <PrintView map={load.map} persons={load.persons} />
}
