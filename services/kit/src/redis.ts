import { once } from 'node:events'
import { Redis, type RedisOptions } from 'ioredis'
import type { Logger } from './logger'

export { Redis }

/**
 * A connected client. Waits for 'ready' so that quitting early cannot leave an unhandled EPIPE.
 * Workers need maxRetriesPerRequest: null (BullMQ); request paths keep the default so they fail fast.
 */
export async function connectRedis(url: string, opts: RedisOptions = {}): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: false, enableAutoPipelining: true, ...opts })
  client.on('error', () => {
    // reconnection is automatic; failures surface through /readyz and the calls themselves
  })
  if (client.status !== 'ready') await once(client, 'ready')
  return client
}

export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return
  await client.quit().catch(() => client.disconnect())
}

/**
 * Redis holds what must survive its own restart: queued reminder calls and mail, domain events, the
 * logout deny-list. Without its append-only file a restart forgets them, so a production process says so
 * loudly at boot (README "Running past one machine"). Answers whether Redis keeps an append-only file.
 */
export async function checkRedisPersistence(
  redis: Redis,
  log: Logger,
  production: boolean,
): Promise<boolean> {
  const info = await redis.info('persistence').catch(() => '')
  const appendOnly = /^aof_enabled:1\s*$/m.test(info)
  if (!appendOnly && production)
    log.warn(
      { redis: 'appendonly no' },
      'Redis keeps no append-only file: a Redis restart loses queued calls and mail, domain events and ' +
        'the logout deny-list (auth writes it back from its database, every token is refused until then). ' +
        'Run Redis with appendonly yes.',
    )
  return appendOnly
}
