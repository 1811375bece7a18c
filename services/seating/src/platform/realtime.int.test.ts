import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Server } from 'socket.io'
import { createAdapter } from '@socket.io/redis-adapter'
import { io as connect, type Socket } from 'socket.io-client'
import {
  accountRoom,
  socketIoRedisKey,
  type Person,
  type SeatMap,
  type ServerToClientEvents,
} from '@seats/contracts'
import { closeRedis, connectRedis, type Redis } from '@seats/kit'
import { testRedisUrl } from '@seats/kit/testing'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../testing/seating-harness'

let env: SeatingTestEnv
let a: TestAccount
let b: TestAccount
let io: Server
let pub: Redis
let sub: Redis
const clients: Socket[] = []

// A stand-in for the realtime server the reporting service will run: socket.io with the Redis adapter on
// the same key, each socket in its account's room.
beforeAll(async () => {
  env = await startSeating()
  a = await env.registerAccount()
  b = await env.registerAccount()
  pub = await connectRedis(testRedisUrl())
  sub = await connectRedis(testRedisUrl())
  const http = createServer()
  io = new Server(http)
  io.adapter(createAdapter(pub, sub, { key: socketIoRedisKey(env.prefix) }))
  io.on('connection', (socket) => void socket.join(accountRoom(Number(socket.handshake.auth.accountId))))
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
  const port = (http.address() as { port: number }).port
  for (const acc of [a, b]) {
    const client = connect(`http://127.0.0.1:${port}`, {
      auth: { accountId: acc.id },
      transports: ['websocket'],
    })
    await new Promise((resolve) => client.once('connect', () => resolve(null)))
    clients.push(client)
  }
  // Joining the room happens just after connect on the server.
  await new Promise((r) => setTimeout(r, 100))
})
afterAll(async () => {
  for (const c of clients) c.disconnect()
  await new Promise<void>((resolve) => io.close(() => resolve()))
  await Promise.all([closeRedis(pub), closeRedis(sub)])
  await env.close()
})

function next<E extends keyof ServerToClientEvents>(
  client: Socket,
  event: E,
): Promise<Parameters<ServerToClientEvents[E]>[0]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), 3_000)
    client.once(event as string, (payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer)
      resolve(payload)
    })
  })
}

describe('realtime', () => {
  it("pushes mapChanged and personsChanged to the account's room only", async () => {
    const [mine, theirs] = clients as [Socket, Socket]
    const leaked: unknown[] = []
    theirs.onAny((...args) => leaked.push(args))

    const personsChanged = next(mine, 'personsChanged')
    const p = await a.add<Person>('/api/persons', { firstName: 'משה', lastName: 'כהן', phone: '0501111111' })
    expect(await personsChanged).toEqual({ ids: [p.id] })

    const created = next(mine, 'mapChanged')
    const m = await a.add<SeatMap>('/api/maps', { name: 'אולם', rows: 2, cols: 2 })
    expect(await created).toEqual({ mapId: m.id, version: 1 })

    const seated = next(mine, 'mapChanged')
    await a.call('POST', `/api/maps/${m.id}/seats`, {
      version: 1,
      ops: [{ op: 'assign', personId: p.id, to: { row: 1, col: 1 } }],
    })
    expect(await seated).toEqual({ mapId: m.id, version: 2 })

    const deleted = next(mine, 'mapChanged')
    await a.call('DELETE', `/api/maps/${m.id}`)
    expect(await deleted).toEqual({ mapId: m.id, version: 3, deleted: true })

    await new Promise((r) => setTimeout(r, 200))
    expect(leaked).toEqual([])
  })
})
