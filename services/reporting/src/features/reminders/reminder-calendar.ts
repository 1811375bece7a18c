import { flags, getHolidaysOnDate, HDate, HebrewCalendar, Location } from '@hebcal/core'
import { addDays, hebrewDate, ISRAEL_TZ, weekday } from '../calendar'

/**
 * When a reminder run may ring, in one place. Dates are Israel calendar days (YYYY-MM-DD).
 *
 * - The run of a week belongs to that week's Shabbat. It is on the setting's weekday (Sunday..Friday) of
 *   that week; when that day is Shabbat or a festival (yom tov, Israel's calendar) it moves back to the last
 *   weekday before it (Friday Shavuot: Thursday; Thursday and Friday Rosh Hashana: Wednesday).
 * - On a day with candle-lighting (Friday, or the eve of a festival) a run starts at least START_MARGIN_MIN
 *   before candle-lighting in the synagogue's city (its latest start): a week whose latest start comes
 *   before the setting's time runs earlier or is skipped (`week-runs.ts`), that week alone.
 * - Calls stop STOP_MARGIN_MIN before candle-lighting: what is left of a run is "not called: Shabbat" and
 *   never rings after Shabbat or the festival.
 */
export const START_MARGIN_MIN = 60
export const STOP_MARGIN_MIN = 30

export const HEBREW_WEEKDAYS = ['ראשון', 'שני', 'שלישי', 'רביעי', 'חמישי', 'שישי', 'שבת'] as const

interface City {
  he: string
  lat: number
  long: number
  /** Minutes before sunset, by local custom (Jerusalem 40, Haifa and Safed 30, elsewhere 20). */
  candleMins: number
}

/** The cities a synagogue can pick, by @hebcal/core-style English name, with Hebrew labels. */
export const REMINDER_CITIES: Record<string, City> = {
  Jerusalem: { he: 'ירושלים', lat: 31.76904, long: 35.21633, candleMins: 40 },
  'Tel Aviv': { he: 'תל אביב', lat: 32.08088, long: 34.78057, candleMins: 20 },
  Haifa: { he: 'חיפה', lat: 32.81841, long: 34.9885, candleMins: 30 },
  'Bnei Brak': { he: 'בני ברק', lat: 32.08074, long: 34.8338, candleMins: 20 },
  'Beit Shemesh': { he: 'בית שמש', lat: 31.73072, long: 34.99293, candleMins: 20 },
  'Petah Tikva': { he: 'פתח תקווה', lat: 32.08707, long: 34.88747, candleMins: 20 },
  Ashdod: { he: 'אשדוד', lat: 31.79213, long: 34.64966, candleMins: 20 },
  Netanya: { he: 'נתניה', lat: 32.33291, long: 34.85992, candleMins: 20 },
  'Beer Sheva': { he: 'באר שבע', lat: 31.25181, long: 34.7913, candleMins: 20 },
  "Modi'in": { he: 'מודיעין', lat: 31.89385, long: 35.01504, candleMins: 20 },
  "Modi'in Illit": { he: 'מודיעין עילית', lat: 31.93221, long: 35.04416, candleMins: 20 },
  'Beitar Illit': { he: 'ביתר עילית', lat: 31.69025, long: 35.11492, candleMins: 40 },
  Elad: { he: 'אלעד', lat: 32.05211, long: 34.95137, candleMins: 20 },
  'Rishon LeZion': { he: 'ראשון לציון', lat: 31.97102, long: 34.78939, candleMins: 20 },
  Rehovot: { he: 'רחובות', lat: 31.89421, long: 34.81199, candleMins: 20 },
  Ashkelon: { he: 'אשקלון', lat: 31.66926, long: 34.57149, candleMins: 20 },
  Tiberias: { he: 'טבריה', lat: 32.79221, long: 35.53124, candleMins: 20 },
  Safed: { he: 'צפת', lat: 32.96465, long: 35.496, candleMins: 30 },
  Eilat: { he: 'אילת', lat: 29.55805, long: 34.94821, candleMins: 20 },
}
export const DEFAULT_CITY = 'Jerusalem'
export const isReminderCity = (name: string): boolean => Object.hasOwn(REMINDER_CITIES, name)

const locations = new Map<string, Location>()
function locationOf(city: string): Location {
  let loc = locations.get(city)
  if (!loc) {
    const c = REMINDER_CITIES[city] ?? (REMINDER_CITIES[DEFAULT_CITY] as City)
    loc = new Location(c.lat, c.long, true, ISRAEL_TZ, city, 'IL')
    locations.set(city, loc)
  }
  return loc
}

// HDate reads a Date's local fields; build it from local Y-M-D so the process's zone stays out of it.
const localDateOf = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

/** Shabbat, or a festival day on which work is forbidden (Israel's calendar: one day of yom tov). */
export function isRestDay(ymd: string): boolean {
  if (weekday(ymd) === 6) return true
  return (getHolidaysOnDate(new HDate(localDateOf(ymd)), true) ?? []).some((ev) => ev.getFlags() & flags.CHAG)
}

// Candle-lighting instants by city and Gregorian year: YYYY-MM-DD -> Date.
const candleCache = new Map<string, Map<string, Date>>()
function candlesOf(city: string, year: number): Map<string, Date> {
  const key = `${city}:${year}`
  let map = candleCache.get(key)
  if (map) return map
  map = new Map()
  const events = HebrewCalendar.calendar({
    start: new Date(year, 0, 1),
    end: new Date(year, 11, 31),
    location: locationOf(city),
    candlelighting: true,
    candleLightingMins: (REMINDER_CITIES[city] ?? (REMINDER_CITIES[DEFAULT_CITY] as City)).candleMins,
    il: true,
    noHolidays: false,
  })
  for (const ev of events) {
    if (!(ev.getFlags() & flags.LIGHT_CANDLES)) continue
    const time = (ev as { eventTime?: Date }).eventTime
    if (!time) continue
    const g = ev.getDate().greg()
    const ymd = `${g.getFullYear()}-${String(g.getMonth() + 1).padStart(2, '0')}-${String(g.getDate()).padStart(2, '0')}`
    // A festival's second candle-lighting (after nightfall, on the festival itself) never limits a weekday.
    if (!isRestDay(ymd) && !map.has(ymd)) map.set(ymd, time)
  }
  candleCache.set(key, map)
  return map
}

/** Candle-lighting on `ymd` in the city (a Friday or a festival eve), or null on any other day. */
export function candleLighting(ymd: string, city: string): Date | null {
  return candlesOf(city, Number(ymd.slice(0, 4))).get(ymd) ?? null
}

const israelParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ISRAEL_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant's Israel calendar day and clock time. */
export function israelClock(at: Date): { ymd: string; hour: number; minute: number } {
  const p = Object.fromEntries(israelParts.formatToParts(at).map((x) => [x.type, x.value]))
  return { ymd: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute) }
}

/** "HH:MM" of an instant, Israel time. */
export function israelHm(at: Date): string {
  const { hour, minute } = israelClock(at)
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}

/** The instant of an Israel wall-clock time (summer and winter time alike). */
export function israelInstant(ymd: string, hour: number, minute: number): Date {
  const wall = Date.parse(`${ymd}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`)
  let guess = wall
  for (let i = 0; i < 3; i++) {
    const c = israelClock(new Date(guess))
    const seen = Date.parse(
      `${c.ymd}T${String(c.hour).padStart(2, '0')}:${String(c.minute).padStart(2, '0')}:00Z`,
    )
    if (seen === wall) break
    guess += wall - seen
  }
  return new Date(guess)
}

export interface RunTiming {
  weekday: number
  hour: number
  minute: number
  city: string
}

export interface RunWindow {
  /** The Shabbat this run is for (a Saturday). */
  shabbat: string
  /** The day it rings: the setting's weekday, or the last weekday before it when that is a festival. */
  day: string
  startsAt: Date
  /** Candle-lighting that day, when there is one. */
  candleLighting: Date | null
  /** No call is placed from this instant on (candle-lighting minus STOP_MARGIN_MIN); null: no limit that day. */
  stopsAt: Date | null
  /** The latest safe start that day (candle-lighting minus START_MARGIN_MIN), or null: no limit that day. */
  latestStart: Date | null
}

/** The run of the week whose Shabbat is `shabbat`. */
export function runWindow(shabbat: string, timing: RunTiming): RunWindow {
  let day = addDays(shabbat, timing.weekday - 6)
  while (isRestDay(day)) day = addDays(day, -1)
  const candle = candleLighting(day, timing.city)
  return {
    shabbat,
    day,
    startsAt: israelInstant(day, timing.hour, timing.minute),
    candleLighting: candle,
    stopsAt: candle ? new Date(candle.getTime() - STOP_MARGIN_MIN * 60_000) : null,
    latestStart: candle ? new Date(candle.getTime() - START_MARGIN_MIN * 60_000) : null,
  }
}

/** The Saturday of the Israel week of `ymd` (the day itself on a Saturday). */
export const saturdayOf = (ymd: string): string => addDays(ymd, 6 - weekday(ymd))

/** "יום שישי 10:00, כ״ד כסלו" */
export function runDisplayName(w: Pick<RunWindow, 'day' | 'startsAt'>): string {
  return `יום ${HEBREW_WEEKDAYS[weekday(w.day)]} ${israelHm(w.startsAt)}, ${dayOfMonth(w.day)}`
}

/** "יום רביעי, י״ד ניסן" */
export const runDayName = (day: string): string => `יום ${HEBREW_WEEKDAYS[weekday(day)]}, ${dayOfMonth(day)}`

/** The Hebrew day and month, without the year: "כ״ד כסלו". */
const dayOfMonth = (day: string) => hebrewDate(day).split(' ').slice(0, 2).join(' ')
