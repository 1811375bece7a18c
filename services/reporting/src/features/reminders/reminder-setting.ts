import {
  DEFAULT_REMINDER_TEXT,
  REMINDER_DATE_PLACEHOLDER,
  REMINDER_SYNAGOGUE_PLACEHOLDER,
  type ReminderNextRun,
  type ReminderSetting,
  type ReminderWeekChange,
} from '@seats/contracts'
import { eveName } from '../calendar'
import { DEFAULT_CITY, israelHm, runDayName, runDisplayName } from './reminder-calendar'
import { differingWeeks, nextRun, type WeekRun } from './week-runs'

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
  lateWeeks: 'earlier',
}

/** The spoken reminder: the synagogue and the date by name. */
export const reminderText = (text: string, synagogue: string, dateName: string): string =>
  text.replaceAll(REMINDER_SYNAGOGUE_PLACEHOLDER, synagogue).replaceAll(REMINDER_DATE_PLACEHOLDER, dateName)

/** The setting's next run as the warden's screen shows it; null when every week of the year is skipped. */
export function nextRunView(s: ReminderSetting, now: Date): ReminderNextRun | null {
  const w = nextRun(s, now)
  if (!w) return null
  return {
    display: runDisplayName(w),
    day: w.day,
    startsAt: w.startsAt.toISOString(),
    shabbat: w.shabbat,
    candleLighting: w.candleLighting ? israelHm(w.candleLighting) : null,
    stopsAt: w.stopsAt ? israelHm(w.stopsAt) : null,
    latestStart: w.latestStart ? israelHm(w.latestStart) : null,
    earlier: w.change === 'earlier',
  }
}

/** A coming week whose run differs from the setting, with why: that day's candle-lighting. */
function weekChangeView(w: WeekRun): ReminderWeekChange {
  return {
    shabbat: w.shabbat,
    day: w.day,
    dateName: eveName(w.day),
    dayName: runDayName(w.day),
    change: w.change === 'skipped' ? 'skipped' : 'earlier',
    runsAt: w.change === 'skipped' ? null : israelHm(w.startsAt),
    candleLighting: w.candleLighting ? israelHm(w.candleLighting) : '',
    latestStart: w.latestStart ? israelHm(w.latestStart) : '',
  }
}

/** The coming weeks whose run moves earlier or is skipped (none while reminders are off). */
export const differingWeeksView = (s: ReminderSetting, now: Date): ReminderWeekChange[] =>
  s.enabled ? differingWeeks(s, now).map(weekChangeView) : []
