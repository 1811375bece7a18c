import type { DateReports, Report } from '@seats/contracts'
import { describe, expect, it } from 'vitest'
import { COMING_SHABBAT } from './date-query'
import { initialReportState, reportStoreReducer as reduce, type ReportStoreState } from './report-store'

const SHABBAT = '2026-12-05'
const report = (id: number, personId: number, over: Partial<Report> = {}): Report => ({
  id,
  personId,
  date: SHABBAT,
  eventId: null,
  source: 'phone',
  createdAt: '2026-12-01T10:00:00Z',
  ...over,
})
const answer = (reports: Report[], over: Partial<DateReports> = {}): DateReports => ({
  date: SHABBAT,
  eventId: null,
  name: 'שבת פרשת ויצא',
  hebrewDate: 'ט״ו כסלו תשפ״ז',
  kind: 'shabbat',
  reverse: false,
  reports,
  ...over,
})
const loaded = (reports: Report[], over: Partial<DateReports> = {}): ReportStoreState =>
  reduce(initialReportState(COMING_SHABBAT), { type: 'loaded', request: 1, data: answer(reports, over) })

describe('the report store', () => {
  it('starts loading the selection and shows the answer with the resolved date', () => {
    const start = initialReportState(COMING_SHABBAT)
    expect(start).toMatchObject({ status: 'loading', inFlight: true, reports: [], option: null })
    const s = loaded([report(1, 7)])
    expect(s.status).toBe('ready')
    expect(s.inFlight).toBe(false)
    expect(s.option).toMatchObject({ date: SHABBAT, eventId: null, name: 'שבת פרשת ויצא' })
    expect(s.reports.map((r) => r.id)).toEqual([1])
  })

  it('changing the date clears the reports and loads again; the same date does nothing', () => {
    const s = loaded([report(1, 7)])
    expect(reduce(s, { type: 'select', selection: COMING_SHABBAT })).toBe(s)
    const next = reduce(s, { type: 'select', selection: { date: '2026-12-12', eventId: null } })
    expect(next).toMatchObject({ status: 'loading', reports: [], option: null, request: 2, inFlight: true })
  })

  it('drops the answer of an older request', () => {
    const s = reduce(initialReportState(COMING_SHABBAT), {
      type: 'select',
      selection: { date: '2026-12-12', eventId: null },
    })
    expect(reduce(s, { type: 'loaded', request: 1, data: answer([report(1, 7)]) })).toBe(s)
    expect(reduce(s, { type: 'failed', request: 1, message: 'x' })).toBe(s)
  })

  it('a failed first load is failed; a failed reload keeps what is shown', () => {
    const failed = reduce(initialReportState(COMING_SHABBAT), {
      type: 'failed',
      request: 1,
      message: 'אין חיבור',
    })
    expect(failed).toMatchObject({ status: 'failed', error: 'אין חיבור', inFlight: false })
    const reloading = reduce(loaded([report(1, 7)]), { type: 'reload' })
    expect(reloading).toMatchObject({ status: 'ready', inFlight: true, request: 2 })
    const kept = reduce(reloading, { type: 'failed', request: 2, message: 'אין חיבור' })
    expect(kept).toMatchObject({ status: 'ready', error: 'אין חיבור' })
    expect(kept.reports).toHaveLength(1)
  })

  it('adds a live report of the selected date once, and ignores other dates and events', () => {
    let s = loaded([report(1, 7)])
    s = reduce(s, { type: 'created', report: report(2, 8) })
    s = reduce(s, { type: 'created', report: report(2, 8) })
    s = reduce(s, { type: 'created', report: report(3, 9, { date: '2026-12-12' }) })
    s = reduce(s, { type: 'created', report: report(4, 9, { eventId: 5 }) })
    expect(s.reports.map((r) => r.id)).toEqual([1, 2])
  })

  it('an event date takes only its own event reports', () => {
    let s = loaded([], { eventId: 5, kind: 'event', name: 'חנוכה', reverse: true })
    s = reduce(s, { type: 'created', report: report(3, 9) })
    s = reduce(s, { type: 'created', report: report(4, 9, { eventId: 5 }) })
    expect(s.reports.map((r) => r.id)).toEqual([4])
  })

  it('removes a deleted report; an unknown id changes nothing', () => {
    const s = loaded([report(1, 7), report(2, 8)])
    expect(reduce(s, { type: 'deleted', id: 1 }).reports.map((r) => r.id)).toEqual([2])
    expect(reduce(s, { type: 'deleted', id: 99 })).toBe(s)
  })

  it('live changes that race a load are applied to its answer', () => {
    let s = initialReportState(COMING_SHABBAT)
    s = reduce(s, { type: 'created', report: report(5, 10) })
    s = reduce(s, { type: 'deleted', id: 1 })
    // The answer was read before both changes: it still has 1 and lacks 5.
    s = reduce(s, { type: 'loaded', request: 1, data: answer([report(1, 7), report(2, 8)]) })
    expect(s.reports.map((r) => r.id)).toEqual([2, 5])
    expect(s.pending).toEqual([])
  })

  it('after a reconnect the reload replaces the list, keeping changes that came meanwhile', () => {
    let s = reduce(loaded([report(1, 7)]), { type: 'reload' })
    s = reduce(s, { type: 'created', report: report(3, 9) })
    expect(s.reports.map((r) => r.id)).toEqual([1, 3])
    // Missed while offline: 1 was deleted and 2 created.
    s = reduce(s, { type: 'loaded', request: 2, data: answer([report(2, 8)]) })
    expect(s.reports.map((r) => r.id)).toEqual([2, 3])
  })
})
