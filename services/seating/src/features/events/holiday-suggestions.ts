import { flags, HDate, HebrewCalendar, type Event } from '@hebcal/core'
import { REGULAR_EVENT_TYPE, type EventSuggestion } from '@seats/contracts'

const ISRAEL_TZ = 'Asia/Jerusalem'

/** Today's date in Israel as YYYY-MM-DD, whatever the server's time zone. */
export function israelToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ISRAEL_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)
}

// HDate reads a Date's local Y-M-D; build and read dates only through these two so the zone never matters.
export const localDate = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number)
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1)
}
export const ymdOf = (date: Date) =>
  `${String(date.getFullYear()).padStart(4, '0')}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

/** Days a full synagogue needs its seats arranged for, beyond yom tov and the major fasts. */
const EXTRA_DAYS = new Set([
  'Erev Yom Kippur',
  'Purim',
  "Yom HaAtzma'ut",
  'Sukkot VII (Hoshana Raba)',
  'Chanukah: 1 Candle',
])

function isSuggested(ev: Event): boolean {
  const mask = ev.getFlags()
  if (mask & flags.CHUL_ONLY) return false
  return Boolean(mask & (flags.CHAG | flags.MAJOR_FAST)) || EXTRA_DAYS.has(ev.getDesc())
}

function hebrewName(ev: Event): string {
  // "ראש השנה 5787" reads oddly next to "ראש השנה ב׳".
  if (ev.getDesc().startsWith('Rosh Hashana ') && /\d{4}$/.test(ev.getDesc())) return 'ראש השנה א׳'
  return ev.render('he-x-NoNikud')
}

/** The Hebrew date of a calendar day in Hebrew letters without nikud, e.g. "כ״ה כסלו תשפ״ז". */
export function hebrewDateOf(ymd: string): string {
  return new HDate(localDate(ymd)).renderGematriya(true)
}

/**
 * Upcoming holidays (Israel schedule) from today in Israel for `months` months, Hebrew names without
 * nikud, one per date, minus dates the account already has an event on.
 */
export function holidaySuggestions(opts: {
  takenDates: Iterable<string>
  now?: Date
  months?: number
}): EventSuggestion[] {
  const today = israelToday(opts.now)
  const start = localDate(today)
  const end = new Date(start.getFullYear(), start.getMonth() + (opts.months ?? 12), start.getDate())
  const taken = new Set(opts.takenDates)
  const out: EventSuggestion[] = []
  const events = HebrewCalendar.calendar({
    start,
    end,
    il: true,
    noRoshChodesh: true,
    noMinorFast: true,
    noSpecialShabbat: true,
  })
  for (const ev of events) {
    if (!isSuggested(ev)) continue
    const hd: HDate = ev.getDate()
    const date = ymdOf(hd.greg())
    if (taken.has(date)) continue
    taken.add(date)
    out.push({ name: hebrewName(ev), date, type: REGULAR_EVENT_TYPE, hebrewDate: hebrewDateOf(date) })
  }
  return out
}
