import { once } from 'node:events'
import { Redis, type RedisOptions } from 'ioredis'

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
