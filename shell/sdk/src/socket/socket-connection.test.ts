import { describe, expect, it, vi } from 'vitest'
import { createSocketConnection, JWT_EXPIRED, SERVER_CLOSE_RETRY_MS } from './socket-connection'
import type { SeatsSocket } from './socket-client'

// socket.io's own client, as the page fetches it on the first connection (the tests below that pass
// `createSocket` never reach it).
const loaded = vi.hoisted(() => ({ sockets: [] as { options: unknown; connectCalls: number }[] }))
vi.mock('socket.io-client', () => ({
  io: (options: unknown) => {
    const socket = {
      options,
      connectCalls: 0,
      connected: false,
      active: false,
      onAny: () => socket,
      on: () => socket,
      offAny: () => socket,
      removeAllListeners: () => socket,
      connect: () => {
        socket.connectCalls += 1
        socket.active = true
        return socket
      },
      disconnect: () => socket,
    }
    loaded.sockets.push(socket)
    return socket
  },
}))

/** Just enough of a socket.io client to drive the lifecycle from the test. */
class FakeSocket {
  connected = false
  active = false
  connectCalls = 0
  options: Record<string, unknown>
  private listeners = new Map<string, ((...a: unknown[]) => void)[]>()
  private anyListeners: ((event: string, ...a: unknown[]) => void)[] = []
  constructor(options: Record<string, unknown>) {
    this.options = options
  }
  on(event: string, fn: (...a: unknown[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), fn])
    return this
  }
  onAny(fn: (event: string, ...a: unknown[]) => void) {
    this.anyListeners.push(fn)
    return this
  }
  offAny() {
    this.anyListeners = []
    return this
  }
  removeAllListeners() {
    this.listeners.clear()
    return this
  }
  connect() {
    this.connectCalls += 1
    this.active = true
    return this
  }
  disconnect() {
    this.connected = false
    this.active = false
    this.fire('disconnect')
    return this
  }
  fire(event: string, ...args: unknown[]) {
    for (const fn of this.listeners.get(event) ?? []) fn(...args)
  }
  serverEmits(event: string, ...args: unknown[]) {
    for (const fn of this.anyListeners) fn(event, ...args)
  }
}

function setup(token: string | null = 'tok', refreshGives: string | null = 'fresh') {
  const sockets: FakeSocket[] = []
  const log = { info: vi.fn(), warn: vi.fn() }
  let current = token
  const refresh = vi.fn(async () => {
    current = refreshGives
    return refreshGives
  })
  const connection = createSocketConnection({
    getToken: () => current,
    refreshAccessToken: refresh,
    log,
    createSocket: (options) => {
      const s = new FakeSocket(options as Record<string, unknown>)
      sockets.push(s)
      return s as unknown as SeatsSocket
    },
  })
  return { connection, sockets, log, refresh }
}

describe('socket connection', () => {
  it('is created with the seed options, automatic connection off, and the token as auth', () => {
    const { connection, sockets } = setup('tok')
    connection.connect()
    const options = sockets[0]!.options
    expect(options).toMatchObject({
      autoConnect: false,
      reconnection: true,
      timeout: 20000,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      randomizationFactor: 0.5,
    })
    let auth: unknown
    ;(options.auth as (cb: (v: unknown) => void) => void)((v) => (auth = v))
    expect(auth).toEqual({ token: 'tok' })
    expect(sockets[0]!.connectCalls).toBe(1)
  })

  it('does not open without a token', () => {
    const { connection, sockets } = setup(null)
    connection.connect()
    expect(sockets).toHaveLength(0)
  })

  it('logs every received event with its name and arguments and hands it to listeners', () => {
    const { connection, sockets, log } = setup()
    const onDelete = vi.fn()
    connection.on('deleteReport', onDelete)
    connection.connect()
    sockets[0]!.serverEmits('deleteReport', 42)
    sockets[0]!.serverEmits('somethingElse', { a: 1 }, 'b')
    expect(onDelete).toHaveBeenCalledWith(42)
    expect(log.info).toHaveBeenCalledWith('[socket] deleteReport', 42)
    expect(log.info).toHaveBeenCalledWith('[socket] somethingElse', { a: 1 }, 'b')
  })

  it("refreshes the token and reconnects on 'jwt expired'", async () => {
    const { connection, sockets, refresh } = setup('old', 'fresh')
    connection.connect()
    sockets[0]!.active = false
    sockets[0]!.fire('connect_error', new Error(JWT_EXPIRED))
    await vi.waitFor(() => expect(sockets[0]!.connectCalls).toBe(2))
    expect(refresh).toHaveBeenCalledTimes(1)
  })

  it('stays refused on other errors', async () => {
    const { connection, sockets, refresh, log } = setup()
    connection.connect()
    sockets[0]!.active = false
    sockets[0]!.fire('connect_error', new Error('forbidden'))
    await Promise.resolve()
    expect(refresh).not.toHaveBeenCalled()
    expect(sockets[0]!.connectCalls).toBe(1)
    expect(log.warn).toHaveBeenCalled()
  })

  it('closes on disconnect and opens a new socket on the next connect', () => {
    const { connection, sockets } = setup()
    const changes: boolean[] = []
    connection.onConnectionChange((c) => changes.push(c))
    connection.connect()
    connection.disconnect()
    expect(changes).toEqual([false])
    connection.connect()
    expect(sockets).toHaveLength(2)
  })

  it('opens again with the newest token after the server closed it, and not after a logout', () => {
    vi.useFakeTimers()
    try {
      const { connection, sockets } = setup('old')
      connection.connect()
      const socket = sockets[0]!
      socket.active = false
      socket.fire('disconnect', 'io server disconnect')
      vi.advanceTimersByTime(SERVER_CLOSE_RETRY_MS)
      expect(socket.connectCalls).toBe(2)
      // A logout closes the connection on the client: nothing reopens it.
      connection.disconnect()
      vi.advanceTimersByTime(SERVER_CLOSE_RETRY_MS * 2)
      expect(socket.connectCalls).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })

  describe("with socket.io's client fetched on the first connection", () => {
    const open = (token: string | null = 'tok') =>
      createSocketConnection({ getToken: () => token, refreshAccessToken: async () => null })
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

    it('connects once the client has arrived, however often it was asked meanwhile', async () => {
      loaded.sockets.length = 0
      const connection = open()
      connection.connect()
      connection.connect()
      expect(loaded.sockets).toHaveLength(0)
      await vi.waitFor(() => expect(loaded.sockets).toHaveLength(1))
      await settle()
      expect(loaded.sockets).toHaveLength(1)
      expect(loaded.sockets[0]!.connectCalls).toBe(1)
      expect(loaded.sockets[0]!.options).toMatchObject({ autoConnect: false })
    })

    it('opens nothing when the session ended before the client arrived', async () => {
      loaded.sockets.length = 0
      const connection = open()
      connection.connect()
      connection.disconnect()
      await settle()
      await settle()
      expect(loaded.sockets).toHaveLength(0)
    })

    it('connects when a new session asked again while the client was still on its way', async () => {
      loaded.sockets.length = 0
      const connection = open()
      connection.connect()
      connection.disconnect()
      connection.connect()
      await vi.waitFor(() => expect(loaded.sockets).toHaveLength(1))
      expect(loaded.sockets[0]!.connectCalls).toBe(1)
    })
  })
})
