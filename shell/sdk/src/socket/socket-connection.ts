import { SOCKET_OPTIONS, type ServerToClientEvents } from '@seats/contracts'
import { loadSocketClient, type CreateSocket, type SeatsSocket } from './socket-client'

export type ServerEventName = keyof ServerToClientEvents
type Handler<E extends ServerEventName> = ServerToClientEvents[E]

export interface SocketConnectionDeps {
  getToken(): string | null
  /** Refreshes the access token; null when the session is over. */
  refreshAccessToken(): Promise<string | null>
  /** Builds the socket; tests pass a fake. Defaults to socket.io on the same origin and the default path. */
  createSocket?: CreateSocket
  log?: Pick<Console, 'info' | 'warn'>
}

export interface SocketConnection {
  /** Opens the connection with the current access token (no-op when already open or without a token). */
  connect(): void
  /** Closes the connection (logout). */
  disconnect(): void
  /** Listens to a server event; returns the unsubscribe function. Works before and after connect(). */
  on<E extends ServerEventName>(event: E, handler: Handler<E>): () => void
  /** Connected / disconnected changes, e.g. to reload data after a reconnect. */
  onConnectionChange(listener: (connected: boolean) => void): () => void
  isConnected(): boolean
}

/** How long after the server closed the connection it is opened again (the new token has arrived by then). */
export const SERVER_CLOSE_RETRY_MS = 1_000

/** The server's message for an expired access token (seed §4). */
export const JWT_EXPIRED = 'jwt expired'

export function createSocketConnection(deps: SocketConnectionDeps): SocketConnection {
  const log = deps.log ?? console
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>()
  const connectionListeners = new Set<(connected: boolean) => void>()
  let socket: SeatsSocket | null = null
  // Whether socket.io's client is being fetched, and whether a connection is still wanted when it
  // arrives (not after a logout).
  let loading = false
  let wanted = false

  function build(create: CreateSocket): SeatsSocket {
    const created = create({
      ...SOCKET_OPTIONS,
      // A function, so every (re)connection sends the newest token.
      auth: (cb) => cb({ token: deps.getToken() }),
    })

    created.onAny((event: string, ...args: unknown[]) => {
      log.info(`[socket] ${event}`, ...args)
      for (const handler of handlers.get(event) ?? []) handler(...args)
    })
    created.on('connect', () => notify(true))
    created.on('disconnect', (reason: string) => {
      notify(false)
      // The server closed us (sessions ended after a password change, a demotion, an instance stopping):
      // socket.io does not retry that by itself. Try once more with the newest token; a signed-out token is
      // refused ('unauthorized') and the socket stays closed.
      if (reason === 'io server disconnect')
        setTimeout(() => {
          if (socket === created && deps.getToken() && !created.active) created.connect()
        }, SERVER_CLOSE_RETRY_MS)
    })
    created.on('connect_error', (error: Error) => {
      if (error.message === JWT_EXPIRED) {
        void deps.refreshAccessToken().then((token) => {
          if (token && socket === created) created.connect()
        })
        return
      }
      // active: socket.io retries by itself (a temporary error); otherwise the server refused us.
      if (!created.active) log.warn('[socket] connection refused:', error.message)
    })
    return created
  }

  function notify(connected: boolean) {
    for (const listener of [...connectionListeners]) listener(connected)
  }

  return {
    connect() {
      if (!deps.getToken()) return
      wanted = true
      if (!socket && deps.createSocket) socket = build(deps.createSocket)
      if (socket) {
        if (!socket.connected && !socket.active) socket.connect()
        return
      }
      if (loading) return
      loading = true
      loadSocketClient().then(
        (create) => {
          loading = false
          if (socket || !wanted || !deps.getToken()) return
          socket = build(create)
          socket.connect()
        },
        (error: unknown) => {
          // Offline before the client was ever cached: the next connect() tries again.
          loading = false
          log.warn('[socket] client not loaded:', error)
        },
      )
    },
    disconnect() {
      wanted = false
      if (!socket) return
      const closing = socket
      socket = null
      closing.disconnect()
      closing.removeAllListeners()
      closing.offAny()
    },
    on(event, handler) {
      const set = handlers.get(event) ?? new Set()
      handlers.set(event, set)
      const fn = handler as (...args: unknown[]) => void
      set.add(fn)
      return () => void set.delete(fn)
    },
    onConnectionChange(listener) {
      connectionListeners.add(listener)
      return () => void connectionListeners.delete(listener)
    },
    isConnected: () => socket?.connected ?? false,
  }
}
