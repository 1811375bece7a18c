import {
  GUEST_MAP_MINUTES_MAX,
  GUEST_MAP_MINUTES_MIN,
  guestMapMailInputSchema,
  type GuestMapMailInput,
  type GuestMapMailSetting,
  type GuestMapSendKind,
  type GuestMapSendStatus,
} from '@seats/contracts'
import { fieldErrorsFromIssues, type FormCheck } from '@seats/sdk'

/** The form's values: the setting, with the added addresses as the text the warden types. */
export type GuestMapDraft = Omit<GuestMapMailSetting, 'recipients'> & { recipients: string }

export const GUEST_MAP_FIELDS = [
  'enabled',
  'mapId',
  'displayIds',
  'city',
  'minutesBefore',
  'updates',
  'recipients',
] as const satisfies ReadonlyArray<keyof GuestMapDraft>

export const draftOf = (s: GuestMapMailSetting): GuestMapDraft => ({
  ...s,
  recipients: s.recipients.join('\n'),
})

/** Addresses one a line (commas and spaces separate them too). */
export const recipientsOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean)

export function checkGuestMapDraft(draft: GuestMapDraft): FormCheck<GuestMapDraft, GuestMapMailInput> {
  const parsed = guestMapMailInputSchema.safeParse({ ...draft, recipients: recipientsOf(draft.recipients) })
  return parsed.success
    ? { ok: true, input: parsed.data }
    : { ok: false, errors: fieldErrorsFromIssues(parsed.error.issues, GUEST_MAP_FIELDS) }
}

/** '2 שעות לפני הדלקת הנרות', 'שעה וחצי …', '45 דקות …'. */
export function beforeLabel(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  const hours = h === 0 ? '' : h === 1 ? 'שעה' : h === 2 ? 'שעתיים' : `${h} שעות`
  const rest = m === 0 ? '' : m === 30 && h > 0 ? 'וחצי' : `${m} דקות`
  const words = h && m && rest !== 'וחצי' ? `${hours} ו-${rest}` : [hours, rest].filter(Boolean).join(' ')
  return `${words} לפני הדלקת הנרות`
}

const STEPS = [30, 45, 60, 90, 120, 150, 180, 240, 300, 360, 480, 600, 720]

/** The send times offered, and the saved one when it is none of them. */
export function beforeOptions(current: number): Array<{ value: number; label: string }> {
  const values = STEPS.includes(current) ? STEPS : [...STEPS, current].sort((a, b) => a - b)
  return values
    .filter((v) => v >= GUEST_MAP_MINUTES_MIN && v <= GUEST_MAP_MINUTES_MAX)
    .map((value) => ({ value, label: beforeLabel(value) }))
}

export const sendKindLabels: Record<GuestMapSendKind, string> = {
  scheduled: 'בזמן שנקבע',
  update: 'מפה מעודכנת',
  manual: 'נשלחה ידנית',
}

export const sendStatusLabels: Record<GuestMapSendStatus, string> = {
  queued: 'בשליחה',
  sent: 'נשלחה',
  failed: 'נכשלה',
  expired: 'לא נשלחה: נכנסה השבת',
}
