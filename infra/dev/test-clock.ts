/**
 * The calendar of a test system (startSystem's `testClock`): every service reads the real time moved by one
 * offset kept in Redis, so `npm test` can run the whole system on a chosen day (SEATS_CLOCK) and a test can
 * move it to the instant its rule needs (a Friday after candle-lighting, Shabbat afternoon).
 */
import { closeRedis, connectRedis, moveTestClock } from '@seats/kit'

/** SEATS_CLOCK: an ISO instant with its zone, e.g. 2026-11-28T14:00:00+02:00 (Shabbat afternoon). */
export function parseClockSetting(value: string | undefined): Date | null {
  if (!value) return null
  const at = new Date(value)
  if (!/(Z|[+-]\d\d:\d\d)$/.test(value) || Number.isNaN(at.getTime()))
    throw new Error(
      `SEATS_CLOCK must be an ISO instant with its zone (2026-11-28T14:00:00+02:00), not "${value}"`,
    )
  return at
}

/** Moves the test system's calendar `offsetMs` from the real time, once every process has taken it. */
export async function moveSystemClock(redisUrl: string, prefix: string, offsetMs: number): Promise<void> {
  const redis = await connectRedis(redisUrl)
  try {
    await moveTestClock(redis, prefix, offsetMs)
  } finally {
    await closeRedis(redis)
  }
}
