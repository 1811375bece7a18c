/**
 * The domain events a service gave up on, for an operator: lists each group's dead letters (the event, its
 * last error, how often it was tried) and, with --replay, sends them back to their group once the cause is
 * fixed. Reads REDIS_URL and REDIS_PREFIX (default: the start command's).
 *
 *   pnpm -F @seats/infra events:dead-letters            # list
 *   pnpm -F @seats/infra events:dead-letters --replay   # replay every group's
 *   pnpm -F @seats/infra events:dead-letters --replay --group seating
 */
import { parseArgs } from 'node:util'
import { closeRedis, connectRedis, listDeadLetters, replayDeadLetters } from '@seats/kit'

/** The groups that consume domain events: one per consuming service. */
const GROUPS = ['seating', 'reporting', 'billing']

const { values } = parseArgs({
  options: { replay: { type: 'boolean', default: false }, group: { type: 'string' } },
})
const redis = await connectRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379')
const prefix = process.env.REDIS_PREFIX ?? 'seats'
try {
  for (const group of values.group ? [values.group] : GROUPS) {
    const letters = await listDeadLetters(redis, prefix, group)
    console.log(`${group}: ${letters.length} dead letter(s)`)
    for (const l of letters)
      console.log(
        `  ${l.deadId}  event ${l.id}  tried ${l.deliveries}x  ${JSON.stringify(l.event)}  last error: ${l.error}`,
      )
    if (values.replay && letters.length > 0)
      console.log(`  replayed ${await replayDeadLetters(redis, prefix, group)} to ${group}`)
  }
} finally {
  await closeRedis(redis)
}
