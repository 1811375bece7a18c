import type { ReminderSetting } from '@seats/contracts'
import type { ReminderQueue } from '../../platform/reminder-queue'
import { earlyStarts } from './week-runs'

/**
 * Keeps the one-shot run jobs of this week and the next in step with the setting: a week whose run starts
 * at its latest safe start, before the setting's time, has one at that start; no other week has one.
 */
export async function planEarlyRuns(
  queue: ReminderQueue,
  accountId: number,
  setting: ReminderSetting | null,
  now: Date,
): Promise<void> {
  for (const { shabbat, at } of earlyStarts(setting?.enabled ? setting : null, now))
    await queue.planEarly(accountId, shabbat, at, now)
}
