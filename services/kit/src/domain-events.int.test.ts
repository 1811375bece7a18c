import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DomainEvent } from '@seats/contracts'
import { connectRedis, closeRedis, type Redis } from './redis'
import { consumeDomainEvents, publishDomainEvent } from './domain-events'
import { createLogger } from './logger'
import { testRedisPrefix, testRedisUrl } from './testing'

const log = createLogger('events-test', 'silent')
const prefix = testRedisPrefix()
let redis: Redis

beforeAll(async () => {
  redis = await connectRedis(testRedisUrl())
})
afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`)
  if (keys.length) await redis.del(...keys)
  await closeRedis(redis)
})

describe('domain events', () => {
  it('delivers each event to every group, and again after a failed handling', async () => {
    const seenA: DomainEvent[] = []
    const seenB: DomainEvent[] = []
    let failOnce = true
    const a = await consumeDomainEvents({
      redis,
      prefix,
      group: 'a',
      consumer: 'a1',
      log,
      blockMs: 200,
      handle: async (e) => {
        seenA.push(e)
      },
    })
    const b = await consumeDomainEvents({
      redis,
      prefix,
      group: 'b',
      consumer: 'b1',
      log,
      blockMs: 200,
      handle: async (e) => {
        if (failOnce) {
          failOnce = false
          throw new Error('transient')
        }
        seenB.push(e)
      },
    })
    await publishDomainEvent(redis, prefix, { type: 'account.deleted', accountId: 42 })
    await expect.poll(() => seenA.length, { timeout: 3000 }).toBe(1)
    await b.stop()
    // The unacknowledged event is redelivered when the group's consumer comes back.
    const b2 = await consumeDomainEvents({
      redis,
      prefix,
      group: 'b',
      consumer: 'b1',
      log,
      blockMs: 200,
      handle: async (e) => {
        seenB.push(e)
      },
    })
    await expect.poll(() => seenB.length, { timeout: 3000 }).toBe(1)
    expect(seenB[0]).toEqual({ type: 'account.deleted', accountId: 42 })
    await a.stop()
    await b2.stop()
  })
})
