import type { DateOption, Report } from '@seats/contracts'
import { errorMessageOf, isApiError, socket, useSearchParams } from '@seats/sdk'
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { reportedPersons } from '../seat-state'
import {
  COMING_SHABBAT,
  hasInvalidDateQuery,
  optionKey,
  parseDateQuery,
  withDateQuery,
  type DateSelection,
} from './date-query'
import { reportDatesApi } from './report-dates-api'
import { initialReportState, reportStoreReducer } from './report-store'

export interface ReportStore {
  /** The date selector's options (coming Shabbat first); null until loaded. */
  dates: readonly DateOption[] | null
  /** The selected date as resolved by the service; null while the first answer is on its way. */
  option: DateOption | null
  reports: readonly Report[]
  status: 'loading' | 'ready' | 'failed'
  error: string | null
  /** Who reported for the selected date. */
  reported: ReadonlySet<number>
  /** A reverse event: a report means "I am coming". */
  reverse: boolean
  select(selection: DateSelection): void
  reload(): void
}

/**
 * The selected date (the URL's ?date=&event=) and its reports: a new date clears and reloads them, the
 * socket's createReport / deleteReport apply live and a reconnect reloads what was missed. Toasts for those
 * events are the sdk's; this store only keeps the data.
 */
export function useReportStore({ israel = true }: { israel?: boolean } = {}): ReportStore {
  const [params, setParams] = useSearchParams()
  const selection = parseDateQuery(params)
  const [state, dispatch] = useReducer(reportStoreReducer, selection, initialReportState)
  const [dates, setDates] = useState<DateOption[] | null>(null)
  const [datesRequest, setDatesRequest] = useState(0)
  const datesRef = useRef(dates)
  datesRef.current = dates

  // An empty or invalid date is the coming Shabbat: say so in the URL too.
  useEffect(() => {
    if (hasInvalidDateQuery(params))
      setParams(withDateQuery(params, parseDateQuery(params)), { replace: true })
  }, [params, setParams])

  useEffect(
    () => dispatch({ type: 'select', selection: { date: selection.date, eventId: selection.eventId } }),
    [selection.date, selection.eventId],
  )

  const { request } = state
  const selected = state.selection
  useEffect(() => {
    const controller = new AbortController()
    reportDatesApi
      .withReports(selected, israel, controller.signal)
      .then((data) => dispatch({ type: 'loaded', request, data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        // A date whose event is gone (or another account's): back to the coming Shabbat.
        if (isApiError(error) && error.status === 404 && selected.date !== null)
          setParams((p) => withDateQuery(p, COMING_SHABBAT), { replace: true })
        else dispatch({ type: 'failed', request, message: errorMessageOf(error) })
      })
    return () => controller.abort()
    // The selection is read through `request`: every new selection bumps it.
  }, [request, israel])

  useEffect(() => {
    let live = true
    reportDatesApi
      .list(israel)
      .then((list) => live && setDates(list))
      .catch(() => live && setDates((d) => d ?? []))
    return () => {
      live = false
    }
  }, [israel, datesRequest])

  useEffect(() => {
    const offCreate = socket.on('createReport', (report) => {
      dispatch({ type: 'created', report })
      // A report for a date the selector does not list yet (a later Shabbat) adds that date.
      const list = datesRef.current
      if (list && !list.some((o) => optionKey(o) === optionKey(report))) setDatesRequest((n) => n + 1)
    })
    const offDelete = socket.on('deleteReport', (id) => dispatch({ type: 'deleted', id }))
    const offConnection = socket.onConnectionChange((connected) => {
      // Nothing that happened while offline comes by socket: read the date again.
      if (!connected) return
      dispatch({ type: 'reload' })
      setDatesRequest((n) => n + 1)
    })
    return () => {
      offCreate()
      offDelete()
      offConnection()
    }
  }, [])

  const select = useCallback((next: DateSelection) => setParams((p) => withDateQuery(p, next)), [setParams])
  const reload = useCallback(() => dispatch({ type: 'reload' }), [])
  const reported = useMemo(() => reportedPersons(state.reports), [state.reports])

  return {
    dates,
    option: state.option,
    reports: state.reports,
    status: state.status,
    error: state.error,
    reported,
    reverse: state.option?.reverse ?? false,
    select,
    reload,
  }
}
