import {
  DEFAULT_REMINDER_TEXT,
  REMINDER_DATE_PLACEHOLDER,
  REMINDER_SYNAGOGUE_PLACEHOLDER,
  type ReminderNextRun,
  type ReminderSetting,
} from '@seats/contracts'
import { DEFAULT_CITY, israelHm, nextRun, runDisplayName } from './reminder-calendar'

/** An account's setting until it saves one: reminders off. */
export const DEFAULT_SETTING: ReminderSetting = {
  enabled: false,
  weekday: 5,
  hour: 10,
  minute: 0,
  audience: 'seated',
  personIds: [],
  dateTarget: 'shabbat',
  city: DEFAULT_CITY,
  text: DEFAULT_REMINDER_TEXT,
  sendLink: false,
}

/** The spoken reminder: the synagogue and the date by name. */
export const reminderText = (text: string, synagogue: string, dateName: string): string =>
  text.replaceAll(REMINDER_SYNAGOGUE_PLACEHOLDER, synagogue).replaceAll(REMINDER_DATE_PLACEHOLDER, dateName)

/** The setting's next run as the warden's screen shows it. */
export function nextRunView(s: ReminderSetting, now: Date): ReminderNextRun {
  const w = nextRun(s, now)
  return {
    display: runDisplayName(w),
    day: w.day,
    startsAt: w.startsAt.toISOString(),
    shabbat: w.shabbat,
    candleLighting: w.candleLighting ? israelHm(w.candleLighting) : null,
    stopsAt: w.stopsAt ? israelHm(w.stopsAt) : null,
    latestStart: w.latestStart ? israelHm(w.latestStart) : null,
  }
}
