import type { ReminderSetting } from '@seats/contracts'
import { AppError } from '@seats/kit'
import { israelToday } from '../calendar'
import { candleLighting, isRestDay, israelHm, STOP_MARGIN_MIN } from './reminder-calendar'

/**
 * Today, if a call may ring now: never on Shabbat or a festival, nor after today's cut-off before
 * candle-lighting in the synagogue's city. A refusal names why, so the warden sees it.
 */
export function callingWindow(
  s: Pick<ReminderSetting, 'city'>,
  now: Date,
): { today: string; stopsAt: Date | null } {
  const today = israelToday(now)
  if (isRestDay(today)) throw new AppError('no_calls_on_rest_day')
  const candle = candleLighting(today, s.city)
  const stopsAt = candle ? new Date(candle.getTime() - STOP_MARGIN_MIN * 60_000) : null
  if (stopsAt && now >= stopsAt)
    throw new AppError('reminder_calls_stopped', { params: { at: israelHm(stopsAt) } })
  return { today, stopsAt }
}
