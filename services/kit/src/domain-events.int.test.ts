import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DomainEvent } from '@seats/contracts'
import { connectRedis, closeRedis, type Redis } from './redis'
import { listDeadLetters, replayDeadLetters } from './dead-letters'
import { consumeDomainEvents, publishDomainEvent, type DomainEventConsumer } from './domain-events'
import { createLogger } from './logger'
import { testRedisPrefix, testRedisUrl } from './testing'

const log = createLogger('events-test', 'silent')
let redis: Redis
const running: DomainEventConsumer[] = []
// Short waits so the redeliveries of a test happen within a second or two.
const fast = { backoffMs: 100, maxBackoffMs: 400, retryEveryMs: 50 }

beforeAll(async () => {
  redis = await connectRedis(testRedisUrl())
})
afterAll(async () => {
  await Promise.all(running.map((c) => c.stop()))
  const keys = await redis.keys('seats_t_*:domain-events*')
  if (keys.length) await redis.del(...keys)
  await closeRedis(redis)
})

async function consumer(
  prefix: string,
  group: string,
  name: string,
  handle: (e: DomainEvent) => Promise<void>,
  delivery: Partial<typeof fast> & { maxDeliveries?: number } = {},
): Promise<DomainEventConsumer> {
  const c = await consumeDomainEvents({
    redis,
    prefix,
    group,
    consumer: name,
    log,
    blockMs: 100,
    delivery: { ...fast, ...delivery },
    handle,
  })
  running.push(c)
  return c
}

const pendingOf = async (prefix: string, group: string) =>
  ((await redis.xpending(`${prefix}:domain-events`, group)) as [number])[0]
const deleted = (accountId: number): DomainEvent => ({ type: 'account.deleted', accountId })

describe('domain events, delivered at least once', () => {
  it('delivers each event to every group', async () => {
    const prefix = testRedisPrefix()
    const seenA: DomainEvent[] = []
    const seenB: DomainEvent[] = []
    await consumer(prefix, 'a', 'a1', async (e) => void seenA.push(e))
    await consumer(prefix, 'b', 'b1', async (e) => void seenB.push(e))
    await publishDomainEvent(redis, prefix, deleted(42))
    await expect.poll(() => [seenA.length, seenB.length], { timeout: 3000 }).toEqual([1, 1])
    expect(seenB[0]).toEqual(deleted(42))
  })

  it('retries every pending event, not only the first page of them: a hundred waiting ones hold back none after', async () => {
    const prefix = testRedisPrefix()
    const key = `${prefix}:domain-events`
    const done = new Set<number>()
    const failedOnce = new Set<number>()
    await consumer(
      prefix,
      'g',
      'g1',
      async (e) => {
        if (e.type !== 'account.deleted') return
        // Accounts under 1000 fail every time; the others fail once, then go through.
        if (e.accountId < 1000 || !failedOnce.has(e.accountId)) {
          failedOnce.add(e.accountId)
          throw new Error('not yet')
        }
        done.add(e.accountId)
      },
      { maxDeliveries: 10_000, maxBackoffMs: 60_000 },
    )
    for (let i = 0; i < 120; i++) await publishDomainEvent(redis, prefix, deleted(i))
    await expect.poll(() => pendingOf(prefix, 'g'), { timeout: 5_000 }).toBe(120)
    // Each of them has failed many times already: its next try is a minute away, longer than this test.
    const pending = (await redis.xpending(key, 'g', '-', '+', 200)) as Array<[string]>
    for (const [id] of pending) await redis.xclaim(key, 'g', 'g1', 0, id, 'RETRYCOUNT', 50, 'JUSTID')
    for (let i = 0; i < 5; i++) await publishDomainEvent(redis, prefix, deleted(1000 + i))
    await expect.poll(() => done.size, { timeout: 5_000 }).toBe(5)
  })

  it('retries a handler that fails twice, without a restart, and then acknowledges it', async () => {
    const prefix = testRedisPrefix()
    let calls = 0
    const done: DomainEvent[] = []
    await consumer(prefix, 'g', 'g1', async (e) => {
      calls++
      if (calls <= 2) throw new Error(`transient ${calls}`)
      done.push(e)
    })
    await publishDomainEvent(redis, prefix, deleted(7))
    await expect.poll(() => done.length, { timeout: 5000 }).toBe(1)
    expect(calls).toBe(3)
    await expect.poll(() => pendingOf(prefix, 'g')).toBe(0)
  })

  it('hands the events of a consumer that died holding them to another consumer of the group', async () => {
    const prefix = testRedisPrefix()
    const dying = await consumer(prefix, 'g', 'pod-1', async () => {
      throw new Error('the process is going down')
    })
    await publishDomainEvent(redis, prefix, deleted(1))
    await publishDomainEvent(redis, prefix, deleted(2))
    await expect.poll(() => pendingOf(prefix, 'g'), { timeout: 3000 }).toBe(2)
    await dying.stop()
    // Another instance under another name (a rescheduled pod) takes them over once they waited out the backoff.
    const handled: number[] = []
    await consumer(prefix, 'g', 'pod-2', async (e) => {
      if (e.type === 'account.deleted') handled.push(e.accountId)
    })
    await expect.poll(() => handled.sort(), { timeout: 5000 }).toEqual([1, 2])
    await expect.poll(() => pendingOf(prefix, 'g')).toBe(0)
  })

  it('a poison event does not hold back the ones after it, goes to the dead letters, and can be replayed', async () => {
    const prefix = testRedisPrefix()
    let poisoned = true
    const handled: number[] = []
    const otherGroup: number[] = []
    await consumer(
      prefix,
      'g',
      'g1',
      async (e) => {
        if (e.type !== 'account.deleted') return
        if (e.accountId === 666 && poisoned) throw new Error('cannot purge account 666')
        handled.push(e.accountId)
      },
      { maxDeliveries: 3 },
    )
    await consumer(prefix, 'other', 'o1', async (e) => {
      if (e.type === 'account.deleted') otherGroup.push(e.accountId)
    })
    await publishDomainEvent(redis, prefix, deleted(666))
    for (const id of [1, 2, 3]) await publishDomainEvent(redis, prefix, deleted(id))
    // The events after the poison are handled at once, while it waits for its retries.
    await expect.poll(() => handled, { timeout: 2000 }).toEqual([1, 2, 3])

    await expect
      .poll(async () => (await listDeadLetters(redis, prefix, 'g')).length, { timeout: 8000 })
      .toBe(1)
    const [letter] = await listDeadLetters(redis, prefix, 'g')
    expect(letter).toMatchObject({ event: deleted(666), error: 'cannot purge account 666', deliveries: 3 })
    expect(await pendingOf(prefix, 'g')).toBe(0)

    // Fixed, the operator replays it: the group handles it, and only that group.
    poisoned = false
    expect(await replayDeadLetters(redis, prefix, 'g')).toBe(1)
    await expect.poll(() => handled, { timeout: 3000 }).toEqual([1, 2, 3, 666])
    expect(await listDeadLetters(redis, prefix, 'g')).toEqual([])
    await new Promise((r) => setTimeout(r, 300))
    expect(otherGroup.sort((a, b) => a - b)).toEqual([1, 2, 3, 666])
  })
})
