import type { Server as HttpServer } from 'node:http'
import { once } from 'node:events'
import {
  accountRoom,
  cuesLobby,
  lobbyRoom,
  lobbyScreenRoom,
  memberRoom,
  personRoom,
  sessionRoom,
  SOCKET_JWT_EXPIRED,
  SOCKET_UNAUTHORIZED,
  socketIoRedisKey,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@seats/contracts'
import {
  AppError,
  closeRedis,
  type Logger,
  type Realtime as AccountEmitter,
  type Redis,
  type TokenVerifier,
} from '@seats/kit'
import { createAdapter } from '@socket.io/redis-adapter'
import { Server, type Socket } from 'socket.io'

/** Pushes changes to every browser of one account, on every instance (the kit's emitter, and more). */
export interface Realtime extends AccountEmitter {
  /** Closes the synagogue's connections everywhere (it was deleted). */
  disconnectAccount(accountId: number): void
  /** Closes the lobby screens opened with one map's link (it was replaced or revoked). */
  disconnectLobbyScreen(accountId: number, mapId: number): void
  /** Closes one person's connections everywhere (their sessions ended). */
  disconnectPerson(personId: number): void
  /** Closes one person's connections to one synagogue (removed from it, or their role there changed). */
  disconnectMember(accountId: number, personId: number): void
  /** Closes the connections one session opened, everywhere (it signed out). */
  disconnectSession(sessionId: string): void
  /** Browsers connected to this instance (for the metrics); absent where nothing is served. */
  localConnections?(): number
}

export interface RealtimeServer extends Realtime {
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>
  /** Serves socket.io on the service's HTTP server (the path /socket.io). */
  attach(server: HttpServer): void
  /** Drops this instance's connections, so the HTTP server can finish closing. */
  disconnectLocal(): void
  /** Closes socket.io, then its Redis connections. */
  close(): Promise<void>
}

interface SocketData {
  accountId: number
  memberId: number
  sessionId?: string
  /** A lobby screen's connection: it hears only that its page changed, never the account's events. */
  lobbyMapId?: number
}

/** Checks a lobby link: its synagogue and map, or null when it opens nothing. */
export type LobbyVerifier = (token: string) => Promise<{ accountId: number; mapId: number } | null>

/**
 * socket.io for the service's HTTP server (default path /socket.io, same origin behind the gateway).
 * The handshake must carry a valid access token (auth.token); each socket joins its account's room.
 * Rooms are shared between instances through the Redis adapter, under the key seating's emitter uses.
 */
export async function createRealtimeServer(opts: {
  verify: TokenVerifier
  redis: Redis
  redisPrefix: string
  log: Logger
  /** Lobby screens connect with their link (auth.lobby) instead of an access token; absent: refused. */
  verifyLobby?: LobbyVerifier
}): Promise<RealtimeServer> {
  const pub = opts.redis.duplicate()
  const sub = opts.redis.duplicate()
  // Reconnection is automatic; failures surface through /readyz and the emits themselves.
  pub.on('error', () => {})
  sub.on('error', () => {})
  // Quitting a client that never became ready leaves unhandled EPIPE errors behind.
  await Promise.all([
    pub.status === 'ready' ? null : once(pub, 'ready'),
    sub.status === 'ready' ? null : once(sub, 'ready'),
  ])
  // The adapter drops these calls' promises: a publish with Redis away, or an unsubscribe cut short by
  // closing, must not become an unhandled rejection.
  swallowRejections(pub, ['publish'], (err) => opts.log.warn({ err }, 'realtime publish failed'))
  swallowRejections(sub, ['punsubscribe', 'unsubscribe'], () => {})

  const io = new Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>({
    serveClient: false,
    adapter: createAdapter(pub, sub, { key: socketIoRedisKey(opts.redisPrefix) }),
  })

  io.use((socket, next) => {
    const auth = socket.handshake.auth as { token?: unknown; lobby?: unknown } | undefined
    if (typeof auth?.lobby === 'string' && auth.lobby !== '') {
      const verifyLobby = opts.verifyLobby ?? (() => Promise.resolve(null))
      verifyLobby(auth.lobby).then(
        (screen) => {
          if (!screen) return next(new Error(SOCKET_UNAUTHORIZED))
          socket.data.accountId = screen.accountId
          socket.data.memberId = 0
          socket.data.lobbyMapId = screen.mapId
          next()
        },
        () => next(new Error(SOCKET_UNAUTHORIZED)),
      )
      return
    }
    const token: unknown = auth?.token
    if (typeof token !== 'string' || token === '') return next(new Error(SOCKET_UNAUTHORIZED))
    opts.verify(token).then(
      (auth) => {
        socket.data.accountId = auth.accountId
        socket.data.memberId = auth.memberId
        if (auth.sessionId) socket.data.sessionId = auth.sessionId
        next()
      },
      (err: unknown) =>
        next(
          new Error(
            err instanceof AppError && err.code === 'token_expired'
              ? SOCKET_JWT_EXPIRED
              : SOCKET_UNAUTHORIZED,
          ),
        ),
    )
  })
  io.on(
    'connection',
    (socket: Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>) => {
      const { accountId, memberId, lobbyMapId } = socket.data
      if (lobbyMapId !== undefined) {
        void socket.join([lobbyRoom(accountId), lobbyScreenRoom(accountId, lobbyMapId)])
        return
      }
      const rooms = [accountRoom(accountId), personRoom(memberId), memberRoom(accountId, memberId)]
      if (socket.data.sessionId) rooms.push(sessionRoom(socket.data.sessionId))
      void socket.join(rooms)
    },
  )

  return {
    io,
    attach(server) {
      io.attach(server)
    },
    emit(accountId, event, ...args) {
      try {
        io.to(accountRoom(accountId)).emit(event, ...args)
        if (cuesLobby(event)) io.to(lobbyRoom(accountId)).emit('lobbyChanged')
      } catch (err) {
        opts.log.warn({ err, event }, 'realtime emit failed')
      }
    },
    disconnectAccount(accountId) {
      io.in([accountRoom(accountId), lobbyRoom(accountId)]).disconnectSockets(true)
    },
    disconnectLobbyScreen(accountId, mapId) {
      io.in(lobbyScreenRoom(accountId, mapId)).disconnectSockets(true)
    },
    disconnectPerson(personId) {
      io.in(personRoom(personId)).disconnectSockets(true)
    },
    disconnectMember(accountId, personId) {
      io.in(memberRoom(accountId, personId)).disconnectSockets(true)
    },
    disconnectSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true)
    },
    disconnectLocal() {
      io.local.disconnectSockets(true)
    },
    localConnections: () => io.engine?.clientsCount ?? 0,
    async close() {
      await io.close()
      await Promise.all([closeRedis(pub), closeRedis(sub)])
    },
  }
}

function swallowRejections(
  client: Redis,
  methods: Array<'publish' | 'punsubscribe' | 'unsubscribe'>,
  onError: (err: unknown) => void,
): void {
  for (const method of methods) {
    const original = (client[method] as (...args: unknown[]) => Promise<unknown>).bind(client)
    ;(client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
      original(...args).catch((err: unknown) => {
        onError(err)
        return 0
      })
  }
}
