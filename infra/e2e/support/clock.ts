import { moveSystemClock } from '../../dev/test-clock.js'
import { stateValue } from '../e2e-env.js'

/**
 * The e2e system's calendar, for tests of a date rule. It is the whole system's, so only specs of the
 * 'serial' project (playwright.config.ts), which run alone, may move it; they put it back when done.
 */
const redisUrl = () => process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

/**
 * Now on the system's calendar, as the services see it while no serial spec has moved it: what a test
 * computes a date rule from (the coming Shabbat, a trial's end), never the wall clock.
 */
export const systemNow = (): Date => new Date(Date.now() + Number(stateValue('clockOffsetMs')))

/**
 * `days` before now for the services and for the browser alike (the browser keeps the real time): an end
 * date both see as past even when the run's calendar is set days away from the real time.
 */
export const daysAgoForAll = (days: number): Date =>
  new Date(Math.min(Date.now(), systemNow().getTime()) - days * 86_400_000)

/** Every service's calendar at `at` (an ISO instant with its zone), from now on. */
export async function setSystemClock(at: string): Promise<void> {
  await moveSystemClock(redisUrl(), stateValue('dbPrefix'), Date.parse(at) - Date.now())
}

/** Back to the run's own calendar (SEATS_CLOCK, or the real time). */
export async function restoreSystemClock(): Promise<void> {
  await moveSystemClock(redisUrl(), stateValue('dbPrefix'), Number(stateValue('clockOffsetMs')))
}
