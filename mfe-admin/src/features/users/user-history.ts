import {
  billingPeriodLabels,
  auditActionLabels,
  fieldLabel,
  type AuditChange,
  type AuditEntry,
  type SignIn,
} from '@seats/contracts'
import { formatIsraelDateTime } from '../shared-ui'

export const signInMethodLabels: Record<SignIn['method'], string> = {
  login: 'התחברות',
  register: 'הרשמה',
  upgrade: 'הרשמה מחשבון אורח',
  demo: 'כניסה להדגמה',
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

/** A changed value as the admin reads it: dates on Israel time, yes/no, '—' for nothing. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'כן' : 'לא'
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatIsraelDateTime(value) || value
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/** Fields the contracts' labels do not name. */
const extraLabels: Record<string, string> = {
  isNew: 'משתמש חדש',
  isGuest: 'אורח',
  isDemoGuest: 'אורח הדגמה',
  hasCompletedDemo: 'סיים הדגמה',
  passwordHash: 'סיסמה',
}

/** 'מספר מתפללים מרבי: 300 ← 450'; a password says only that it changed. */
export function auditChangeText(change: AuditChange): string {
  const label = extraLabels[change.field] ?? fieldLabel(change.field)
  if (change.field === 'password' || change.field === 'passwordHash') return `${label}: שונתה`
  return `${label}: ${auditValue(change.before)} ← ${auditValue(change.after)}`
}

export function auditTitle(entry: AuditEntry): string {
  return auditActionLabels[entry.action]
}

/** Who did it: the admin's name or email, or a deleted account. */
export function auditActor(entry: AuditEntry): string {
  if (entry.actorId === null && entry.action.startsWith('billing.')) return 'מערכת החיוב'
  return entry.actorName || entry.actorEmail || (entry.actorId === null ? 'חשבון שנמחק' : `#${entry.actorId}`)
}

/** 31/12/26 from YYYY-MM-DD. */
const shortDay = (date: string) => {
  const [y, m, d] = date.slice(0, 10).split('-')
  return `${d}/${m}/${y?.slice(2)}`
}
const joined = (parts: Array<string | null>) => parts.filter(Boolean).join(' · ') || null

/** What else the entry carries: an email's subject, a plan and what it charged, a coupon, a payment. */
export function auditDetail(entry: AuditEntry): string | null {
  const d = entry.detail ?? {}
  if (entry.action === 'billing.coupon')
    return d.kind === 'percent'
      ? `${String(d.percent)}% הנחה ל־${String(d.charges)} חיובים`
      : `${String(d.months)} חודשים ללא חיוב`
  if (entry.action === 'billing.plan_change' || entry.action === 'billing.plan_scheduled') {
    const plan = `עד ${String(d.maxPeople)} מתפללים, ${billingPeriodLabels[d.period === 'yearly' ? 'yearly' : 'monthly']}`
    if (typeof d.charged === 'number' && d.charged > 0) return `${plan} · חיוב יחסי ₪${d.charged}`
    if (typeof d.from === 'string') return `${plan} · מ־${d.from.split('-').reverse().join('/')}`
    return plan
  }
  const money = typeof d.amount === 'number' ? `₪${d.amount}` : null
  const day = (v: unknown) => (typeof v === 'string' ? shortDay(v) : null)
  if (entry.action === 'billing.card')
    return joined([
      typeof d.card === 'string' ? `כרטיס המסתיים ב-${d.card}` : null,
      typeof d.expiry === 'string' ? `בתוקף עד ${d.expiry}` : null,
      typeof d.price === 'number' ? `₪${d.price}` : null,
      day(d.firstCharge) && `חיוב ראשון ${day(d.firstCharge)}`,
    ])
  if (entry.action === 'billing.payment')
    return joined([money, day(d.date), typeof d.card === 'string' ? `כרטיס ${d.card}` : null])
  if (entry.action === 'billing.declined')
    return joined([money, day(d.date), typeof d.reason === 'string' ? d.reason : null])
  if (entry.action === 'billing.cancelled') return typeof d.price === 'number' ? `מנוי של ₪${d.price}` : null
  const subject = entry.detail?.subject
  return typeof subject === 'string' && subject ? `נושא: ${subject}` : null
}

/** 'Chrome 156 · Linux' from a user agent, short enough for a phone; the full text stays in a title. */
export function shortUserAgent(userAgent: string): string {
  const browser =
    /(Edg|OPR|Firefox|Chrome|Chromium|Safari)\/(\d+)/.exec(userAgent) ??
    /(HeadlessChrome)\/(\d+)/.exec(userAgent)
  const os = /(Android|iPhone|iPad|Windows|Mac OS X|Linux)/.exec(userAgent)?.[1]
  const name = browser
    ? `${browser[1] === 'Edg' ? 'Edge' : browser[1]} ${browser[2]}`
    : userAgent.slice(0, 40)
  return os ? `${name} · ${os === 'Mac OS X' ? 'Mac' : os}` : name
}
