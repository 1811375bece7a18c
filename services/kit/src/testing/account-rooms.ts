import { createServer } from 'node:http'
import { createAdapter } from '@socket.io/redis-adapter'
import { Server } from 'socket.io'
import { io as connect, type Socket } from 'socket.io-client'
import { accountRoom, socketIoRedisKey, type ServerToClientEvents } from '@seats/contracts'
import { closeRedis, connectRedis } from '../redis'

/** What one account's browser would receive, through a real socket.io server on the services' Redis key. */
export interface AccountRooms {
  /** The next `event` the account's browser receives (rejects after 3 s). */
  next<E extends keyof ServerToClientEvents>(
    accountId: number,
    event: E,
  ): Promise<Parameters<ServerToClientEvents[E]>[0]>
  /** Every event the account's browser received so far. */
  received(accountId: number): unknown[][]
  close(): Promise<void>
}

/**
 * A realtime server as the reporting service runs it (socket.io with the Redis adapter on the same key),
 * one connected browser per account, each in its account's room: a service's emits arrive as in production.
 */
export async function listenToAccountRooms(
  redisUrl: string,
  prefix: string,
  accountIds: number[],
): Promise<AccountRooms> {
  const pub = await connectRedis(redisUrl)
  const sub = await connectRedis(redisUrl)
  const http = createServer()
  const io = new Server(http)
  io.adapter(createAdapter(pub, sub, { key: socketIoRedisKey(prefix) }))
  const joined = new Map<number, Promise<void>>()
  const join = new Map<number, () => void>()
  for (const id of accountIds) joined.set(id, new Promise((resolve) => join.set(id, resolve)))
  io.on('connection', (socket) => {
    const id = Number(socket.handshake.auth.accountId)
    void Promise.resolve(socket.join(accountRoom(id))).then(() => join.get(id)?.())
  })
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const port = (http.address() as { port: number }).port
  const clients = new Map<number, Socket>()
  const log = new Map<number, unknown[][]>()
  for (const id of accountIds) {
    const client = connect(`http://127.0.0.1:${port}`, { auth: { accountId: id }, transports: ['websocket'] })
    log.set(id, [])
    client.onAny((...args: unknown[]) => log.get(id)?.push(args))
    clients.set(id, client)
  }
  await Promise.all(joined.values())

  return {
    next(accountId, event) {
      return new Promise((resolve, reject) => {
        const client = clients.get(accountId)
        if (!client) return reject(new Error(`account ${accountId} is not listened to`))
        const timer = setTimeout(() => reject(new Error(`no ${event}`)), 3_000)
        client.once(event as string, (payload: unknown) => {
          clearTimeout(timer)
          resolve(payload as Parameters<ServerToClientEvents[typeof event]>[0])
        })
      })
    },
    received: (accountId) => log.get(accountId) ?? [],
    async close() {
      for (const c of clients.values()) c.disconnect()
      await new Promise<void>((resolve) => io.close(() => resolve()))
      await Promise.all([closeRedis(pub), closeRedis(sub)])
    },
  }
}
