import type { DomainEvent } from '@seats/contracts'
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import type { Redis } from 'ioredis'
import { publishDomainEvents } from './domain-events'

export interface Outbox {
  /** Records events inside the caller's transaction; they are published, in order, once that commits. */
  add(trx: Knex.Transaction, events: DomainEvent | readonly DomainEvent[]): Promise<void>
  /** Publishes what is pending; answers how many were published. Never throws. */
  flush(): Promise<number>
  /** Retries pending events periodically (after a failed publish or a crash between commit and publish). */
  start(intervalMs?: number): void
  stop(): Promise<void>
}

export function createOutbox(opts: { db: Knex; redis: Redis; redisPrefix: string; log: Logger }): Outbox {
  let timer: NodeJS.Timeout | null = null
  let running: Promise<number> | null = null

  const publishBatch = () =>
    opts.db.transaction(async (trx) => {
      // SKIP LOCKED lets several instances relay side by side without publishing one row twice.
      const rows = (await trx('outbox')
        .select('id', 'payload')
        .orderBy('id')
        .limit(500)
        .forUpdate()
        .skipLocked()) as Array<{
        id: number
        payload: string
      }>
      await publishDomainEvents(
        opts.redis,
        opts.redisPrefix,
        rows.map((r) => r.payload),
      )
      if (rows.length > 0)
        await trx('outbox')
          .whereIn(
            'id',
            rows.map((r) => r.id),
          )
          .delete()
      return rows.length
    })

  const flush = async () => {
    let total = 0
    try {
      for (let n = await publishBatch(); n > 0; n = await publishBatch()) total += n
    } catch (err) {
      opts.log.warn({ err }, 'domain events not published yet; will retry')
    }
    return total
  }

  // One flush at a time per process; a caller arriving mid-flush waits for it and then flushes again.
  const serialFlush = () => {
    const next = (running ?? Promise.resolve(0)).then(flush)
    running = next
    void next.finally(() => {
      if (running === next) running = null
    })
    return next
  }

  return {
    async add(trx, events) {
      const list = Array.isArray(events) ? events : [events as DomainEvent]
      const createdAt = new Date()
      // One insert per few hundred: a batch of 2,000 seat changes records in a handful of round trips.
      for (let i = 0; i < list.length; i += 500)
        await trx('outbox').insert(
          list.slice(i, i + 500).map((event) => ({ payload: JSON.stringify(event), created_at: createdAt })),
        )
    },
    flush: serialFlush,
    start(intervalMs = 5_000) {
      timer ??= setInterval(() => void serialFlush(), intervalMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await running
    },
  }
}
