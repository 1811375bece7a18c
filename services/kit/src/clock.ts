import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from './redis'

/**
 * The time every calendar rule reads: the coming Shabbat, candle-lighting cut-offs, reminder runs, trial
 * and renewal dates. Timestamps of records and the lifetimes of tokens and sessions keep the real time;
 * `clock(at)` is the calendar at the real instant `at` (a row made at `at` starts its trial then).
 */
export type Clock = (at?: Date) => Date

export const realClock: Clock = (at) => at ?? new Date()

export interface ServiceClock {
  now: Clock
  close(): Promise<void>
}

const keysOf = (prefix: string) => ({
  offset: `${prefix}:test-clock:offset`,
  channel: `${prefix}:test-clock`,
  taken: `${prefix}:test-clock:taken`,
})

/**
 * The clock of a service or worker process: the real time, or on a test system (TEST_CLOCK=on, NODE_ENV
 * other than production) the real time moved by an offset that every process of the system shares in
 * Redis, so a test can set the calendar of the whole system at once (moveTestClock).
 */
export async function openClock(opts: {
  env: { NODE_ENV: string; TEST_CLOCK?: 'on' | 'off' }
  redis: Redis
  prefix: string
  /** This process in the list of who took a move (service name). */
  name: string
}): Promise<ServiceClock> {
  if (opts.env.TEST_CLOCK !== 'on') return { now: realClock, close: async () => {} }
  if (opts.env.NODE_ENV === 'production') throw new Error('TEST_CLOCK=on is refused in production')
  const keys = keysOf(opts.prefix)
  const member = `${opts.name}:${process.pid}`
  let offset = 0
  const take = async (raw: string | null) => {
    offset = Number(raw) || 0
    await opts.redis.hset(keys.taken, member, String(offset))
  }
  const subscriber = opts.redis.duplicate()
  subscriber.on('message', (_channel: string, message: string) => void take(message))
  await subscriber.subscribe(keys.channel)
  // Read after subscribing, so a move published in between is not lost.
  await take(await opts.redis.get(keys.offset))
  return {
    now: (at) => new Date((at?.getTime() ?? Date.now()) + offset),
    close: async () => {
      await opts.redis.hdel(keys.taken, member).catch(() => 0)
      await subscriber.quit().catch(() => subscriber.disconnect())
    },
  }
}

/**
 * Moves a test system's clock by `offsetMs` from the real time (0: the real time) and waits until every
 * process listening has taken it, so the next request already sees the new day.
 */
export async function moveTestClock(
  redis: Redis,
  prefix: string,
  offsetMs: number,
  timeoutMs = 10_000,
): Promise<void> {
  const keys = keysOf(prefix)
  const value = String(Math.round(offsetMs))
  await redis.set(keys.offset, value)
  const listeners = await redis.publish(keys.channel, value)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const taken = Object.values(await redis.hgetall(keys.taken)).filter((v) => v === value).length
    if (taken >= listeners) return
    if (Date.now() > deadline)
      throw new Error(`the test clock moved, but only ${taken} of ${listeners} processes took it`)
    await sleep(20)
  }
}

/** The offset that puts a test system's calendar at `at` now. */
export const offsetTo = (at: Date): number => at.getTime() - Date.now()
