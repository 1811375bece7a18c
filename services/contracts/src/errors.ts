import { z } from 'zod'
import { schemaIssueKinds, schemaIssueParams, schemaIssueText, type SchemaIssueKind } from './schema-issues'
import { schemaTextCodes, schemaTextOf, schemaTextWords } from './schema-texts'
import { PHONE_IN_CONFUSABLE_SYNAGOGUE_MESSAGE, SYNAGOGUE_NAME_CONFUSABLE_MESSAGE } from './synagogue-names'
import { HIDDEN_CHARACTERS_MESSAGE, NO_VISIBLE_LETTER_MESSAGE } from './names'
import { PHONE_INVALID_MESSAGE } from './phone-numbers'
import { personFields } from './person-fields'

/**
 * Stable machine codes, generic and of the domain. The UI picks its Hebrew text by code (`errorText`), with
 * the answer's `params` where the text names figures; `message` is the server's Hebrew, shown as it is only
 * for the codes whose words come from elsewhere (SERVER_WORDED_CODES).
 */
export const errorCodes = [
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'unauthorized',
  'token_expired',
  'invalid_credentials',
  'refresh_invalid',
  'forbidden',
  'payment_required',
  'payment_declined',
  'payment_pending',
  'payment_confirming',
  'not_found',
  'method_not_allowed',
  'conflict',
  'email_taken',
  'wrong_password',
  'no_recipients',
  'not_guest',
  'rate_limited',
  'upstream_unavailable',
  'upstream_timeout',
  'request_timeout',
  'service_not_deployed',
  'not_ready',
  'internal_error',
  // The domain's own.
  'account_deleted',
  'account_not_found',
  'user_not_found',
  'cannot_delete_self',
  'cannot_demote_self',
  'mail_not_found',
  'mail_queue_unavailable',
  'demo_unavailable',
  'person_not_found',
  'person_duplicate',
  'quota_exceeded',
  'map_not_found',
  'map_version_conflict',
  'display_not_found',
  'last_display',
  'element_not_found',
  'area_not_found',
  'event_not_found',
  'season_not_found',
  'household_not_found',
  'season_payment_not_found',
  'season_requests_closed',
  'season_link_invalid',
  'event_not_on_date',
  'report_not_found',
  'report_exists',
  'guest_not_found',
  'seat_not_free',
  'seat_has_guest',
  'report_link_invalid',
  'report_link_expired',
  'lobby_link_invalid',
  'guest_map_rest_day',
  'guest_map_send_limit',
  'guest_map_not_set',
  'no_mobile_phone',
  'sms_failed',
  'reminder_run_not_found',
  'reminder_call_not_found',
  'no_calls_on_rest_day',
  'reminder_calls_stopped',
  'phone_opted_out',
  'phone_not_verified',
  'phone_missing',
  'verification_code_wrong',
  'verification_code_burnt',
  'verification_code_expired',
  'verification_code_not_sent',
  'daily_call_cap_reached',
  'opt_out_exists',
  'opt_out_not_found',
  'lead_not_found',
  'communication_not_found',
  'guest_cannot_pay',
  'no_active_subscription',
  'not_in_trial',
  'payment_provider_unavailable',
  'cancel_failed',
  'payment_credit_late',
  'synagogue_name_confusable',
  'role_forbidden',
  'not_a_member',
  'last_owner',
  'already_member',
  'invitation_not_found',
  'invitation_used',
  'invitation_expired',
  'invitation_revoked',
  'invitation_other_email',
  'guest_cannot_invite',
  'plan_not_found',
  'plan_unchanged',
  'plan_too_small',
  'plan_charge_declined',
  'coupon_not_found',
  'plan_period_running',
] as const
export type ErrorCode = (typeof errorCodes)[number]

/**
 * Stable codes of the field errors a service finds beyond the schemas (a map's bounds, a date, a name a
 * caller could confuse).
 */
const serviceFieldErrorCodes = [
  'email_taken',
  'wrong_password',
  'email_change_needs_password',
  'synagogue_name_confusable',
  'phone_in_confusable_synagogue',
  'charge_date_changed',
  'city_unknown',
  'person_not_listed',
  'report_date_is_event_date',
  'report_date_not_shabbat',
  'report_date_too_far',
  'map_rows',
  'map_cols',
  'not_a_seat',
  'person_not_in_seat',
  'area_name_taken',
  'area_overlap',
  // A worshipper's field as the person schema checks it (a bulk import names each bad row with one).
  'required',
  'too_long',
  'phone_invalid',
  'hidden_characters',
  'no_visible_letter',
  'choice_invalid',
] as const

/**
 * Every field error's code: a service's own, a schema's own message (`schemaText`), or zod's kind of refusal
 * for a check with no message. The text of each is in `fieldErrorMessages`; the service sends the code, its
 * params and, for clients that read only `message`, that same text.
 */
export const fieldErrorCodes = [...serviceFieldErrorCodes, ...schemaTextCodes, ...schemaIssueKinds] as const
export type FieldErrorCode = (typeof fieldErrorCodes)[number]

const paramsSchema = z.record(z.string(), z.union([z.string(), z.number()]))
export type ErrorParams = z.infer<typeof paramsSchema>

export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
  /** Absent only in answers of older servers. */
  code: z.enum(fieldErrorCodes).optional(),
  /** Figures the code's text names; `row` (1-based) puts a list's row and the field's label before it. */
  params: paramsSchema.optional(),
})
export type FieldError = z.infer<typeof fieldErrorSchema>

export const errorBodySchema = z.object({
  ok: z.literal(false),
  error: z.enum(errorCodes),
  status: z.number().int(),
  message: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
  /** Figures the code's text names (a quota, a time). */
  params: paramsSchema.optional(),
  requestId: z.string().optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

export const errorMessages: Record<ErrorCode, string> = {
  validation_failed: 'חלק מהשדות אינם תקינים',
  invalid_json: 'גוף הבקשה אינו JSON תקין',
  payload_too_large: 'הבקשה גדולה מדי',
  unsupported_media_type: 'סוג התוכן אינו נתמך',
  unauthorized: 'נדרשת התחברות',
  token_expired: 'פג תוקף ההתחברות',
  invalid_credentials: 'שם המשתמש או הסיסמה שגויים',
  refresh_invalid: 'פג תוקף ההתחברות, יש להתחבר מחדש',
  forbidden: 'אין הרשאה לפעולה זו',
  role_forbidden: 'התפקיד שלך בבית הכנסת הזה אינו מאפשר פעולה זו',
  not_a_member: 'אינך חבר/ה בצוות של בית הכנסת הזה',
  last_owner: 'בבית הכנסת חייב להישאר לפחות בעלים אחד',
  already_member: 'כתובת האימייל הזו כבר שייכת לחבר/ת צוות בבית הכנסת',
  invitation_not_found: 'ההזמנה לא נמצאה. ייתכן שהקישור הועתק חלקית',
  invitation_used: 'בהזמנה הזו כבר השתמשו',
  invitation_expired: 'פג תוקף ההזמנה. בקשו מבעלי בית הכנסת הזמנה חדשה',
  invitation_revoked: 'ההזמנה בוטלה על ידי בעלי בית הכנסת',
  guest_cannot_invite: 'בהדגמה אי אפשר להזמין חברי צוות. אחרי ההרשמה אפשר להזמין',
  invitation_other_email: 'ההזמנה נשלחה לכתובת אימייל אחרת. יש להתחבר עם הכתובת שאליה נשלחה',
  payment_required: 'המנוי אינו פעיל. כדי לבצע שינויים יש להזין אמצעי תשלום',
  payment_declined: 'כרטיס האשראי לא אושר',
  payment_pending: 'ניסיון התשלום הקודם עדיין בבדיקה. נעדכן בתוך מספר דקות',
  payment_confirming:
    'התשלום נשלח לחברת הסליקה, והאישור שלה מתעכב. אין צורך לשלוח שוב: נעדכן כאן ברגע שיאושר, בדרך כלל בתוך מספר דקות',
  not_found: 'הפריט המבוקש לא נמצא',
  method_not_allowed: 'הפעולה אינה נתמכת בכתובת זו',
  conflict: 'הנתונים השתנו בינתיים. יש לרענן ולנסות שוב',
  email_taken: 'כתובת האימייל כבר רשומה במערכת',
  wrong_password: 'הסיסמה הנוכחית שגויה',
  no_recipients: 'לא נמצאו נמענים עם כתובת אימייל',
  not_guest: 'המשתמש אינו אורח',
  rate_limited: 'יותר מדי ניסיונות. נסו שוב בעוד מספר דקות',
  upstream_unavailable: 'השירות אינו זמין כרגע. נסו שוב בעוד רגע',
  upstream_timeout: 'השירות לא הגיב בזמן. נסו שוב',
  request_timeout: 'הבקשה לא הגיעה בשלמותה בזמן. נסו שוב',
  service_not_deployed: 'השירות עדיין אינו פעיל',
  not_ready: 'השירות אינו מוכן',
  internal_error: 'אירעה שגיאה בלתי צפויה',
  account_deleted: 'החשבון נמחק',
  account_not_found: 'החשבון אינו קיים',
  user_not_found: 'המשתמש לא נמצא',
  cannot_delete_self: 'לא ניתן למחוק את המשתמש שאיתו את/ה מחובר/ת',
  cannot_demote_self: 'לא ניתן להסיר את הרשאת הניהול מהמשתמש שאיתו את/ה מחובר/ת',
  mail_not_found: 'ההודעה לא נמצאה',
  mail_queue_unavailable: 'תור הדואר אינו זמין; ההודעה לא נשלחה',
  demo_unavailable: 'הכניסה להדגמה נכשלה. נסו שוב מאוחר יותר.',
  person_not_found: 'המתפלל לא נמצא',
  person_duplicate: 'כבר קיים מתפלל עם אותו שם ואותו מספר טלפון',
  quota_exceeded: 'החשבון הגיע למספר המתפללים המרבי של המנוי',
  map_not_found: 'המפה לא נמצאה',
  map_version_conflict: 'המפה שונתה בינתיים (ייתכן שבחלון אחר). יש לרענן את המפה ולנסות שוב',
  display_not_found: 'התצוגה לא נמצאה',
  last_display: 'למפה חייבת להיות לפחות תצוגה אחת',
  element_not_found: 'הרכיב לא נמצא',
  area_not_found: 'האזור לא נמצא',
  event_not_found: 'האירוע לא נמצא',
  season_not_found: 'העונה לא נמצאה',
  household_not_found: 'המשפחה לא נמצאה',
  season_payment_not_found: 'התשלום לא נמצא. ייתכן שכבר נמחק',
  season_requests_closed: 'הגבאי סגר את הבקשות לעונה זו. לשינוי יש לפנות לגבאי',
  season_link_invalid: 'הקישור אינו תקף. ייתכן שהועתק חלקית או שהגבאי שלח קישור חדש',
  event_not_on_date: 'האירוע לא נמצא בתאריך זה',
  report_not_found: 'הדיווח לא נמצא',
  report_exists: 'כבר קיים דיווח של המתפלל לתאריך זה',
  guest_not_found: 'האורח לא נמצא. ייתכן שמקומו כבר בוטל',
  report_link_invalid: 'הקישור אינו תקין. ייתכן שהועתק חלקית',
  report_link_expired: 'תוקף הקישור פג, או שהגבאי ביטל אותו. בקשו מהגבאי קישור חדש',
  lobby_link_invalid: 'הקישור למסך הכניסה אינו תקף. ייתכן שהגבאי יצר קישור חדש או ביטל אותו',
  guest_map_rest_day: 'בשבת ובחג, ומהדלקת הנרות, המפה אינה נשלחת',
  guest_map_send_limit: 'אפשר לשלוח את המפה עד 3 פעמים ביום. אפשר לנסות שוב מחר',
  guest_map_not_set: 'יש לבחור מפה ולשמור את ההגדרה לפני השליחה',
  no_mobile_phone: 'למתפלל אין מספר טלפון נייד, ולכן אי אפשר לשלוח לו קישור',
  sms_failed: 'שליחת ההודעה נכשלה. נסו שוב בעוד כמה דקות',
  seat_not_free: 'המושב אינו פנוי בתאריך זה: מי שיושב בו לא דיווח שלא יגיע',
  seat_has_guest: 'במושב הזה כבר יושב אורח בתאריך זה',
  reminder_run_not_found: 'הריצה לא נמצאה',
  reminder_call_not_found: 'השיחה לא נמצאה',
  no_calls_on_rest_day: 'לא מתקשרים בשבת ובחג',
  reminder_calls_stopped: 'השיחות של היום נעצרו לפני כניסת השבת',
  phone_opted_out: 'בעל המספר ביקש שלא נתקשר אליו יותר, ולכן לא נתקשר',
  phone_not_verified: 'לפני שיחת ניסיון יש לאמת את מספר הטלפון של החשבון בקוד שנשלח אליו',
  phone_missing: 'בחשבון אין מספר טלפון תקין. יש להוסיף אותו בהגדרות החשבון',
  verification_code_wrong: 'הקוד שגוי. בדקו את הספרות ונסו שוב',
  verification_code_burnt: 'הקוד בוטל אחרי יותר מדי ניסיונות שגויים. בקשו קוד חדש',
  verification_code_expired: 'הקוד פג תוקף או שלא נשלח. בקשו קוד חדש',
  verification_code_not_sent: 'לא הצלחנו לשלוח את הקוד. נסו שוב בעוד כמה דקות',
  daily_call_cap_reached: 'החשבון הגיע למכסת השיחות היומית. אפשר להתקשר שוב מחר',
  opt_out_exists: 'המספר כבר ברשימת החסימה',
  opt_out_not_found: 'המספר אינו ברשימת החסימה',
  lead_not_found: 'הפנייה לא נמצאה',
  communication_not_found: 'התקשורת לא נמצאה',
  guest_cannot_pay: 'יש להירשם לפני הזנת אמצעי תשלום',
  no_active_subscription: 'אין מנוי פעיל לביטול',
  not_in_trial: 'החשבון אינו בתקופת ניסיון: הארכה חלה רק על תקופת ניסיון. לחשבון משלם יש לסמן תשלום',
  payment_provider_unavailable: 'ספק התשלומים אינו זמין כרגע. לא בוצע חיוב. נסו שוב בעוד מספר דקות',
  cancel_failed: 'ביטול המנוי נכשל. לא בוצע שינוי. נסו שוב בעוד מספר דקות',
  payment_credit_late: 'התשלום נקלט. החשבון יעודכן בתוך מספר דקות',
  plan_not_found: 'המסלול לא נמצא',
  plan_unchanged: 'זה כבר המסלול של החשבון',
  plan_too_small: 'במסלול הזה אין מקום לכל המתפללים הרשומים. יש להסיר מתפללים או לבחור מסלול גדול יותר',
  plan_charge_declined: 'החיוב על השדרוג לא אושר, והמסלול לא השתנה',
  coupon_not_found: 'הקופון לא נמצא',
  plan_period_running:
    'המעבר בין חיוב חודשי לשנתי נעשה בתום התקופה ששולמה: יש לבטל את המנוי ולבחור שוב כשהתקופה מסתיימת',
  synagogue_name_confusable:
    'שם בית הכנסת דומה לשם של בית כנסת אחר שמתפללים שלו רשומים גם אצלכם; הוסיפו את שם העיר או שם אחר',
}

/** Codes whose text names figures: worded from the answer's `params` when it has them. */
/** When to try again, from a wait in seconds: 'בעוד דקה', 'בעוד 7 דקות', 'בעוד שעתיים'. */
export function waitWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  if (minutes <= 1) return 'בעוד דקה'
  if (minutes < 60) return minutes === 2 ? 'בעוד שתי דקות' : `בעוד ${minutes} דקות`
  const hours = Math.ceil(minutes / 60)
  if (hours === 1) return 'בעוד שעה'
  return hours === 2 ? 'בעוד שעתיים' : `בעוד ${hours} שעות`
}

const textsWithParams: Partial<Record<ErrorCode, (p: Record<string, string | number>) => string>> = {
  rate_limited: (p) => `יותר מדי ניסיונות. נסו שוב ${waitWords(Number(p.seconds))}`,
  quota_exceeded: (p) =>
    Number(p.room) > 0
      ? `החשבון מוגבל ל-${p.max} מתפללים. כבר רשומים ${p.existing}, ואפשר להוסיף עוד ${p.room} בלבד`
      : `החשבון מוגבל ל-${p.max} מתפללים, וכולם כבר רשומים`,
  reminder_calls_stopped: (p) => `השיחות של היום נעצרו ב-${p.at}, לפני כניסת השבת`,
  verification_code_wrong: (p) => `הקוד שגוי. נותרו ${p.left} ניסיונות`,
  daily_call_cap_reached: (p) => `החשבון הגיע למכסת השיחות היומית (${p.max} שיחות). אפשר להתקשר שוב מחר`,
}

/**
 * Codes whose words the server alone has: the fields of a form (each field's own message), the card
 * provider's reason for a decline. The UI shows their `message` as it came.
 */
export const SERVER_WORDED_CODES: ReadonlySet<ErrorCode> = new Set(['validation_failed', 'payment_declined'])

/** The Hebrew text of a code, with its figures when the answer gave them. */
export function errorText(code: ErrorCode, params?: Record<string, string | number>): string {
  const worded = params ? textsWithParams[code] : undefined
  return worded && params ? worded(params) : errorMessages[code]
}

const schemaIssueWords = Object.fromEntries(
  schemaIssueKinds.map((kind) => [kind, (p: ErrorParams) => schemaIssueText(kind, p)]),
) as Record<SchemaIssueKind, (p: ErrorParams) => string>

/** The Hebrew text of each field code: a sentence, or one built from the error's params. */
export const fieldErrorMessages: Record<FieldErrorCode, string | ((p: ErrorParams) => string)> = {
  ...schemaTextWords,
  ...schemaIssueWords,
  email_taken: errorMessages.email_taken,
  wrong_password: errorMessages.wrong_password,
  email_change_needs_password: 'כדי לשנות אימייל יש להזין את הסיסמה הנוכחית',
  synagogue_name_confusable: SYNAGOGUE_NAME_CONFUSABLE_MESSAGE,
  phone_in_confusable_synagogue: PHONE_IN_CONFUSABLE_SYNAGOGUE_MESSAGE,
  charge_date_changed: (p) => `תאריך החיוב הראשון הוא ${p.date}. יש לרענן ולנסות שוב`,
  city_unknown: 'עיר לא מוכרת',
  person_not_listed: 'אחד המתפללים שנבחרו אינו ברשימת המתפללים',
  report_date_is_event_date: (p) => `תאריך האירוע הוא ${p.date}`,
  report_date_not_shabbat: 'דיווח שאינו לאירוע הוא לשבת או לחג בלבד',
  report_date_too_far: (p) => `אפשר לדווח לשמונה השבתות הקרובות בלבד, עד ${p.date}`,
  map_rows: (p) => `המפה בת ${p.rows} שורות`,
  map_cols: (p) => `המפה בת ${p.cols} עמודות`,
  not_a_seat: 'המקום אינו מושב',
  person_not_in_seat: 'המתפלל אינו יושב במקום זה',
  area_name_taken: 'כבר קיים במפה אזור בשם הזה',
  area_overlap: (p) => `האזור חופף לאזור "${p.name}"`,
  required: 'שדה חובה',
  too_long: (p) => `עד ${p.max} תווים`,
  phone_invalid: PHONE_INVALID_MESSAGE,
  hidden_characters: HIDDEN_CHARACTERS_MESSAGE,
  no_visible_letter: NO_VISIBLE_LETTER_MESSAGE,
  choice_invalid: (p) => `${p.label} לא תקין`,
}

/** A list's row named before a field's text: "שורה 3, טלפון: …" (no field label for the row as a whole). */
export function inListRow(row: number, field: string, text: string): string {
  const label = field ? `, ${fieldLabel(field)}` : ''
  return `שורה ${row}${label}: ${text}`
}

/** The Hebrew text of a field error: its code's, with its figures (and its list row when it has one). */
export function fieldErrorText(error: { field: string; code: FieldErrorCode; params?: ErrorParams }): string {
  const worded = fieldErrorMessages[error.code]
  const params = error.params ?? {}
  const text = typeof worded === 'string' ? worded : worded(params)
  if (typeof params.row !== 'number') return text
  const rest = error.field
    .split('.')
    .filter((p) => !/^\d+$/.test(p))
    .join('.')
  return inListRow(params.row, rest, text)
}

/** A field error by code: the text comes from the catalogue, so the service holds no words of its own. */
export function fieldErrorOf(field: string, code: FieldErrorCode, params?: ErrorParams): FieldError {
  return { field, code, ...(params ? { params } : {}), message: fieldErrorText({ field, code, params }) }
}

/**
 * A schema's refusal of a field as a field error: the code its message was named by (`schemaText`), else
 * zod's kind of refusal with the figures its words name. Parse with `reportInput` so a type's is known.
 */
export function fieldErrorOfIssue(issue: z.core.$ZodIssue): FieldError {
  const field = issue.path.map(String).join('.') || '(body)'
  const named = schemaTextOf(issue.message)
  if (named) return fieldErrorOf(field, named.code, named.params)
  const coded = fieldErrorOf(field, issue.code, schemaIssueParams(issue))
  // A schema's own text not named by code yet goes as it was, uncoded, so the UI shows it unchanged.
  return coded.message === issue.message ? coded : { field, message: issue.message }
}

/** A list's refusal as a whole: which rows are bad (the first five), or the list's own problem. */
export function listRowsInvalidMessage(rows: readonly number[], firstText: string): string {
  if (rows.length === 0) return `הרשימה אינה תקינה: ${firstText}`
  const shown = rows.slice(0, 5).join(', ')
  const more = rows.length > 5 ? ` ועוד ${rows.length - 5}` : ''
  return `${rows.length === 1 ? 'שורה' : 'שורות'} ${shown}${more} אינן תקינות. לא נשמר דבר`
}

/** Hebrew names of fields, so a validation message names the field the user sees. */
export const fieldLabels: Record<string, string> = {
  username: 'שם משתמש',
  email: 'אימייל',
  password: 'סיסמה',
  contactName: 'שם איש הקשר',
  synagogueName: 'שם בית הכנסת',
  phone: 'טלפון',
  name: 'שם',
  firstName: 'שם פרטי',
  lastName: 'שם משפחה',
  household: 'קבוצת משפחה',
  message: 'הודעה',
  subscriptionType: 'סוג מנוי',
  subscriptionEndsAt: 'תום המנוי',
  maxPeople: 'מספר מתפללים מרבי',
  price: 'מחיר',
  isAdmin: 'מנהל מערכת',
  rows: 'שורות',
  cols: 'עמודות',
  date: 'תאריך',
  type: 'סוג',
  status: 'סטטוס',
  source: 'מקור',
  ids: 'רשימת מזהים',
  id: 'מזהה',
  cells: 'תאים',
  row: 'שורה',
  col: 'עמודה',
  kind: 'סוג',
  label: 'תווית',
  people: 'מתפללים',
  settings: 'הגדרות',
  printReportedNames: 'הדפסת שמות המדווחים',
  il: 'לוח קריאה ארץ ישראלי',
  seatNumbering: 'מספור המושבים',
  version: 'גרסה',
  ops: 'פעולות',
  op: 'פעולה',
  personId: 'מתפלל',
  eventId: 'אירוע',
  callId: 'מזהה שיחה',
  digits: 'הקשה',
  from: 'מקום מקורי',
  to: 'מקום חדש',
  mapId: 'מפה',
  size: 'גודל דף',
  orientation: 'כיוון הדף',
  colRange: 'טווח עמודות',
  rowRange: 'טווח שורות',
  position: 'מיקום',
  rowSpan: 'מספר שורות',
  colSpan: 'מספר עמודות',
  color: 'צבע',
  leadId: 'פנייה',
  content: 'תוכן',
  q: 'חיפוש',
  SingleUseToken: 'אמצעי תשלום',
  dateStart: 'תאריך החיוב הראשון',
  currentPassword: 'הסיסמה הנוכחית',
  newPassword: 'הסיסמה החדשה',
  userIds: 'נמענים',
  subject: 'נושא',
  body: 'תוכן ההודעה',
  days: 'מספר ימים',
  until: 'בתוקף עד',
  accountIds: 'חשבונות',
  before: 'לפני',
  limit: 'כמות',
  batchId: 'מזהה שליחה',
  userId: 'משתמש',
  weekday: 'יום',
  hour: 'שעה',
  minute: 'דקה',
  audience: 'למי להתקשר',
  personIds: 'מתפללים',
  dateTarget: 'תאריך התזכורת',
  city: 'עיר',
  text: 'נוסח',
  enabled: 'פעיל',
  code: 'קוד אימות',
  dailyCap: 'מכסת שיחות יומית',
  reason: 'סיבה',
  page: 'עמוד',
  legalName: 'השם המשפטי',
  monthlyPrice: 'מחיר חודשי',
  yearlyPrice: 'מחיר שנתי',
  planId: 'מסלול',
  period: 'תקופת חיוב',
  percent: 'אחוז הנחה',
  charges: 'מספר חיובים',
  months: 'מספר חודשים',
  active: 'מוצע',
  entityType: 'סוג התאגיד',
  entityNumber: 'מספר התאגיד',
  address: 'כתובת',
  billingEmail: 'אימייל לקבלות',
  // Friday reminders, guests and the guest map by mail.
  sendLink: 'קישור דיווח ב-SMS',
  lateWeeks: 'בשבוע שבו השעה מאוחרת מדי',
  hostName: 'אורח של',
  displayIds: 'תצוגות',
  minutesBefore: 'מתי',
  updates: 'מפה מעודכנת',
  recipients: 'כתובות נוספות',
  // A season, its households and their requests.
  sourceMapId: 'על בסיס המפה',
  withSeating: 'העתקת השיבוץ הקבוע',
  dates: 'תאריכים',
  memberIds: 'בני המשפחה',
  attending: 'מי מגיע',
  sameAsLast: 'אותם מקומות כמו בשנה שעברה',
  together: 'יחד',
  nearArk: 'קרוב לארון הקודש',
  notFrontRow: 'לא בשורה הראשונה',
  accessible: 'מקום נגיש',
  // A season's prices and payments.
  areas: 'מחירי האזורים',
  areaId: 'אזור',
  householdId: 'משפחה',
  amount: 'סכום',
  method: 'אמצעי תשלום',
  paidOn: 'תאריך התשלום',
  note: 'הערה',
  // A worshipper's fields, by their declaration.
  ...Object.fromEntries(personFields.map((f) => [f.key, f.label])),
}

export function fieldLabel(path: string): string {
  const leaf =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? path
  return fieldLabels[leaf] ?? leaf
}
