import { flags, getHolidaysOnDate, getSedra, HDate, Locale, ParshaEvent } from '@hebcal/core'

/**
 * The calendar of the product, in one place. Dates are calendar days as YYYY-MM-DD, never instants.
 *
 * The week runs Sunday to Saturday in Israel time. The coming Shabbat is that week's Saturday; on Saturday
 * itself it stays today's Shabbat until midnight Israel time, and Sunday 00:00 starts the next week
 * (the seed: "the week ends on Saturday"). The phone line is the one exception, see phoneShabbat().
 */
export const ISRAEL_TZ = 'Asia/Jerusalem'
const HEBREW = 'he-x-NoNikud'

const israelDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: ISRAEL_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today's date in Israel, whatever the server's time zone. */
export function israelToday(now: Date = new Date()): string {
  return israelDay.format(now)
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar day in YYYY-MM-DD (2026-02-30 is not). */
export function isValidYmd(value: string | undefined | null): value is string {
  const m = YMD.exec(value ?? '')
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const t = new Date(Date.UTC(y, mo - 1, d))
  return y >= 1900 && t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d
}

// Day arithmetic in UTC, where every day has 24 hours.
const utcOf = (ymd: string) => new Date(`${ymd}T00:00:00Z`)
const ymdOfUtc = (d: Date) => d.toISOString().slice(0, 10)

export function addDays(ymd: string, days: number): string {
  const d = utcOf(ymd)
  d.setUTCDate(d.getUTCDate() + days)
  return ymdOfUtc(d)
}

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (ymd: string): number => utcOf(ymd).getUTCDay()
export const isSaturday = (ymd: string): boolean => weekday(ymd) === 6

/** The Saturday of the current Israel week (today, on a Saturday). */
export function comingShabbat(now: Date = new Date()): string {
  const today = israelToday(now)
  return addDays(today, 6 - weekday(today))
}

/**
 * The Shabbat a caller can still report for. Our callers do not phone on Shabbat, so a call on Saturday
 * comes after Shabbat went out, and the map for it was printed on Friday: it offers next week's.
 */
export function phoneShabbat(now: Date = new Date()): string {
  const today = israelToday(now)
  const day = weekday(today)
  return addDays(today, day === 6 ? 7 : 6 - day)
}

/** An empty or invalid date means the coming Shabbat. */
export function resolveDate(raw: string | undefined | null, now: Date = new Date()): string {
  return isValidYmd(raw) ? raw : comingShabbat(now)
}

// HDate reads a Date's local Y-M-D fields; building the Date from local fields keeps the zone out of it.
function hdateOf(ymd: string): HDate {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number]
  return new HDate(new Date(y, m - 1, d))
}

/** The Hebrew date in Hebrew letters without nikud, e.g. "י״א כסלו תשפ״ז". */
export function hebrewDate(ymd: string): string {
  return hdateOf(ymd).renderGematriya(true)
}

/**
 * The name of the Shabbat on `ymd` (a Saturday): its Torah portion ("פרשת ויצא", "פרשת תזריע־מצרע"), or,
 * when the day has no regular portion, the festival ("שבת חול המועד פסח", "סוכות א׳", "ראש השנה א׳").
 * `il` picks the Israel or the diaspora reading schedule (they differ for weeks after some festivals).
 */
export function shabbatName(ymd: string, il = true): string {
  const hd = hdateOf(ymd)
  const sedra = getSedra(hd.getFullYear(), il).lookup(hd)
  if (!sedra.chag) return new ParshaEvent(sedra).render(HEBREW)
  return festivalName(hd, il, sedra.parsha[0] ?? '')
}

/**
 * The Shabbat on `ymd` as a call says it: "שבת פרשת ויצא"; festival names that already say שבת stay as they
 * are. The date selector names a Shabbat the same way, by the map's schedule.
 */
export function spokenShabbat(ymd: string, il = true): string {
  const name = shabbatName(ymd, il)
  return name.startsWith('שבת') ? name : `שבת ${name}`
}

/** The yom tov on `ymd` by its name ("יום כיפור", "פסח ז׳", "ראש השנה א׳"), or null on any other day. */
export function yomTovName(ymd: string, il = true): string | null {
  return yomTovOf(hdateOf(ymd), il)
}

function yomTovOf(hd: HDate, il: boolean): string | null {
  const chag = (getHolidaysOnDate(hd, il) ?? []).find((ev) => ev.getFlags() & flags.CHAG)
  if (!chag) return null
  // The first day renders with the year ("ראש השנה 5787"); the second is "ראש השנה ב׳".
  if (/^Rosh Hashana \d+$/.test(chag.getDesc())) return 'ראש השנה א׳'
  return chag.render(HEBREW)
}

function festivalName(hd: HDate, il: boolean, reading: string): string {
  // "Pesach Shabbat Chol ha-Moed" has its own Hebrew name; the holiday of the day would say "פסח ג׳ (חוה״מ)".
  if (reading.includes('Chol ha-Moed')) return Locale.gettext(reading, HEBREW)
  return yomTovOf(hd, il) ?? Locale.gettext(reading, HEBREW)
}

/**
 * The day before Shabbat or a yom tov, by what it is the eve of: the calendar's own eve ("ערב פסח", "ערב
 * ראש השנה", "ערב יום כיפור"), else the festival ("ערב פסח ז׳") or the Shabbat ("שבת פרשת ויצא") that
 * follows it. Israel's schedule.
 */
export function eveName(ymd: string): string {
  const erev = (getHolidaysOnDate(hdateOf(ymd), true) ?? []).find((ev) => ev.getFlags() & flags.EREV)
  if (erev) return erev.render(HEBREW)
  const next = addDays(ymd, 1)
  const festival = yomTovName(next)
  if (festival) return `ערב ${festival}`
  return isSaturday(next) ? spokenShabbat(next) : plainDateName(next)
}

/**
 * A date's display name for a day without an event, as the phone line says it: a Shabbat ("שבת פרשת וישב"),
 * a yom tov ("שבועות"), any other day by its Hebrew date.
 */
export function plainDateName(ymd: string, il = true): string {
  if (isSaturday(ymd)) return spokenShabbat(ymd, il)
  return yomTovName(ymd, il) ?? hebrewDate(ymd)
}
