import type { ReminderLateWeeks } from '@seats/contracts'
import { addDays } from '../calendar'
import { israelClock, runWindow, saturdayOf, type RunTiming, type RunWindow } from './reminder-calendar'

/**
 * Each week's run, judged by that week alone: the setting's time, unless it comes after the week's latest
 * safe start (candle-lighting minus START_MARGIN_MIN on the run's day). Such a week runs at its latest safe
 * start ('earlier') or not at all ('skip'), as the setting says; the other weeks keep the setting's time.
 */
export interface WeekTiming extends RunTiming {
  lateWeeks: ReminderLateWeeks
}

export interface WeekRun extends RunWindow {
  /** When the run starts that week: the setting's time, or the latest safe start in a late week. */
  startsAt: Date
  /** The setting's own time that day. */
  setAt: Date
  change: 'none' | 'earlier' | 'skipped'
}

/** Weeks looked at for the next run: a setting that skips every week has none in the coming year. */
export const MAX_WEEKS = 53
/** Weeks listed ahead when a week's run differs from the setting. */
export const DIFFERING_WEEKS_AHEAD = 12
/** A scheduler's job may reach a service whose clock is a little behind the workers'. */
export const DUE_EARLY_TOLERANCE_MS = 120_000

/** The run of the week whose Shabbat is `shabbat`, as that week's candle-lighting allows. */
export function weekRun(shabbat: string, timing: WeekTiming): WeekRun {
  const w = runWindow(shabbat, timing)
  const base = { ...w, setAt: w.startsAt }
  if (!w.latestStart || w.startsAt.getTime() <= w.latestStart.getTime()) return { ...base, change: 'none' }
  if (timing.lateWeeks === 'skip') return { ...base, change: 'skipped' }
  return { ...base, startsAt: w.latestStart, change: 'earlier' }
}

/** The weeks from the current Israel week on (its Shabbat first). */
function* weeksFrom(now: Date, timing: WeekTiming, count: number): Generator<WeekRun> {
  const first = saturdayOf(israelClock(now).ymd)
  for (let i = 0; i < count; i++) yield weekRun(addDays(first, i * 7), timing)
}

/** The next run that starts after `now`, skipped weeks passed over; null when none in the coming year. */
export function nextRun(timing: WeekTiming, now: Date): WeekRun | null {
  for (const w of weeksFrom(now, timing, MAX_WEEKS))
    if (w.change !== 'skipped' && w.startsAt.getTime() > now.getTime()) return w
  return null
}

/** The run due at `now`: its day is today in Israel and its start (moved or not) has come; else null. */
export function dueRun(timing: WeekTiming, now: Date): WeekRun | null {
  const today = israelClock(now).ymd
  // A run moved back by a festival may fall in the week before its Shabbat.
  for (const w of weeksFrom(now, timing, 2)) {
    if (w.change === 'skipped' || w.day !== today) continue
    if (w.startsAt.getTime() - DUE_EARLY_TOLERANCE_MS <= now.getTime()) return w
  }
  return null
}

/** The coming weeks whose run moves earlier or is skipped, while that week's latest safe start is ahead. */
export function differingWeeks(timing: WeekTiming, now: Date, weeks = DIFFERING_WEEKS_AHEAD): WeekRun[] {
  return [...weeksFrom(now, timing, weeks)].filter(
    (w) => w.change !== 'none' && (w.latestStart?.getTime() ?? 0) > now.getTime(),
  )
}

/**
 * The runs of this week and the next that start before the setting's time and are still ahead: the run
 * job fires at the setting's time every weekday, so each such run gets a job of its own at its start.
 * Null for a week with none (a plan made for it earlier is dropped); every week's, with reminders off.
 */
export function earlyStarts(
  timing: WeekTiming | null,
  now: Date,
): Array<{ shabbat: string; at: Date | null }> {
  const first = saturdayOf(israelClock(now).ymd)
  return [first, addDays(first, 7)].map((shabbat) => {
    const w = timing ? weekRun(shabbat, timing) : null
    const ahead = w?.change === 'earlier' && w.startsAt.getTime() > now.getTime()
    return { shabbat, at: ahead ? w.startsAt : null }
  })
}
