import { addDays, israelToday } from '../calendar'
import { candleLighting } from '../reminders'

/** An eve's mailing: the date the map is for, when it goes, and candle-lighting, when nothing more goes. */
export interface MailWindow {
  eve: string
  /** The Shabbat or festival day the map is for: the day after the eve. */
  date: string
  sendsAt: Date
  candleLighting: Date
}

/** How far ahead the next eve is looked for: a festival season never spaces eves further apart. */
const LOOK_AHEAD_DAYS = 14

/**
 * The mailing of the eve on `ymd` in the city, or null when `ymd` is no eve. An eve is a weekday with
 * candle-lighting (a Friday, a festival's eve); a festival on Friday is no eve, so nothing is ever sent on
 * Shabbat or a festival.
 */
export function mailWindow(ymd: string, city: string, minutesBefore: number): MailWindow | null {
  const lighting = candleLighting(ymd, city)
  if (!lighting) return null
  return {
    eve: ymd,
    date: addDays(ymd, 1),
    sendsAt: new Date(lighting.getTime() - minutesBefore * 60_000),
    candleLighting: lighting,
  }
}

/** The mailing open at `now` (its send time passed, candle-lighting not yet), or null. */
export function openWindow(now: Date, city: string, minutesBefore: number): MailWindow | null {
  const w = mailWindow(israelToday(now), city, minutesBefore)
  return w && w.sendsAt <= now && now < w.candleLighting ? w : null
}

/** The next mailing not yet closed: today's until candle-lighting, else the next eve's. */
export function nextWindow(now: Date, city: string, minutesBefore: number): MailWindow | null {
  const today = israelToday(now)
  for (let i = 0; i <= LOOK_AHEAD_DAYS; i++) {
    const w = mailWindow(addDays(today, i), city, minutesBefore)
    if (w && now < w.candleLighting) return w
  }
  return null
}
