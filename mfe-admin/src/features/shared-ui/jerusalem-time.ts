/**
 * Admin screens read and set instants in Israel time (Asia/Jerusalem), whatever the browser's own zone:
 * an end time typed as 23:59 means 23:59 in Israel, and the tables show the same clock.
 */
export const ADMIN_TIME_ZONE = 'Asia/Jerusalem'

const wallClockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: ADMIN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

/** The Israel wall clock at an instant. */
export function wallClock(ms: number): WallClock {
  const parts: Record<string, number> = {}
  for (const part of wallClockFormat.formatToParts(new Date(ms)))
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  }
}

/** How far Israel's clock is ahead of UTC at an instant, in ms (+2 h in winter, +3 h in summer). */
function offsetAt(ms: number): number {
  const w = wallClock(ms)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return asUtc - Math.floor(ms / 1000) * 1000
}

const pad = (n: number, size = 2) => String(Math.abs(n)).padStart(size, '0')

/** 'YYYY-MM-DD' of the Israel date at an instant. */
export function israelDate(ms: number): string {
  const w = wallClock(ms)
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`
}

/**
 * The instant at which Israel's clock shows the date ('YYYY-MM-DD'), hour and minute, as an ISO string
 * with Israel's offset ('2026-07-01T23:59:00+03:00'); null for a missing or malformed date.
 */
export function israelInstant(date: string, hour: number, minute: number): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  if (Number.isNaN(asUtc) || new Date(asUtc).getUTCDate() !== day) return null
  // Two passes: the offset of the guessed instant, then of the instant it points to (DST changes).
  const offset = offsetAt(asUtc - offsetAt(asUtc))
  const sign = offset < 0 ? '-' : '+'
  const minutes = Math.abs(offset) / 60_000
  return `${date}T${pad(hour)}:${pad(minute)}:00${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
}

const parse = (value: string | number | Date): number =>
  value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value)

/** Formatted instants by their ISO text: a table of 10,000 rows formats each once, not on every scroll. */
const formatted = new Map<string, string>()
const FORMATTED_KEPT = 50_000

/** DD/MM/YY HH:mm on Israel's clock (the sdk's DATE_TIME_FORMAT); '' for a missing or bad value. */
export function formatIsraelDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  if (typeof value !== 'string') return formatInstant(parse(value))
  let text = formatted.get(value)
  if (text === undefined) {
    if (formatted.size >= FORMATTED_KEPT) formatted.clear()
    text = formatInstant(parse(value))
    formatted.set(value, text)
  }
  return text
}

function formatInstant(ms: number): string {
  if (Number.isNaN(ms)) return ''
  const w = wallClock(ms)
  return `${pad(w.day)}/${pad(w.month)}/${pad(w.year % 100)} ${pad(w.hour)}:${pad(w.minute)}`
}

/** DD/MM/YY on Israel's clock (the sdk's DATE_FORMAT). */
export function formatIsraelDate(value: string | number | Date | null | undefined): string {
  return formatIsraelDateTime(value).slice(0, 8)
}
