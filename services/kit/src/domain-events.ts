import { domainEventSchema, type DomainEvent } from '@seats/contracts'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { Metrics } from './metrics'
import { deadLetterKey, safeJson, streamEntries, streamKey, type Entry } from './domain-event-stream'

/** Appends a fact to the shared stream; every consuming service reads it through its own group. */
export async function publishDomainEvent(redis: Redis, prefix: string, event: DomainEvent): Promise<string> {
  const id = await redis.xadd(streamKey(prefix), 'MAXLEN', '~', '100000', '*', 'event', JSON.stringify(event))
  return id ?? ''
}

/** Publishes events in order in one round trip; throws if any was not added. */
export async function publishDomainEvents(
  redis: Redis,
  prefix: string,
  payloads: readonly string[],
): Promise<void> {
  if (payloads.length === 0) return
  const pipeline = redis.pipeline()
  for (const payload of payloads)
    pipeline.xadd(streamKey(prefix), 'MAXLEN', '~', '100000', '*', 'event', payload)
  const results = (await pipeline.exec()) ?? []
  const failed = results.find(([err]) => err)
  if (failed?.[0]) throw failed[0]
}

export interface DomainEventConsumer {
  stop: () => Promise<void>
}

/** Where a group's events go after DELIVERY_CAP failed deliveries: an operator reads and replays them. */
const lastErrorKey = (prefix: string, group: string) => `${streamKey(prefix)}:errors:${group}`

/** Pending entries read per XPENDING call of the retry scan, which pages through all of them. */
const PENDING_PAGE = 100

export interface DeliveryPolicy {
  /** Deliveries of one event before it goes to the dead letters. */
  maxDeliveries: number
  /** Wait before the first redelivery; doubles with each failed delivery, up to maxBackoffMs. */
  backoffMs: number
  maxBackoffMs: number
  /** How often pending events (failed ones, and those of consumers that died) are looked at. */
  retryEveryMs: number
}

export const DEFAULT_DELIVERY: DeliveryPolicy = {
  maxDeliveries: 8,
  backoffMs: 5_000,
  maxBackoffMs: 300_000,
  retryEveryMs: 2_000,
}

/** How long an event delivered `deliveries` times waits, idle, before it is delivered again. */
export const redeliveryWait = (deliveries: number, p: DeliveryPolicy): number =>
  Math.min(p.maxBackoffMs, p.backoffMs * 2 ** Math.max(0, deliveries - 1))

/**
 * A stable consumer name for this process: CONSUMER_NAME when set (a deployment slot), else the host's
 * name. It outlives restarts, so a restarted process finds its own pending events; a consumer that never
 * comes back loses its pending events to the others once they have waited their backoff.
 */
export const consumerName = (env: { CONSUMER_NAME?: string | undefined }, host: string): string =>
  env.CONSUMER_NAME?.trim() || host

/**
 * Reads the stream as `group` (one per service) and acknowledges each event after `handle` succeeds:
 * delivery is at least once, so handlers are idempotent. An event whose handling fails stays pending and
 * is delivered again after a backoff that doubles (by this or any consumer of the group, so one that died
 * holding events loses them to the living); after `maxDeliveries` it moves to the group's dead letters
 * with its last error. A failing event never holds back the ones after it.
 */
export async function consumeDomainEvents(opts: {
  redis: Redis
  prefix: string
  group: string
  consumer: string
  log: Logger
  handle: (event: DomainEvent) => Promise<void>
  blockMs?: number
  delivery?: Partial<DeliveryPolicy>
}): Promise<DomainEventConsumer> {
  const key = streamKey(opts.prefix)
  const policy = { ...DEFAULT_DELIVERY, ...opts.delivery }
  const conn = opts.redis.duplicate()
  try {
    await conn.xgroup('CREATE', key, opts.group, '$', 'MKSTREAM')
  } catch (err) {
    if (!String((err as Error).message).includes('BUSYGROUP')) throw err
  }
  let running = true

  /** Handles one entry and acknowledges it; a failure leaves it pending, its error kept for the dead letters. */
  const deliver = async (id: string, fields: string[]): Promise<void> => {
    const raw = fields[fields.indexOf('event') + 1]
    const only = fields.includes('onlyGroup') ? fields[fields.indexOf('onlyGroup') + 1] : undefined
    const parsed = domainEventSchema.safeParse(safeJson(raw))
    if (!parsed.success) opts.log.warn({ id }, 'skipping malformed domain event')
    else if (only === undefined || only === opts.group) {
      try {
        await opts.handle(parsed.data)
      } catch (err) {
        opts.log.error({ err, id, event: parsed.data.type }, 'domain event handling failed; will retry')
        await conn.hset(lastErrorKey(opts.prefix, opts.group), id, String((err as Error)?.message ?? err))
        return
      }
    }
    await conn.multi().xack(key, opts.group, id).hdel(lastErrorKey(opts.prefix, opts.group), id).exec()
  }

  /** Pending events whose wait is over, page by page: delivered again here, or dead-lettered past the cap. */
  const retryPending = async (): Promise<void> => {
    let start = '-'
    for (;;) {
      const page = (await conn.xpending(
        key,
        opts.group,
        'IDLE',
        policy.backoffMs,
        start,
        '+',
        PENDING_PAGE,
      )) as Array<[string, string, number, number]>
      await retryPage(page)
      const last = page.at(-1)
      if (!running || !last || page.length < PENDING_PAGE) return
      // Exclusive: the next page starts after this one's last entry.
      start = `(${last[0]}`
    }
  }

  const retryPage = async (pending: Array<[string, string, number, number]>): Promise<void> => {
    for (const [id, , idleMs, deliveries] of pending) {
      if (!running) return
      if (deliveries >= policy.maxDeliveries) {
        await deadLetter(id, deliveries)
        continue
      }
      if (idleMs < redeliveryWait(deliveries, policy)) continue
      // XCLAIM with the same idle floor: of two consumers racing for it, one gets it.
      const claimed = (await conn.xclaim(
        key,
        opts.group,
        opts.consumer,
        redeliveryWait(deliveries, policy),
        id,
      )) as Entry[]
      for (const [claimedId, fields] of claimed) await deliver(claimedId, fields)
    }
  }

  const deadLetter = async (id: string, deliveries: number): Promise<void> => {
    const [entry] = (await conn.xrange(key, id, id)) as Entry[]
    const error = (await conn.hget(lastErrorKey(opts.prefix, opts.group), id)) ?? ''
    const raw = entry ? entry[1][entry[1].indexOf('event') + 1] : ''
    await conn
      .multi()
      .xadd(
        deadLetterKey(opts.prefix, opts.group),
        '*',
        'id',
        id,
        'event',
        raw ?? '',
        'error',
        error,
        'deliveries',
        String(deliveries),
      )
      .xack(key, opts.group, id)
      .hdel(lastErrorKey(opts.prefix, opts.group), id)
      .exec()
    opts.log.error({ id, deliveries, error }, 'domain event dead-lettered after its last delivery')
  }

  const readNew = async (): Promise<void> => {
    const res = await conn.call(
      'XREADGROUP',
      'GROUP',
      opts.group,
      opts.consumer,
      'COUNT',
      50,
      'BLOCK',
      Math.min(opts.blockMs ?? 5_000, policy.retryEveryMs),
      'STREAMS',
      key,
      '>',
    )
    for (const [id, fields] of streamEntries(res)) {
      if (!running) return
      await deliver(id, fields)
    }
  }

  const loop = (async () => {
    let nextRetry = 0
    while (running) {
      try {
        if (Date.now() >= nextRetry) {
          await retryPending()
          nextRetry = Date.now() + policy.retryEveryMs
        }
        await readNew()
      } catch (err) {
        if (!running) break
        opts.log.warn({ err }, 'domain event read failed')
        await new Promise((r) => setTimeout(r, 1_000))
      }
    }
  })()

  return {
    stop: async () => {
      running = false
      conn.disconnect()
      await loop
    },
  }
}

/** The group's backlog for the metrics: events pending (delivered, not yet handled) and dead letters. */
export function watchDomainEvents(metrics: Metrics, redis: Redis, prefix: string, group: string): void {
  metrics.gauge(
    'domain_events_backlog',
    'Domain events of this group not handled yet, and given up on',
    ['group', 'state'],
    async () => {
      const [pending] = (await redis.xpending(streamKey(prefix), group).catch(() => [0])) as [number]
      const dead = await redis.xlen(deadLetterKey(prefix, group))
      return [
        [{ group, state: 'pending' }, Number(pending ?? 0)],
        [{ group, state: 'dead' }, dead],
      ]
    },
  )
}
