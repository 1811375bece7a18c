import type http from 'node:http'
import type { AddressInfo } from 'node:net'

/** Binds `server` to `port` on `host` (0: a free port) and answers the port it got; a bind error rejects. */
export function listenHttp(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

/**
 * Stops taking connections: idle ones are closed at once, in-flight answers may finish for up to `graceMs`
 * (0: none are waited for), then every connection left is cut.
 */
export function closeHttp(server: http.Server, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = graceMs > 0 ? setTimeout(() => server.closeAllConnections(), graceMs) : null
    timer?.unref()
    server.close(() => {
      if (timer) clearTimeout(timer)
      resolve()
    })
    if (timer) server.closeIdleConnections()
    else server.closeAllConnections()
  })
}

/** `close` run once however often it is called: every caller waits for the same closing. */
export function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null
  return () => (closing ??= close())
}
