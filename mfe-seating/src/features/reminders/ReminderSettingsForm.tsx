import {
  Button,
  Callout,
  FormGroup,
  HTMLSelect,
  Radio,
  RadioGroup,
  Switch,
  TextArea,
  errorMessageOf,
  fieldErrorsFromIssues,
  serverFieldErrors,
  toast,
  useCheckedForm,
  type FormCheck,
} from '@seats/sdk'
import {
  REMINDER_DATE_PLACEHOLDER,
  REMINDER_SYNAGOGUE_PLACEHOLDER,
  reminderAudiences,
  reminderDateTargets,
  reminderLateWeeks,
  reminderSettingInputSchema,
  type Person,
  type ReminderSetting,
  type ReminderSettingInput,
  type ReminderSettingsView,
} from '@seats/contracts'
import type { ReactNode } from 'react'
import { ChosenPersons } from './ChosenPersons'
import {
  audienceLabels,
  dateTargetLabels,
  hourOptions,
  lateWeeksLabels,
  minuteOptions,
  weekdayOptions,
} from './reminder-form'
import { remindersApi } from './reminders-api'

type Field = keyof ReminderSetting
const FIELDS: Field[] = [
  'enabled',
  'weekday',
  'hour',
  'minute',
  'lateWeeks',
  'audience',
  'personIds',
  'dateTarget',
  'city',
  'text',
]

function checkSetting(setting: ReminderSetting): FormCheck<ReminderSetting, ReminderSettingInput> {
  const parsed = reminderSettingInputSchema.safeParse(setting)
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, FIELDS) }
}

/** The failure toast names the first field's problem (an unknown city, a worshipper not on the list). */
function settingRefused(error: unknown) {
  const found = serverFieldErrors(error, FIELDS)
  toast.failure(
    'ההגדרה לא נשמרה',
    error,
    found.message ?? Object.values(found.fields)[0] ?? errorMessageOf(error),
  )
  return { fields: found.fields, message: null }
}

interface ReminderSettingsFormProps {
  view: ReminderSettingsView
  persons: Person[]
  onSaved: (view: ReminderSettingsView) => void
  /** The test call, under the save button. */
  children: ReactNode
}

/** The weekly reminder call's setting: when, to whom, for which date and in what words. */
export function ReminderSettingsForm({ view, persons, onSaved, children }: ReminderSettingsFormProps) {
  const form = useCheckedForm({
    initial: view.setting,
    check: checkSetting,
    fieldOrder: FIELDS,
    idPrefix: 'rm',
    save: (input) => remindersApi.save(input),
    savedText: 'הגדרת התזכורות נשמרה',
    refused: settingRefused,
    onSaved: (saved) => {
      form.reset(saved.setting)
      onSaved(saved)
    },
  })
  const { values: draft, errors, change } = form

  return (
    <section className="seating-card" aria-labelledby="rm-setting-title">
      <h2 id="rm-setting-title" className="seating-card__title">
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
        onChange={(e) => change({ enabled: e.currentTarget.checked })}
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
            onChange={(e) => change({ weekday: Number(e.currentTarget.value) })}
          />
        </FormGroup>
        <FormGroup label="שעה" labelFor="rm-hour" intent={errors.hour ? 'danger' : 'none'}>
          <div className="rm-time" dir="ltr">
            <HTMLSelect
              id="rm-hour"
              aria-label="שעה"
              value={draft.hour}
              options={hourOptions}
              onChange={(e) => change({ hour: Number(e.currentTarget.value) })}
            />
            <span aria-hidden>:</span>
            <HTMLSelect
              aria-label="דקה"
              value={draft.minute}
              options={minuteOptions}
              onChange={(e) => change({ minute: Number(e.currentTarget.value) })}
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
            onChange={(e) => change({ city: e.currentTarget.value })}
          />
        </FormGroup>
      </div>
      {errors.hour ? (
        <Callout intent="danger" icon="time" className="rm-late">
          {errors.hour}
        </Callout>
      ) : null}
      <RadioGroup
        label="בשבוע שבו השעה מאוחרת מדי"
        selectedValue={draft.lateWeeks}
        onChange={(e) => change({ lateWeeks: e.currentTarget.value as ReminderSetting['lateWeeks'] })}
      >
        {reminderLateWeeks.map((v) => (
          <Radio key={v} value={v} label={lateWeeksLabels[v]} />
        ))}
      </RadioGroup>
      <p className="rm-hint">
        השיחות מתחילות לפחות שעה לפני הדלקת הנרות של שבת או חג. בחורף, או בערב חג, שעה מאוחרת עלולה להיות
        מאוחרת מדי.
      </p>
      <RadioGroup
        label="למי מתקשרים"
        selectedValue={draft.audience}
        onChange={(e) => change({ audience: e.currentTarget.value as ReminderSetting['audience'] })}
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
          onChange={(personIds) => change({ personIds })}
        />
      ) : null}
      <RadioGroup
        label="על איזה תאריך התזכורת"
        selectedValue={draft.dateTarget}
        onChange={(e) => change({ dateTarget: e.currentTarget.value as ReminderSetting['dateTarget'] })}
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
          onChange={(e) => change({ text: e.currentTarget.value })}
          onBlur={() => form.blur('text')}
        />
      </FormGroup>
      <Switch
        className="rm-send-link"
        checked={draft.sendLink}
        label="לשלוח גם קישור דיווח ב-SMS לכל נייד שמתקשרים אליו"
        onChange={(e) => change({ sendLink: e.currentTarget.checked })}
      />
      <p className="rm-send-link__hint">
        בסוף השיחה נאמר: "שלחנו לכם הודעה עם קישור, לדיווח גם בלי להתקשר". הקישור האישי מחליף קישור שנשלח
        קודם.
      </p>
      <div className="seating-card__actions">
        <Button
          intent="primary"
          icon="floppy-disk"
          text="שמירה"
          loading={form.saving}
          onClick={() => void form.submit()}
        />
      </div>
      {children}
    </section>
  )
}
