import { DOMAIN_EVENTS_STREAM, domainEventSchema, type DomainEvent } from '@seats/contracts'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'

const streamKey = (prefix: string) => `${prefix}:${DOMAIN_EVENTS_STREAM}`

/** Appends a fact to the shared stream; every consuming service reads it through its own group. */
export async function publishDomainEvent(redis: Redis, prefix: string, event: DomainEvent): Promise<string> {
  const id = await redis.xadd(streamKey(prefix), 'MAXLEN', '~', '100000', '*', 'event', JSON.stringify(event))
  return id ?? ''
}

export interface DomainEventConsumer {
  stop: () => Promise<void>
}

/**
 * Reads the stream as `group` (one per service) and acknowledges each event after `handle` succeeds,
 * so an event whose handling failed or was cut by a crash is delivered again.
 */
export async function consumeDomainEvents(opts: {
  redis: Redis
  prefix: string
  group: string
  consumer: string
  log: Logger
  handle: (event: DomainEvent) => Promise<void>
  blockMs?: number
}): Promise<DomainEventConsumer> {
  const key = streamKey(opts.prefix)
  const conn = opts.redis.duplicate()
  try {
    await conn.xgroup('CREATE', key, opts.group, '$', 'MKSTREAM')
  } catch (err) {
    if (!String((err as Error).message).includes('BUSYGROUP')) throw err
  }
  let running = true

  const processBatch = async (startId: string): Promise<number> => {
    const args: Array<string | number> = ['GROUP', opts.group, opts.consumer, 'COUNT', 50]
    if (startId === '>') args.push('BLOCK', opts.blockMs ?? 5_000)
    args.push('STREAMS', key, startId)
    const entries = streamEntries(await conn.call('XREADGROUP', ...args))
    for (const [id, fields] of entries) {
      const raw = fields[fields.indexOf('event') + 1]
      const parsed = domainEventSchema.safeParse(safeJson(raw))
      if (parsed.success) {
        try {
          await opts.handle(parsed.data)
        } catch (err) {
          opts.log.error({ err, id }, 'domain event handling failed; will retry')
          continue
        }
      } else {
        opts.log.warn({ id }, 'skipping malformed domain event')
      }
      await conn.xack(key, opts.group, id)
    }
    return entries.length
  }

  const loop = (async () => {
    // Events this consumer received before a crash and never acknowledged come first.
    while (running && (await processBatch('0').catch(() => 0)) > 0) {
      /* drain */
    }
    while (running) {
      try {
        await processBatch('>')
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

type Entry = [string, string[]]

/** XREADGROUP answers [[stream, entries]] over RESP2 and a flattened map [stream, entries] over RESP3. */
function streamEntries(res: unknown): Entry[] {
  if (!Array.isArray(res) || res.length === 0) return []
  if (typeof res[0] === 'string') return (res[1] as Entry[] | undefined) ?? []
  return ((res[0] as [string, Entry[]])[1] as Entry[] | undefined) ?? []
}

function safeJson(raw: string | undefined): unknown {
  try {
    return raw ? JSON.parse(raw) : null
  } catch {
    return null
  }
}
