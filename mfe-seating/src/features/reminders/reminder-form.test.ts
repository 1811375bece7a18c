import { describe, expect, it } from 'vitest'
import type { ReminderRun } from '@seats/contracts'
import {
  capNote,
  differingWeeksTitle,
  failureReason,
  lateWeeksLabels,
  mergeRun,
  minuteOptions,
  runProgress,
  runStatusLabel,
  weekChangeText,
  weekdayOptions,
} from './reminder-form'

const run = (id: number, counts: Partial<ReminderRun['counts']> = {}): ReminderRun => ({
  id,
  date: '2026-11-21',
  eventId: null,
  dateName: 'שבת פרשת ויצא',
  status: 'running',
  manual: false,
  startedAt: '2026-11-20T08:00:00.000Z',
  finishedAt: null,
  counts: {
    queued: 10,
    called: 0,
    answered: 0,
    reported: 0,
    skippedReported: 0,
    failed: 0,
    notCalledShabbat: 0,
    notCalledCap: 0,
    ...counts,
  },
})

describe('the reminder form', () => {
  it('offers Sunday to Friday by their Hebrew names', () => {
    expect(weekdayOptions.map((o) => o.label)).toEqual([
      'יום ראשון',
      'יום שני',
      'יום שלישי',
      'יום רביעי',
      'יום חמישי',
      'יום שישי',
    ])
  })
  it('offers every minute the setting takes, 00 to 59', () => {
    expect(minuteOptions.map((o) => o.value)).toEqual(Array.from({ length: 60 }, (_, m) => m))
    expect(minuteOptions[7]).toEqual({ value: 7, label: '07' })
  })
  it('names what a late week does, and heads the weeks that differ by what they do', () => {
    expect(lateWeeksLabels).toEqual({ earlier: 'להקדים לשעה המאוחרת האפשרית', skip: 'לדלג על אותו שבוע' })
    expect(differingWeeksTitle([{ change: 'earlier' }])).toBe('שבועות שבהם השיחות יוקדמו')
    expect(differingWeeksTitle([{ change: 'skipped' }])).toBe('שבועות שבהם לא נתקשר')
    expect(differingWeeksTitle([{ change: 'skipped' }, { change: 'earlier' }])).toBe(
      'שבועות שבהם השיחות יוקדמו או לא יתקיימו',
    )
    expect(weekChangeText({ runsAt: '14:54', candleLighting: '15:54' })).toBe(
      'השיחות יתחילו ב-14:54 (הדלקת נרות 15:54)',
    )
    expect(weekChangeText({ runsAt: null, candleLighting: '15:54' })).toBe(
      'לא נתקשר בשבוע הזה (הדלקת נרות 15:54)',
    )
  })
  it('measures progress by finished phones, Shabbat stops included', () => {
    expect(runProgress(run(1, { called: 4, notCalledShabbat: 1 }))).toBe(0.5)
    expect(runProgress(run(1, { queued: 0 }))).toBe(1)
  })
  it('a run stopped by the daily call cap says so, naming the cap and how many were not called', () => {
    const capped = { ...run(1, { queued: 4, called: 2, notCalledCap: 2 }), status: 'stopped' as const }
    expect(runProgress(capped)).toBe(1)
    expect(runStatusLabel(capped)).toBe('נעצר: מכסת השיחות היומית')
    expect(capNote(capped, 400)).toBe(
      'לא התקשרנו ל-2 טלפונים: החשבון הגיע למכסת השיחות היומית (400 שיחות). להגדלת המכסה פנו אלינו.',
    )
    expect(capNote(run(2, { notCalledCap: 1 }), 3)).toMatch(/^לא התקשרנו לטלפון אחד:/)
    const shabbat = { ...run(3, { notCalledShabbat: 1 }), status: 'stopped' as const }
    expect(runStatusLabel(shabbat)).toBe('נעצר לפני השבת')
    expect(capNote(shabbat, 400)).toBeNull()
  })
  it('replaces a pushed run in place and puts a new one on top', () => {
    const runs = [run(2), run(1)]
    expect(mergeRun(runs, run(1, { called: 3 }))[1]?.counts.called).toBe(3)
    expect(mergeRun(runs, run(3)).map((r) => r.id)).toEqual([3, 2, 1])
  })
  it('keeps a finished run finished when the answer to "run now" arrives after the pushes', () => {
    const done = { ...run(1, { queued: 1, called: 1, answered: 1, reported: 1 }), status: 'done' as const }
    const late = run(1, { queued: 1 })
    expect(mergeRun([done], late)[0]).toEqual(done)
    expect(mergeRun([run(1, { called: 5 })], run(1, { called: 2 }))[0]?.counts.called).toBe(5)
  })
  it("says in Hebrew why a call failed, never the provider's code", () => {
    expect(failureReason('busy')).toBe('תפוס')
    expect(failureReason('interrupted')).toBe('השיחה נקטעה באמצעה')
    expect(failureReason('opted_out')).toBe('ביקש שלא נתקשר אליו יותר')
    expect(failureReason('provider_timeout')).toBe('ספק הטלפוניה לא השיב')
    expect(failureReason('yemot: ERROR isKodesh')).toBe('ספק הטלפוניה סירב לחייג')
  })
})
