import type { ClientToServerEvents, ServerToClientEvents } from '@seats/contracts'
import type { io, Socket } from 'socket.io-client'

export type SeatsSocket = Socket<ServerToClientEvents, ClientToServerEvents>
export type CreateSocket = (options: Parameters<typeof io>[1]) => SeatsSocket

/** socket.io's client, fetched with the first connection rather than with the code that paints the page. */
export const loadSocketClient = (): Promise<CreateSocket> =>
  import('socket.io-client').then(
    ({ io }) =>
      (options) =>
        io(options) as SeatsSocket,
  )
