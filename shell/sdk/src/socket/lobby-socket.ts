import { SOCKET_OPTIONS } from '@seats/contracts'
import { loadSocketClient, type CreateSocket, type SeatsSocket } from './socket-client'

export interface LobbySocketHandlers {
  /** The page may have changed, or the screen (re)connected and may have missed a change: read it again. */
  changed(): void
  connection(connected: boolean): void
}

/**
 * A lobby screen's own connection, opened with its link instead of a session: it hears only 'lobbyChanged'.
 * It retries forever through network drops; a link the warden replaced is closed by the server, and the
 * page's next read tells why. Answers the function that closes it.
 */
export function openLobbySocket(
  token: string,
  handlers: LobbySocketHandlers,
  createSocket?: CreateSocket,
): () => void {
  let closed = false
  let close = () => {
    closed = true
  }
  const open = (create: CreateSocket) => {
    if (closed) return
    const socket = listen(create({ ...SOCKET_OPTIONS, autoConnect: true, auth: { lobby: token } }), handlers)
    close = () => {
      socket.removeAllListeners()
      socket.disconnect()
    }
  }
  if (createSocket) open(createSocket)
  // Offline before the client was ever cached: the screen keeps its 'disconnected' line and its last page.
  else loadSocketClient().then(open, () => handlers.connection(false))
  return () => close()
}

function listen(socket: SeatsSocket, handlers: LobbySocketHandlers): SeatsSocket {
  socket.on('connect', () => {
    handlers.connection(true)
    handlers.changed()
  })
  socket.on('disconnect', (reason) => {
    handlers.connection(false)
    // Closed by the server: the link was replaced or revoked (or the instance is stopping). Read the page,
    // which says which, and try once more a little later for the instance that stopped.
    if (reason === 'io server disconnect') {
      handlers.changed()
      setTimeout(() => socket.connect(), 5_000)
    }
  })
  socket.on('lobbyChanged', () => handlers.changed())
  return socket
}
