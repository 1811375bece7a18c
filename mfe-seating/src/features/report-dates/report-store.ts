import type { DateOption, DateReports, Report } from '@seats/contracts'
import { belongsTo, sameSelection, type DateSelection } from './date-query'

/** A live change that arrived while the date was loading, applied once it has loaded. */
type LiveChange = { type: 'created'; report: Report } | { type: 'deleted'; id: number }

export interface ReportStoreState {
  selection: DateSelection
  /** Bumped for every load; an answer for an older one is dropped. */
  request: number
  status: 'loading' | 'ready' | 'failed'
  /** The date as the service resolved it (an empty selection is the coming Shabbat); null until loaded. */
  option: DateOption | null
  reports: readonly Report[]
  error: string | null
  /** A load is under way (the first one, a new date's, or a reload that keeps the shown reports). */
  inFlight: boolean
  /** Live changes seen during a load: the load's answer may or may not hold them. */
  pending: readonly LiveChange[]
}

export type ReportStoreAction =
  | { type: 'select'; selection: DateSelection }
  /** Reload the selected date, keeping what is shown meanwhile (after a reconnect). */
  | { type: 'reload' }
  | { type: 'loaded'; request: number; data: DateReports }
  | { type: 'failed'; request: number; message: string }
  | { type: 'created'; report: Report }
  | { type: 'deleted'; id: number }

export function initialReportState(selection: DateSelection): ReportStoreState {
  return {
    selection,
    request: 1,
    status: 'loading',
    option: null,
    reports: [],
    error: null,
    inFlight: true,
    pending: [],
  }
}

function applyLive(option: DateOption, reports: readonly Report[], change: LiveChange): readonly Report[] {
  if (change.type === 'deleted')
    return reports.some((r) => r.id === change.id) ? reports.filter((r) => r.id !== change.id) : reports
  const report = change.report
  if (!belongsTo(report, option) || reports.some((r) => r.id === report.id)) return reports
  return [...reports, report]
}

/**
 * The reports of the selected date. Changing the date clears them and loads again (seed §4); the socket's
 * createReport / deleteReport apply live, also when they race a load.
 */
export function reportStoreReducer(state: ReportStoreState, action: ReportStoreAction): ReportStoreState {
  switch (action.type) {
    case 'select':
      if (sameSelection(state.selection, action.selection)) return state
      return { ...initialReportState(action.selection), request: state.request + 1 }
    case 'reload':
      return { ...state, request: state.request + 1, inFlight: true, pending: [] }
    case 'loaded': {
      if (action.request !== state.request) return state
      const { reports, ...option } = action.data
      const applied = state.pending.reduce(
        (list, change) => applyLive(option, list, change),
        reports as readonly Report[],
      )
      return {
        ...state,
        status: 'ready',
        option,
        reports: applied,
        error: null,
        inFlight: false,
        pending: [],
      }
    }
    case 'failed':
      if (action.request !== state.request) return state
      return {
        ...state,
        status: state.option ? state.status : 'failed',
        error: action.message,
        inFlight: false,
        pending: [],
      }
    case 'created':
    case 'deleted': {
      const change: LiveChange =
        action.type === 'created'
          ? { type: 'created', report: action.report }
          : { type: 'deleted', id: action.id }
      // While loading, the answer may be older or newer than this change: apply it to whatever arrives.
      const pending = state.inFlight ? [...state.pending, change] : state.pending
      if (!state.option) return { ...state, pending }
      const reports = applyLive(state.option, state.reports, change)
      return reports === state.reports && pending === state.pending ? state : { ...state, reports, pending }
    }
  }
}
