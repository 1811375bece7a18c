import {
  normalizePhone,
  personDisplayName,
  type Person,
  type ReminderRun,
  type ReminderSetting,
} from '@seats/contracts'
import type { ReportingDeps } from '../../deps'
import { spokenShabbat } from '../calendar'
import { reportsRepo } from '../reports'
import { optOuts } from './opt-outs'
import { remindersRepo, type CallPerson, type StoredRun } from './reminders.repo'

/** A run's window: the day it calls, the Shabbat of its week, and the cut-off before candle-lighting. */
export interface RunWindow {
  day: string
  shabbat: string
  stopsAt: Date | null
}

/** An account's reminder runs: made once per week (or by hand) with their call list, and pushed as they go. */
export function reminderRuns(deps: Pick<ReportingDeps, 'db' | 'seating' | 'realtime'>) {
  const repo = remindersRepo(deps.db)
  const reports = reportsRepo(deps.db)
  const stopped = optOuts(deps.db)

  async function view(run: StoredRun): Promise<ReminderRun> {
    const { waiting: _waiting, ...counts } = await repo.counts(run.id)
    return {
      id: run.id,
      date: run.date,
      eventId: run.eventId,
      dateName: run.dateName,
      status: run.status,
      manual: run.manual,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      counts,
    }
  }

  /** Pushes the run as it is now; a run with nothing left to call is done. */
  async function progress(runId: number): Promise<void> {
    let run = await repo.run(null, runId)
    if (!run) return
    const counts = await repo.counts(runId)
    if (run.status === 'running' && counts.waiting === 0) {
      await repo.finishRun(runId, counts.notCalledShabbat + counts.notCalledCap > 0 ? 'stopped' : 'done')
      run = (await repo.run(null, runId)) ?? run
    }
    deps.realtime.emit(run.ownerId, 'reminderRunProgress', await view(run))
  }

  /** The date the run is about: the week's Shabbat, or (dateTarget next) an event of the week before it. */
  async function resolveDate(accountId: number, s: ReminderSetting, day: string, shabbat: string) {
    if (s.dateTarget === 'next') {
      const events = (await deps.seating.events(accountId, day))
        .filter((e) => e.date >= day && e.date <= shabbat)
        .sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id)
      const [first] = events
      if (first) return { date: first.date, eventId: first.id as number | null, dateName: first.name }
    }
    return { date: shabbat, eventId: null, dateName: spokenShabbat(shabbat) }
  }

  /** The phones to call: the audience, one row per phone; persons who already reported are left out. */
  async function callList(accountId: number, s: ReminderSetting, date: string, eventId: number | null) {
    const persons = (await deps.seating.persons(accountId)).filter((p: Person) => {
      if (!p.phone) return false
      if (s.audience === 'seated') return p.seats.length > 0
      if (s.audience === 'chosen') return s.personIds.includes(p.id)
      return true
    })
    const reported = new Set(
      (
        await reports.ofPersonsOnDates(
          accountId,
          persons.map((p) => p.id),
          [date],
        )
      )
        .filter((r) => r.eventId === eventId)
        .map((r) => r.personId),
    )
    // A phone is called for who on it has not reported; one whose people all reported is listed by them.
    const byPhone = new Map<string, { waiting: CallPerson[]; reported: CallPerson[] }>()
    for (const p of persons) {
      const phone = normalizePhone(p.phone)
      const entry = byPhone.get(phone) ?? { waiting: [], reported: [] }
      entry[reported.has(p.id) ? 'reported' : 'waiting'].push({ id: p.id, name: personDisplayName(p) })
      byPhone.set(phone, entry)
    }
    // A phone that asked never to be called again is not on any list.
    const optedOut = await stopped.among([...byPhone.keys()])
    return [...byPhone.entries()]
      .filter(([phone]) => !optedOut.has(phone))
      .map(([phone, e]) =>
        e.waiting.length > 0
          ? { phone, persons: e.waiting, outcome: 'queued' as const }
          : { phone, persons: e.reported, outcome: 'skipped_reported' as const },
      )
  }

  /** The run of the window (once: a repeat answers the same run), with its call list when new. */
  async function create(
    accountId: number,
    s: ReminderSetting,
    window: RunWindow,
    manualNo: number,
  ): Promise<StoredRun> {
    const target = await resolveDate(accountId, s, window.day, window.shabbat)
    const { run, created } = await repo.createRun({
      ownerId: accountId,
      weekShabbat: window.shabbat,
      manualNo,
      date: target.date,
      eventId: target.eventId,
      dateName: target.dateName,
      stopsAt: window.stopsAt,
    })
    if (created) {
      await repo.addCalls(run.id, accountId, await callList(accountId, s, run.date, run.eventId))
      await progress(run.id)
    }
    return run
  }

  return { view, progress, create }
}
export type ReminderRuns = ReturnType<typeof reminderRuns>
