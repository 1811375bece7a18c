import { z } from 'zod'

/** Stable machine codes. The UI picks its Hebrew text by code; `message` is the server's Hebrew fallback. */
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
  'not_found',
  'method_not_allowed',
  'conflict',
  'email_taken',
  'not_guest',
  'limit_exceeded',
  'rate_limited',
  'upstream_unavailable',
  'upstream_timeout',
  'service_not_deployed',
  'not_ready',
  'internal_error',
] as const
export type ErrorCode = (typeof errorCodes)[number]

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() })
export type FieldError = z.infer<typeof fieldErrorSchema>

export const errorBodySchema = z.object({
  ok: z.literal(false),
  error: z.enum(errorCodes),
  status: z.number().int(),
  message: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
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
  payment_required: 'המנוי אינו פעיל. כדי לבצע שינויים יש להזין אמצעי תשלום',
  payment_declined: 'כרטיס האשראי לא אושר',
  payment_pending: 'ניסיון התשלום הקודם עדיין בבדיקה. נעדכן בתוך מספר דקות',
  not_found: 'הפריט המבוקש לא נמצא',
  method_not_allowed: 'הפעולה אינה נתמכת בכתובת זו',
  conflict: 'הנתונים השתנו בינתיים. יש לרענן ולנסות שוב',
  email_taken: 'כתובת האימייל כבר רשומה במערכת',
  not_guest: 'המשתמש אינו אורח',
  limit_exceeded: 'חריגה מהמכסה של החשבון',
  rate_limited: 'יותר מדי ניסיונות. נסו שוב בעוד מספר דקות',
  upstream_unavailable: 'השירות אינו זמין כרגע. נסו שוב בעוד רגע',
  upstream_timeout: 'השירות לא הגיב בזמן. נסו שוב',
  service_not_deployed: 'השירות עדיין אינו פעיל',
  not_ready: 'השירות אינו מוכן',
  internal_error: 'אירעה שגיאה בלתי צפויה',
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
  hideReportedNames: 'הסתרת שמות המדווחים',
  il: 'לוח קריאה ארץ ישראלי',
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
  weekday: 'יום',
  hour: 'שעה',
  minute: 'דקה',
  audience: 'למי להתקשר',
  personIds: 'מתפללים',
  dateTarget: 'תאריך התזכורת',
  city: 'עיר',
  text: 'נוסח',
  enabled: 'פעיל',
}

export function fieldLabel(path: string): string {
  const leaf =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? path
  return fieldLabels[leaf] ?? leaf
}
