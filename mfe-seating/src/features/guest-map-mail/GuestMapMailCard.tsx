import {
  Button,
  Checkbox,
  FormGroup,
  HTMLSelect,
  Switch,
  Tag,
  TextArea,
  dayjs,
  errorMessageOf,
  formatChangeTime,
  serverFieldErrors,
  toast,
  useCheckedForm,
} from '@seats/sdk'
import {
  GUEST_MAP_SENDS_PER_DAY,
  MAX_GUEST_MAP_RECIPIENTS,
  type GuestMapMailView,
  type MapSummary,
  type SeatMap,
} from '@seats/contracts'
import { useEffect, useState } from 'react'
import { mapsApi } from '../maps'
import { guestMapMailApi } from './guest-map-mail-api'
import {
  GUEST_MAP_FIELDS,
  beforeOptions,
  checkGuestMapDraft,
  draftOf,
  sendKindLabels,
  sendStatusLabels,
} from './guest-map-form'
import './guest-map-mail.css'

interface GuestMapMailCardProps {
  view: GuestMapMailView
  cities: Array<{ name: string; label: string }>
  canEdit: boolean
  onChange: (view: GuestMapMailView) => void
}

const hm = (iso: string) => dayjs(iso).format('HH:mm')
/** 'ביום שישי, 27/11': the day by its date, never 'today' by a clock that may differ from the server's. */
const onDay = (iso: string) => `ביום ${dayjs(iso).format('dddd, DD/MM')}`

/**
 * The guest map by mail: before candle-lighting on Friday and on festival eves the chosen map's displays go
 * as PDFs to the account's address and the ones added here, again when a report changes the map, until the
 * candles are lit; 'send now' mails it at once.
 */
export function GuestMapMailCard({ view, cities, canEdit, onChange }: GuestMapMailCardProps) {
  const [maps, setMaps] = useState<MapSummary[]>([])
  const [chosenMap, setChosenMap] = useState<SeatMap | null>(null)
  const [sending, setSending] = useState(false)
  const form = useCheckedForm({
    initial: draftOf(view.setting),
    check: checkGuestMapDraft,
    fieldOrder: GUEST_MAP_FIELDS,
    idPrefix: 'gm',
    save: (input) => guestMapMailApi.save(input),
    savedText: 'הגדרת המפה במייל נשמרה',
    refused: (error) => {
      const found = serverFieldErrors(error, GUEST_MAP_FIELDS)
      toast.failure(
        'ההגדרה לא נשמרה',
        error,
        found.message ?? Object.values(found.fields)[0] ?? errorMessageOf(error),
      )
      return { fields: found.fields, message: null }
    },
    onSaved: (saved) => {
      form.reset(draftOf(saved.setting))
      onChange(saved)
    },
  })
  const { values: draft, errors, change } = form

  useEffect(() => {
    mapsApi
      .list()
      .then(setMaps)
      .catch(() => undefined)
  }, [])
  useEffect(() => {
    setChosenMap(null)
    if (draft.mapId === null) return
    const controller = new AbortController()
    mapsApi
      .get(draft.mapId, controller.signal)
      .then(setChosenMap)
      .catch(() => undefined)
    return () => controller.abort()
  }, [draft.mapId])

  async function sendNow() {
    setSending(true)
    try {
      const next = await guestMapMailApi.sendNow()
      onChange(next)
      toast.success(
        'המפה בדרך לתיבת המייל',
        `היא תגיע בעוד דקה או שתיים, ל-${next.setting.recipients.length + 1} כתובות`,
      )
    } catch (e) {
      toast.failure('המפה לא נשלחה', e, errorMessageOf(e))
    } finally {
      setSending(false)
    }
  }

  const displays = chosenMap ? [...chosenMap.displays].sort((a, b) => a.position - b.position) : []
  const saved = view.setting
  const dirty = JSON.stringify(draftOf(saved)) !== JSON.stringify(draft)

  return (
    <section className="seating-card" aria-labelledby="gm-title">
      <h2 id="gm-title" className="seating-card__title">
        מפת האורחים במייל
      </h2>
      <p className="seating-muted">
        לפני הדלקת הנרות בערב שבת ובערב חג נשלחת מפת האורחים כקובץ PDF מוכן להדפסה
        {view.accountEmail ? (
          <>
            {' '}
            לכתובת <bdi dir="ltr">{view.accountEmail}</bdi>
          </>
        ) : null}{' '}
        ולכתובות שתוסיפו. בשבת ובחג לא נשלח דבר.
      </p>
      <form className="gm-form" onSubmit={(e) => void form.submit(e)} noValidate>
        <fieldset disabled={!canEdit} className="gm-fieldset">
          <Switch
            id="gm-enabled"
            checked={draft.enabled}
            label="לשלוח את המפה בכל ערב שבת וחג"
            onChange={(e) => change({ enabled: e.currentTarget.checked })}
          />
          <div className="gm-row">
            <FormGroup
              label="מפה"
              labelFor="gm-mapId"
              helperText={errors.mapId}
              intent={errors.mapId ? 'danger' : 'none'}
            >
              <HTMLSelect
                id="gm-mapId"
                value={draft.mapId ?? ''}
                onChange={(e) =>
                  change({
                    mapId: e.currentTarget.value ? Number(e.currentTarget.value) : null,
                    displayIds: [],
                  })
                }
              >
                <option value="">בחרו מפה</option>
                {maps.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup
              label="מתי"
              labelFor="gm-minutesBefore"
              helperText={errors.minutesBefore}
              intent={errors.minutesBefore ? 'danger' : 'none'}
            >
              <HTMLSelect
                id="gm-minutesBefore"
                value={draft.minutesBefore}
                options={beforeOptions(draft.minutesBefore)}
                onChange={(e) => change({ minutesBefore: Number(e.currentTarget.value) })}
              />
            </FormGroup>
            <FormGroup
              label="עיר (לזמן הדלקת הנרות)"
              labelFor="gm-city"
              helperText={errors.city}
              intent={errors.city ? 'danger' : 'none'}
            >
              <HTMLSelect
                id="gm-city"
                value={draft.city}
                options={cities.map((c) => ({ value: c.name, label: c.label }))}
                onChange={(e) => change({ city: e.currentTarget.value })}
              />
            </FormGroup>
          </div>
          {displays.length > 1 ? (
            <fieldset className="gm-displays">
              <legend>תצוגות (בלי בחירה: כולן, קובץ לכל תצוגה)</legend>
              {displays.map((d) => (
                <Checkbox
                  key={d.id}
                  label={d.name}
                  checked={draft.displayIds.includes(d.id)}
                  onChange={(e) =>
                    change({
                      displayIds: e.currentTarget.checked
                        ? [...draft.displayIds, d.id]
                        : draft.displayIds.filter((id) => id !== d.id),
                    })
                  }
                />
              ))}
            </fieldset>
          ) : null}
          <Switch
            id="gm-updates"
            checked={draft.updates}
            label="לשלוח מפה מעודכנת כשמגיע דיווח אחרי השליחה (עד הדלקת הנרות)"
            onChange={(e) => change({ updates: e.currentTarget.checked })}
          />
          <FormGroup
            label={`כתובות נוספות (עד ${MAX_GUEST_MAP_RECIPIENTS}, כתובת בכל שורה)`}
            labelFor="gm-recipients"
            helperText={errors.recipients ?? 'למשל הגבאי השני או מי שתולה את המפה בכניסה'}
            intent={errors.recipients ? 'danger' : 'none'}
          >
            <TextArea
              id="gm-recipients"
              dir="ltr"
              fill
              rows={3}
              value={draft.recipients}
              onChange={(e) => change({ recipients: e.currentTarget.value })}
              onBlur={() => form.blur('recipients')}
            />
          </FormGroup>
          <div className="seating-card__actions">
            <Button
              type="submit"
              intent="primary"
              text="שמירת ההגדרה"
              loading={form.saving}
              disabled={!dirty}
            />
            <Button
              icon="envelope"
              text="לשלוח את המפה עכשיו"
              loading={sending}
              disabled={dirty || saved.mapId === null || view.sendsLeftToday === 0}
              onClick={() => void sendNow()}
            />
          </div>
          <p className="seating-muted gm-hint">
            {saved.mapId === null
              ? 'כדי לשלוח יש לבחור מפה ולשמור.'
              : `אפשר לשלוח ידנית עד ${GUEST_MAP_SENDS_PER_DAY} פעמים ביום; נשארו היום ${view.sendsLeftToday}.`}
          </p>
        </fieldset>
      </form>
      {view.next ? (
        <p className="gm-next" role="status">
          המפה ל{view.next.dateName} תישלח {onDay(view.next.sendsAt)} בשעה {hm(view.next.sendsAt)} (הדלקת
          הנרות {hm(view.next.candleLighting)}).
        </p>
      ) : null}
      {view.sends.length > 0 ? (
        <>
          <h3 className="gm-sub">שליחות אחרונות</h3>
          <ul className="gm-sends">
            {view.sends.map((s) => (
              <li key={s.id} className="gm-send">
                <strong>{s.dateName}</strong>
                <Tag minimal>{sendKindLabels[s.kind]}</Tag>
                <Tag
                  minimal
                  intent={s.status === 'sent' ? 'success' : s.status === 'queued' ? 'primary' : 'warning'}
                >
                  {sendStatusLabels[s.status]}
                </Tag>
                <span className="seating-muted">
                  {s.freeCount} פנויים · {formatChangeTime(s.sentAt ?? s.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
