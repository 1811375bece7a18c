import {
  Button,
  Callout,
  Checkbox,
  FormGroup,
  HTMLSelect,
  InputGroup,
  ProgressBar,
  Radio,
  RadioGroup,
  Switch,
  Tag,
  TextArea,
  errorMessageOf,
  formatDateTime,
  PageFrame,
  serverFieldErrors,
  socket,
  toast,
  type FieldErrors,
  LoadFailedState,
  LoadingState,
} from '@seats/sdk'
import {
  formatPhone,
  personDisplayName,
  personSearchText,
  REMINDER_DATE_PLACEHOLDER,
  REMINDER_SYNAGOGUE_PLACEHOLDER,
  reminderAudiences,
  reminderDateTargets,
  type Person,
  type ReminderRun,
  type ReminderRunDetail,
  type ReminderSetting,
  type ReminderSettingsView,
} from '@seats/contracts'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { personsApi } from '../persons'
import { sections } from '../sections'
import {
  audienceLabels,
  dateTargetLabels,
  hourOptions,
  mergeRun,
  minutesFor,
  failureReason,
  outcomeLabels,
  capNote,
  runProgress,
  runStatusLabel,
  weekdayOptions,
} from './reminder-form'
import { PhoneVerification } from './PhoneVerification'
import { remindersApi } from './reminders-api'
import './reminders.css'

type Field = keyof ReminderSetting
const FIELDS: Field[] = [
  'enabled',
  'weekday',
  'hour',
  'minute',
  'audience',
  'personIds',
  'dateTarget',
  'city',
  'text',
]

/** A call that was refused, and why, beside the button that asked for it (a toast would be gone too soon). */
function RefusalNote({ message }: { message: string }) {
  return (
    <Callout intent="warning" icon="time" className="rm-refusal" role="alert">
      {message}
    </Callout>
  )
}

/** /reminders: the weekly reminder call's setting, the next run with its Shabbat cut-off, and the last runs live. */
export function RemindersPage() {
  const [view, setView] = useState<ReminderSettingsView | null>(null)
  const [draft, setDraft] = useState<ReminderSetting | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [saving, setSaving] = useState(false)
  const [runs, setRuns] = useState<ReminderRun[]>([])
  const [persons, setPersons] = useState<Person[]>([])
  // Why the last test call or run did not go out (Shabbat, past the cut-off): it stays until the next try.
  const [refusal, setRefusal] = useState<{ action: 'test' | 'run'; message: string } | null>(null)

  const load = useCallback(() => {
    setError(null)
    const controller = new AbortController()
    remindersApi
      .get(controller.signal)
      .then((v) => {
        setView(v)
        setDraft(v.setting)
      })
      .catch((e: unknown) => setError(errorMessageOf(e)))
    remindersApi
      .runs(controller.signal)
      .then(setRuns)
      .catch(() => undefined)
    personsApi
      .list(controller.signal)
      .then(setPersons)
      .catch(() => undefined)
    return () => controller.abort()
  }, [])
  useEffect(() => load(), [load])
  useEffect(() => socket.on('reminderRunProgress', (run) => setRuns((all) => mergeRun(all, run))), [])

  const set = <K extends Field>(key: K, value: ReminderSetting[K]) => {
    setDraft((d) => (d ? { ...d, [key]: value } : d))
    setErrors((e) => ({ ...e, [key]: undefined }))
  }

  async function save() {
    if (!draft) return
    setSaving(true)
    try {
      const saved = await remindersApi.save(draft)
      setView(saved)
      setDraft(saved.setting)
      setErrors({})
      toast.success('הגדרת התזכורות נשמרה')
    } catch (e) {
      const found = serverFieldErrors(e, FIELDS)
      setErrors(found.fields)
      toast.error('ההגדרה לא נשמרה', found.message ?? Object.values(found.fields)[0] ?? errorMessageOf(e))
    } finally {
      setSaving(false)
    }
  }

  async function testCall() {
    try {
      const res = await remindersApi.testCall()
      setRefusal(null)
      toast.info(`שיחת ניסיון ל-${formatPhone(res.phone)}: ${outcomeLabels[res.outcome]}`)
    } catch (e) {
      setRefusal({ action: 'test', message: `שיחת הניסיון לא יצאה: ${errorMessageOf(e)}` })
    }
  }

  async function runNow() {
    try {
      const run = await remindersApi.runNow()
      setRefusal(null)
      setRuns((all) => mergeRun(all, run))
    } catch (e) {
      setRefusal({ action: 'run', message: `ההרצה לא התחילה: ${errorMessageOf(e)}` })
    }
  }

  let body
  if (!view || !draft) {
    body = error ? (
      <LoadFailedState title="לא ניתן לטעון את הגדרת התזכורות" error={error} onRetry={load} />
    ) : (
      <LoadingState text="טוען את הגדרת התזכורות…" />
    )
  } else {
    body = (
      <div className="rm-layout">
        <section className="rm-card" aria-labelledby="rm-setting-title">
          <h2 id="rm-setting-title" className="rm-card__title">
            הגדרת התזכורת
          </h2>
          {view.callsSimulated ? (
            <Callout intent="primary" icon="info-sign" className="rm-simulated">
              בחשבון הדגמה השיחות מדומות: אף טלפון לא יצלצל. אחרי ההרשמה השיחות יוצאות באמת.
            </Callout>
          ) : null}
          <Switch
            checked={draft.enabled}
            label="להתקשר למתפללים בכל שבוע"
            onChange={(e) => set('enabled', e.currentTarget.checked)}
          />
          <div className="rm-when">
            <FormGroup
              label="יום"
              labelFor="rm-weekday"
              helperText={errors.weekday}
              intent={errors.weekday ? 'danger' : 'none'}
            >
              <HTMLSelect
                id="rm-weekday"
                value={draft.weekday}
                options={weekdayOptions}
                onChange={(e) => set('weekday', Number(e.currentTarget.value))}
              />
            </FormGroup>
            <FormGroup label="שעה" labelFor="rm-hour" intent={errors.hour ? 'danger' : 'none'}>
              <div className="rm-time" dir="ltr">
                <HTMLSelect
                  id="rm-hour"
                  aria-label="שעה"
                  value={draft.hour}
                  options={hourOptions}
                  onChange={(e) => set('hour', Number(e.currentTarget.value))}
                />
                <span aria-hidden>:</span>
                <HTMLSelect
                  aria-label="דקה"
                  value={draft.minute}
                  options={minutesFor(draft)}
                  onChange={(e) => set('minute', Number(e.currentTarget.value))}
                />
              </div>
            </FormGroup>
            <FormGroup
              label="עיר (לזמן הדלקת הנרות)"
              labelFor="rm-city"
              helperText={errors.city}
              intent={errors.city ? 'danger' : 'none'}
            >
              <HTMLSelect
                id="rm-city"
                value={draft.city}
                options={view.cities.map((c) => ({ value: c.name, label: c.label }))}
                onChange={(e) => set('city', e.currentTarget.value)}
              />
            </FormGroup>
          </div>
          {errors.hour ? (
            <Callout intent="danger" icon="time" className="rm-late">
              {errors.hour}
            </Callout>
          ) : null}
          <RadioGroup
            label="למי מתקשרים"
            selectedValue={draft.audience}
            onChange={(e) => set('audience', e.currentTarget.value as ReminderSetting['audience'])}
          >
            {reminderAudiences.map((a) => (
              <Radio key={a} value={a} label={audienceLabels[a]} />
            ))}
          </RadioGroup>
          {draft.audience === 'chosen' ? (
            <ChosenPersons
              persons={persons}
              value={draft.personIds}
              error={errors.personIds}
              onChange={(ids) => set('personIds', ids)}
            />
          ) : null}
          <RadioGroup
            label="על איזה תאריך התזכורת"
            selectedValue={draft.dateTarget}
            onChange={(e) => set('dateTarget', e.currentTarget.value as ReminderSetting['dateTarget'])}
          >
            {reminderDateTargets.map((t) => (
              <Radio key={t} value={t} label={dateTargetLabels[t]} />
            ))}
          </RadioGroup>
          <FormGroup
            label="נוסח השיחה"
            labelFor="rm-text"
            helperText={
              errors.text ??
              `${REMINDER_SYNAGOGUE_PLACEHOLDER} יוחלף בשם בית הכנסת ו-${REMINDER_DATE_PLACEHOLDER} בשם השבת או האירוע. בסוף השיחה: "לדיווח שהמקום פנוי, הקישו 1".`
            }
            intent={errors.text ? 'danger' : 'none'}
          >
            <TextArea
              id="rm-text"
              fill
              rows={3}
              value={draft.text}
              onChange={(e) => set('text', e.currentTarget.value)}
            />
          </FormGroup>
          <div className="rm-actions">
            <Button
              intent="primary"
              icon="floppy-disk"
              text="שמירה"
              loading={saving}
              onClick={() => void save()}
            />
          </div>
          <PhoneVerification>
            <Button icon="phone" text="שיחת ניסיון לטלפון שלי" onClick={() => void testCall()} />
          </PhoneVerification>
          {refusal?.action === 'test' ? <RefusalNote message={refusal.message} /> : null}
        </section>

        <div className="rm-side">
          <section className="rm-card" aria-labelledby="rm-next-title">
            <h2 id="rm-next-title" className="rm-card__title">
              ההרצה הבאה
            </h2>
            {view.nextRun ? (
              <>
                <p className="rm-next">{view.nextRun.display}</p>
                {view.nextRun.candleLighting ? (
                  <p className="rm-muted">
                    הדלקת נרות {view.nextRun.candleLighting}; השיחות נעצרות ב-{view.nextRun.stopsAt}, ומי שלא
                    הספקנו להתקשר אליו לא יקבל שיחה.
                  </p>
                ) : null}
              </>
            ) : (
              <p className="rm-muted">התזכורות כבויות.</p>
            )}
            {view.runNowEnabled ? (
              <Button icon="play" text="הרצה עכשיו (פיתוח)" onClick={() => void runNow()} />
            ) : null}
            {refusal?.action === 'run' ? <RefusalNote message={refusal.message} /> : null}
          </section>
          <section className="rm-card" aria-labelledby="rm-runs-title">
            <h2 id="rm-runs-title" className="rm-card__title">
              הרצות אחרונות
            </h2>
            {runs.length === 0 ? <p className="rm-muted">עדיין לא היו הרצות.</p> : null}
            <ul className="rm-runs">
              {runs.map((run) => (
                <RunItem key={run.id} run={run} dailyCallCap={view.dailyCallCap} />
              ))}
            </ul>
          </section>
        </div>
      </div>
    )
  }

  return (
    <PageFrame title={sections.reminders.title} subtitle={sections.reminders.subtitle}>
      <div className="rm-page">{body}</div>
    </PageFrame>
  )
}

function ChosenPersons(props: {
  persons: Person[]
  value: number[]
  error?: string
  onChange: (ids: number[]) => void
}) {
  const [filter, setFilter] = useState('')
  const chosen = useMemo(() => new Set(props.value), [props.value])
  const words = filter.normalize('NFC').trim().toLocaleLowerCase().split(/\s+/).filter(Boolean)
  const shown = props.persons.filter((p) => {
    const text = personSearchText(p)
    return words.every((w) => text.includes(w))
  })
  return (
    <FormGroup
      label={`מתפללים שנבחרו (${chosen.size})`}
      helperText={props.error}
      intent={props.error ? 'danger' : 'none'}
    >
      <InputGroup
        leftIcon="search"
        placeholder="חיפוש"
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
      />
      <div className="rm-persons" role="group" aria-label="מתפללים">
        {shown.map((p) => (
          <Checkbox
            key={p.id}
            checked={chosen.has(p.id)}
            label={personDisplayName(p)}
            onChange={(e) =>
              props.onChange(
                e.currentTarget.checked ? [...props.value, p.id] : props.value.filter((id) => id !== p.id),
              )
            }
          />
        ))}
      </div>
    </FormGroup>
  )
}

function RunItem({ run, dailyCallCap }: { run: ReminderRun; dailyCallCap: number }) {
  const [detail, setDetail] = useState<ReminderRunDetail | null>(null)
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!open) return
    remindersApi
      .run(run.id)
      .then(setDetail)
      .catch(() => undefined)
    // Pushed counts change: the open list follows.
  }, [open, run.id, run.counts])
  const c = run.counts
  return (
    <li className="rm-run">
      <div className="rm-run__head">
        <strong>{run.dateName}</strong>
        <Tag
          minimal
          intent={run.status === 'stopped' ? 'warning' : run.status === 'done' ? 'success' : 'primary'}
        >
          {runStatusLabel(run)}
        </Tag>
        {run.manual ? <Tag minimal>ידני</Tag> : null}
        <span className="rm-muted">{formatDateTime(run.startedAt)}</span>
      </div>
      <ProgressBar
        value={runProgress(run)}
        animate={run.status === 'running'}
        stripes={run.status === 'running'}
        intent={run.status === 'stopped' ? 'warning' : 'primary'}
        aria-label={`התקדמות: ${c.called + c.notCalledShabbat + c.notCalledCap} מתוך ${c.queued}`}
      />
      <div className="rm-counts">
        <span>{c.queued} טלפונים</span>
        <span>{c.called} התקשרנו</span>
        <span>{c.answered} ענו</span>
        <span>{c.reported} דיווחו בשיחה</span>
        <span>{c.skippedReported} כבר דיווחו</span>
        {c.failed ? <span>{c.failed} נכשלו</span> : null}
        {c.notCalledShabbat ? <span>{c.notCalledShabbat} לא התקשרנו: שבת</span> : null}
      </div>
      {capNote(run, dailyCallCap) ? (
        <Callout intent="warning" icon="phone" className="rm-cap">
          {capNote(run, dailyCallCap)}
        </Callout>
      ) : null}
      <Button
        variant="minimal"
        size="small"
        icon={open ? 'chevron-up' : 'chevron-down'}
        text={open ? 'הסתרת הפירוט' : 'מי קיבל שיחה'}
        onClick={() => setOpen(!open)}
      />
      {open && detail ? (
        <table className="rm-calls">
          <thead>
            <tr>
              <th scope="col">מתפללים</th>
              <th scope="col">טלפון</th>
              <th scope="col">תוצאה</th>
            </tr>
          </thead>
          <tbody>
            {detail.calls.map((call) => (
              <tr key={call.phone}>
                <td>{call.names.join(', ')}</td>
                <td dir="ltr">{formatPhone(call.phone)}</td>
                <td>
                  {outcomeLabels[call.outcome]}
                  {call.outcome === 'failed' && call.reason ? ` (${failureReason(call.reason)})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </li>
  )
}
