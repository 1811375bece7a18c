import { COMMON_PASSWORD_MESSAGE } from './common-passwords'

type Params = Record<string, string | number>

/**
 * The codes of the schemas' own refusals (a required field, a date, a name's hidden characters): a schema
 * names its message by code (`schemaText`), so a refusal the server finds carries the code and the UI words it.
 */
export const schemaTextCodes = [
  'required',
  'too_long',
  'date_invalid',
  'date_not_future',
  'days_missing',
  'days_whole',
  'days_min',
  'days_max',
  'idempotency_key_invalid',
  'code_missing',
  'code_digits',
  'calls_missing',
  'calls_whole',
  'calls_min',
  'calls_max',
  'search_too_long',
  'page_invalid',
  'reason_missing',
  'reason_too_long',
  'phone_invalid',
  'mobile_invalid',
  'email_invalid',
  'email_or_phone',
  'recipients_missing',
  'recipients_max',
  'recipients_unchosen',
  'hidden_characters',
  'no_visible_letter',
  'value_invalid',
  'weekday_invalid',
  'reminder_weekday_range',
  'hour_invalid',
  'minute_invalid',
  'audience_missing',
  'persons_invalid',
  'persons_too_many',
  'persons_missing',
  'date_target_missing',
  'city_missing',
  'reminder_text_missing',
  'reminder_text_too_long',
  'range_invalid',
  'color_invalid',
  'outside_map',
  'cell_twice',
  'people_only_on_seat',
  'accessible_only_on_seat',
  'person_twice_in_seat',
  'password_too_short',
  'password_too_long',
  'password_common',
  'phone_report_only',
  'digits_only',
  'seat_numbering_invalid',
  'entity_number_invalid',
  'entity_type_invalid',
  'yearly_not_discounted',
  'map_missing',
  'minutes_before_range',
  'season_dates_required',
  'season_dates_max',
  'date_twice',
  'household_members_max',
  'person_twice',
  'price_invalid',
  'price_range',
  'agorot_only',
  'amount_invalid',
  'amount_positive',
  'amount_max',
  'payment_method_missing',
  'area_twice',
  'seat_price_twice',
] as const
export type SchemaTextCode = (typeof schemaTextCodes)[number]

/** The Hebrew text of each schema code: a sentence, or one built from the figures the schema gives. */
export const schemaTextWords: Record<SchemaTextCode, string | ((p: Params) => string)> = {
  required: 'שדה חובה',
  too_long: (p) => `עד ${p.max} תווים`,
  date_invalid: 'תאריך לא תקין',
  date_not_future: 'התאריך חייב להיות בעתיד',
  days_missing: 'יש להזין מספר ימים',
  days_whole: 'מספר ימים שלם',
  days_min: 'לפחות יום אחד',
  days_max: (p) => `עד ${p.max} ימים`,
  idempotency_key_invalid: 'מפתח ניסיון לא תקין',
  code_missing: 'יש להקליד את הקוד',
  code_digits: (p) => `יש להקליד את ${p.length} הספרות של הקוד`,
  calls_missing: 'יש להזין מספר שיחות',
  calls_whole: 'מספר שיחות שלם',
  calls_min: 'לפחות שיחה אחת',
  calls_max: (p) => `עד ${Number(p.max).toLocaleString('en-US')} שיחות`,
  search_too_long: 'חיפוש ארוך מדי',
  page_invalid: 'עמוד לא תקין',
  reason_missing: 'יש לכתוב סיבה',
  reason_too_long: (p) => `הסיבה ארוכה מדי (עד ${p.max} תווים)`,
  phone_invalid: 'מספר טלפון לא תקין',
  mobile_invalid: 'מספר טלפון נייד לא תקין',
  email_invalid: 'כתובת אימייל אינה תקינה',
  email_or_phone: 'נדרש אימייל או טלפון',
  recipients_missing: 'יש לבחור לפחות נמען אחד',
  recipients_max: (p) => `עד ${p.max} נמענים בשליחה אחת`,
  recipients_unchosen: 'יש לבחור נמענים: רשימת משתמשים או כל המשתמשים',
  hidden_characters: 'השם מכיל תווים נסתרים שאינם מותרים',
  no_visible_letter: 'השם חייב לכלול לפחות אות או ספרה',
  value_invalid: 'ערך לא תקין',
  weekday_invalid: 'יום לא תקין',
  reminder_weekday_range: 'תזכורת רק מיום ראשון עד שישי',
  hour_invalid: 'שעה לא תקינה',
  minute_invalid: 'דקה לא תקינה',
  audience_missing: 'יש לבחור למי להתקשר',
  persons_invalid: 'רשימת מתפללים לא תקינה',
  persons_too_many: 'יותר מדי מתפללים',
  persons_missing: 'יש לבחור לפחות מתפלל אחד',
  date_target_missing: 'יש לבחור על איזה תאריך התזכורת',
  city_missing: 'יש לבחור עיר',
  reminder_text_missing: 'יש לכתוב את נוסח התזכורת',
  reminder_text_too_long: (p) => `הנוסח ארוך מדי (עד ${p.max} תווים)`,
  range_invalid: 'טווח לא תקין',
  color_invalid: 'צבע לא תקין',
  outside_map: 'מחוץ לגבולות המפה',
  cell_twice: 'התא מופיע פעמיים',
  people_only_on_seat: 'אפשר להושיב מתפללים רק במושב',
  accessible_only_on_seat: 'רק מושב יכול להיות מקום נגיש',
  person_twice_in_seat: 'מתפלל מופיע פעמיים באותו מושב',
  password_too_short: (p) => `הסיסמה חייבת להכיל לפחות ${p.min} תווים`,
  password_too_long: 'הסיסמה ארוכה מדי',
  password_common: COMMON_PASSWORD_MESSAGE,
  phone_report_only: 'דיווח טלפוני נרשם רק דרך מערכת הטלפון',
  digits_only: 'ספרות בלבד',
  seat_numbering_invalid: 'יש לבחור את מספור המושבים מהרשימה',
  entity_number_invalid: 'מספר תאגיד לא תקין: 9 ספרות, כפי שברשם (למשל 580012342)',
  yearly_not_discounted: 'המחיר השנתי לא יעלה על 12 חודשים במחיר החודשי',
  entity_type_invalid: 'יש לבחור עמותה (ע"ר), חברה או אחר',
  map_missing: 'יש לבחור מפה',
  minutes_before_range: 'בין 30 ל-720 דקות לפני הדלקת הנרות',
  season_dates_required: 'יש לבחור לפחות תאריך אחד',
  season_dates_max: (p) => `עד ${p.max} תאריכים בעונה`,
  date_twice: 'תאריך נבחר פעמיים',
  household_members_max: (p) => `עד ${p.max} בני משפחה`,
  person_twice: 'אותו אדם נבחר פעמיים',
  price_invalid: 'יש להזין מחיר בשקלים',
  price_range: (p) => `מחיר מ-0 עד ₪${Number(p.max).toLocaleString('en-US')}`,
  agorot_only: 'עד שתי ספרות אחרי הנקודה (אגורות)',
  amount_invalid: 'יש להזין סכום בשקלים',
  amount_positive: 'הסכום חייב להיות גדול מאפס',
  amount_max: (p) => `סכום עד ₪${Number(p.max).toLocaleString('en-US')}`,
  payment_method_missing: 'יש לבחור אמצעי תשלום',
  area_twice: 'אותו אזור נבחר פעמיים',
  seat_price_twice: 'לאותו מושב ניתן מחיר פעמיים',
}

/** The text of a schema code with its figures. */
export function schemaCodeText(code: SchemaTextCode, params: Params = {}): string {
  const words = schemaTextWords[code]
  return typeof words === 'string' ? words : words(params)
}

const codeByText = new Map<string, { code: SchemaTextCode; params?: Params }>()

/**
 * A schema's message by code. zod keeps only a message on an issue, so the text (which the forms show as it
 * is, checking with the same schemas) is remembered with its code: `schemaTextOf` finds the code again.
 */
export function schemaText(code: SchemaTextCode, params?: Params): string {
  const text = schemaCodeText(code, params)
  if (!codeByText.has(text)) codeByText.set(text, params ? { code, params } : { code })
  return text
}

/** The code (and figures) of a message a schema named with `schemaText`; undefined for zod's own words. */
export const schemaTextOf = (message: string) => codeByText.get(message)
