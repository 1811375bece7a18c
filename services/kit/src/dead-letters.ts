// A group's dead letters: listed for the admin and the operator, and sent back to the group on replay.
import type { Redis } from 'ioredis'
import { deadLetterKey, safeJson, streamKey, type Entry } from './domain-event-stream'

export interface DeadLetter {
  /** The dead letter's own id (for replay). */
  deadId: string
  /** The event's id in the stream. */
  id: string
  event: unknown
  error: string
  deliveries: number
}

/** A group's dead letters, oldest first. */
export async function listDeadLetters(
  redis: Redis,
  prefix: string,
  group: string,
  count = 100,
): Promise<DeadLetter[]> {
  const entries = (await redis.xrange(deadLetterKey(prefix, group), '-', '+', 'COUNT', count)) as Entry[]
  return entries.map(([deadId, f]) => {
    const get = (name: string) => f[f.indexOf(name) + 1] ?? ''
    return {
      deadId,
      id: get('id'),
      event: safeJson(get('event')),
      error: get('error'),
      deliveries: Number(get('deliveries')),
    }
  })
}

/**
 * Sends dead letters back to their group (all, or the ones named): each goes onto the stream again marked
 * for that group alone, so the groups that handled it never see it twice. Answers how many were replayed.
 */
export async function replayDeadLetters(
  redis: Redis,
  prefix: string,
  group: string,
  deadIds?: readonly string[],
): Promise<number> {
  const letters = (await listDeadLetters(redis, prefix, group, 10_000)).filter(
    (l) => !deadIds || deadIds.includes(l.deadId),
  )
  for (const l of letters) {
    await redis
      .multi()
      .xadd(
        streamKey(prefix),
        'MAXLEN',
        '~',
        '100000',
        '*',
        'event',
        JSON.stringify(l.event),
        'onlyGroup',
        group,
      )
      .xdel(deadLetterKey(prefix, group), l.deadId)
      .exec()
  }
  return letters.length
}
