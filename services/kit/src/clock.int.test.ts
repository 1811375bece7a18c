import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { moveTestClock, offsetTo, openClock, type ServiceClock } from './clock'
import { closeRedis, connectRedis, type Redis } from './redis'
import { testRedisPrefix, testRedisUrl } from './testing'

let redis: Redis
const prefix = testRedisPrefix()
const opened: ServiceClock[] = []
const TEST = { NODE_ENV: 'test', TEST_CLOCK: 'on' } as const

async function clockOf(name: string, env: { NODE_ENV: string; TEST_CLOCK?: 'on' | 'off' } = TEST) {
  const clock = await openClock({ env, redis, prefix, name })
  opened.push(clock)
  return clock
}

/** The calendar day in Israel of an instant. */
const israelDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Jerusalem' })

beforeAll(async () => {
  redis = await connectRedis(testRedisUrl())
})
afterAll(async () => {
  await Promise.all(opened.map((c) => c.close()))
  const keys = await redis.keys(`${prefix}:*`)
  if (keys.length) await redis.del(...keys)
  await closeRedis(redis)
})

describe('the clock', () => {
  it('is the real time unless TEST_CLOCK is on, and a production process refuses a test clock', async () => {
    const real = await clockOf('plain', { NODE_ENV: 'production', TEST_CLOCK: 'off' })
    expect(Math.abs(real.now().getTime() - Date.now())).toBeLessThan(1_000)
    await expect(
      openClock({ env: { NODE_ENV: 'production', TEST_CLOCK: 'on' }, redis, prefix, name: 'x' }),
    ).rejects.toThrow(/refused in production/)
  })

  it('moves every process of a test system to the same day at once, and back to the real time', async () => {
    const [seating, reporting] = [await clockOf('seating'), await clockOf('reporting')]
    const shabbat = new Date('2026-11-28T12:00:00Z')
    await moveTestClock(redis, prefix, offsetTo(shabbat))
    for (const clock of [seating, reporting]) {
      expect(israelDay(clock.now())).toBe('2026-11-28')
      expect(Math.abs(clock.now().getTime() - shabbat.getTime())).toBeLessThan(5_000)
    }
    // A real instant maps onto the calendar by the same move: a row made at `at` starts its trial then.
    const at = new Date()
    expect(
      Math.abs(seating.now(at).getTime() - at.getTime() - (shabbat.getTime() - Date.now())),
    ).toBeLessThan(5_000)
    // The time goes on from there, as the real one does.
    const before = seating.now().getTime()
    await new Promise((r) => setTimeout(r, 30))
    expect(seating.now().getTime()).toBeGreaterThan(before)

    await moveTestClock(redis, prefix, 0)
    expect(Math.abs(reporting.now().getTime() - Date.now())).toBeLessThan(1_000)
  })

  it('starts a process that comes up later on the day already set (a restarted service)', async () => {
    await moveTestClock(redis, prefix, offsetTo(new Date('2027-04-21T09:00:00Z')))
    const late = await clockOf('workers')
    expect(israelDay(late.now())).toBe('2027-04-21')
  })
})
