import {
  errorMessageOf,
  LoadFailedState,
  LoadingState,
  PageFrame,
  socket,
  useTeamRole,
  ViewOnlyNote,
} from '@seats/sdk'
import type { GuestMapMailView, Person, ReminderRun, ReminderSettingsView } from '@seats/contracts'
import { useCallback, useEffect, useState } from 'react'
import { GuestMapMailCard, guestMapMailApi } from '../guest-map-mail'
import { personsApi } from '../persons'
import { sections } from '../sections'
import { DifferingWeeks } from './DifferingWeeks'
import { NextRun } from './NextRun'
import { RecentRuns } from './RecentRuns'
import { mergeRun } from './reminder-form'
import { ReminderSettingsForm } from './ReminderSettingsForm'
import { remindersApi } from './reminders-api'
import { TestCall } from './TestCall'
import { useReminderActions } from './use-reminder-actions'
import './reminders.css'

/**
 * /reminders: the weekly reminder call's setting, the next run with its Shabbat cut-off, the last runs live,
 * and the guest map mailed before candle-lighting.
 */
export function RemindersPage() {
  const { canEdit } = useTeamRole()
  const [view, setView] = useState<ReminderSettingsView | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [runs, setRuns] = useState<ReminderRun[]>([])
  const [persons, setPersons] = useState<Person[]>([])
  const [guestMap, setGuestMap] = useState<GuestMapMailView | null>(null)
  const actions = useReminderActions((run) => setRuns((all) => mergeRun(all, run)))

  const load = useCallback(() => {
    setError(null)
    const controller = new AbortController()
    remindersApi
      .get(controller.signal)
      .then(setView)
      .catch((e: unknown) => setError(errorMessageOf(e)))
    remindersApi
      .runs(controller.signal)
      .then(setRuns)
      .catch(() => undefined)
    personsApi
      .list(controller.signal)
      .then(setPersons)
      .catch(() => undefined)
    guestMapMailApi
      .get(controller.signal)
      .then(setGuestMap)
      .catch(() => undefined)
    return () => controller.abort()
  }, [])
  useEffect(() => load(), [load])
  useEffect(() => socket.on('reminderRunProgress', (run) => setRuns((all) => mergeRun(all, run))), [])

  const body = !view ? (
    error ? (
      <LoadFailedState title="לא ניתן לטעון את הגדרת התזכורות" error={error} onRetry={load} />
    ) : (
      <LoadingState text="טוען את הגדרת התזכורות…" />
    )
  ) : (
    <div className="rm-layout">
      <ReminderSettingsForm view={view} persons={persons} onSaved={setView}>
        <TestCall refusal={actions.refusal} onCall={actions.testCall} />
      </ReminderSettingsForm>
      <div className="rm-side">
        <NextRun view={view} refusal={actions.refusal} onRunNow={actions.runNow} />
        <DifferingWeeks weeks={view.differingWeeks} />
        <RecentRuns runs={runs} dailyCallCap={view.dailyCallCap} />
        {guestMap ? (
          <GuestMapMailCard view={guestMap} cities={view.cities} canEdit={canEdit} onChange={setGuestMap} />
        ) : null}
      </div>
    </div>
  )

  return (
    <PageFrame title={sections.reminders.title} subtitle={sections.reminders.subtitle}>
      {!canEdit ? <ViewOnlyNote /> : null}
      <div className="rm-page">{body}</div>
    </PageFrame>
  )
}
