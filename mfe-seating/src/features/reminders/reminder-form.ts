import type {
  ReminderCallOutcome,
  ReminderLateWeeks,
  ReminderRun,
  ReminderSetting,
  ReminderWeekChange,
} from '@seats/contracts'

/** Sunday..Friday, as the setting numbers them (0..5). */
export const weekdayOptions = ['ראשון', 'שני', 'שלישי', 'רביעי', 'חמישי', 'שישי'].map((name, value) => ({
  value,
  label: `יום ${name}`,
}))
export const hourOptions = Array.from({ length: 24 }, (_, h) => ({
  value: h,
  label: String(h).padStart(2, '0'),
}))
/** Every minute the setting takes (0-59): a time like 14:07 is chosen as it is, not rounded to five. */
export const minuteOptions = Array.from({ length: 60 }, (_, m) => ({
  value: m,
  label: String(m).padStart(2, '0'),
}))

export const audienceLabels: Record<ReminderSetting['audience'], string> = {
  seated: 'כל מתפלל שיש לו מקום',
  all: 'כל המתפללים',
  chosen: 'מתפללים שבוחרים',
}
export const dateTargetLabels: Record<ReminderSetting['dateTarget'], string> = {
  shabbat: 'השבת הקרובה',
  next: 'האירוע הבא, כשהוא לפני השבת',
}
export const lateWeeksLabels: Record<ReminderLateWeeks, string> = {
  earlier: 'להקדים לשעה המאוחרת האפשרית',
  skip: 'לדלג על אותו שבוע',
}

/** The heading over the coming weeks whose calls differ: moved earlier, skipped, or some of each. */
export function differingWeeksTitle(weeks: Pick<ReminderWeekChange, 'change'>[]): string {
  const skipped = weeks.some((w) => w.change === 'skipped')
  const earlier = weeks.some((w) => w.change === 'earlier')
  if (skipped && earlier) return 'שבועות שבהם השיחות יוקדמו או לא יתקיימו'
  return skipped ? 'שבועות שבהם לא נתקשר' : 'שבועות שבהם השיחות יוקדמו'
}

/** What that week's calls do, and why: "השיחות יתחילו ב-14:54 (הדלקת נרות 15:54)". */
export function weekChangeText(w: Pick<ReminderWeekChange, 'runsAt' | 'candleLighting'>): string {
  const what = w.runsAt ? `השיחות יתחילו ב-${w.runsAt}` : 'לא נתקשר בשבוע הזה'
  return `${what} (הדלקת נרות ${w.candleLighting})`
}

export const outcomeLabels: Record<ReminderCallOutcome, string> = {
  queued: 'ממתין',
  placed: 'הועבר לספק',
  answered: 'ענה',
  reported: 'דיווח בשיחה',
  busy: 'תפוס',
  no_answer: 'לא ענה',
  failed: 'נכשל',
  skipped_reported: 'כבר דיווח',
  not_called_shabbat: 'לא התקשרנו: שבת',
  not_called_cap: 'לא התקשרנו: מכסת השיחות היומית',
}
/** Why a call finally failed, as the warden reads it (the provider's own message stays in the logs). */
export function failureReason(reason: string): string {
  if (reason === 'busy' || reason === 'no_answer') return outcomeLabels[reason]
  if (reason === 'interrupted') return 'השיחה נקטעה באמצעה'
  if (reason === 'opted_out') return 'ביקש שלא נתקשר אליו יותר'
  if (reason === 'provider_timeout') return 'ספק הטלפוניה לא השיב'
  return 'ספק הטלפוניה סירב לחייג'
}
export const statusLabels: Record<ReminderRun['status'], string> = {
  running: 'בתהליך',
  done: 'הסתיים',
  stopped: 'נעצר לפני השבת',
}

/** A stopped run says what stopped it: the Shabbat cut-off or the account's daily call cap. */
export function runStatusLabel(run: Pick<ReminderRun, 'status' | 'counts'>): string {
  if (run.status === 'stopped' && run.counts.notCalledCap > 0) return 'נעצר: מכסת השיחות היומית'
  return statusLabels[run.status]
}

/** Why some phones of a run were not called for the cap, naming the cap; null when none were. */
export function capNote(run: Pick<ReminderRun, 'counts'>, dailyCallCap: number): string | null {
  const n = run.counts.notCalledCap
  if (!n) return null
  const phones = n === 1 ? 'לטלפון אחד' : `ל-${n} טלפונים`
  return `לא התקשרנו ${phones}: החשבון הגיע למכסת השיחות היומית (${dailyCallCap} שיחות). להגדלת המכסה פנו אלינו.`
}

/** Phones the run is done with: called, or not called for Shabbat or for the cap. */
const finished = (c: ReminderRun['counts']) => c.called + c.notCalledShabbat + c.notCalledCap

/** How far a run is: phones finished (called, failed, stopped for Shabbat or the cap) out of those to call. */
export function runProgress(run: Pick<ReminderRun, 'counts'>): number {
  const { queued } = run.counts
  if (queued === 0) return 1
  return Math.min(1, finished(run.counts) / queued)
}

/** Whether a view of a run is behind another of the same run: still running, or fewer phones finished. */
function isBehind(view: ReminderRun, than: ReminderRun): boolean {
  if (view.status === 'running' && than.status !== 'running') return true
  return view.status === than.status && runProgress(view) < runProgress(than)
}

/**
 * The runs list with one run replaced (or added on top). Views arrive from two places, the answer to
 * "run now" and the socket's pushes, in either order: a late one never takes a run back.
 */
export function mergeRun(runs: ReminderRun[], run: ReminderRun): ReminderRun[] {
  const i = runs.findIndex((r) => r.id === run.id)
  if (i === -1) return [run, ...runs].sort((a, b) => b.id - a.id)
  if (isBehind(run, runs[i]!)) return runs
  const next = [...runs]
  next[i] = run
  return next
}
