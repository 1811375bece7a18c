import http from 'node:http'
import type Koa from 'koa'
import type { Logger } from 'pino'

export interface RunningServer {
  server: http.Server
  port: number
  close: () => Promise<void>
}

/**
 * Listens, and on SIGTERM/SIGINT stops taking connections, lets in-flight requests finish (bounded),
 * then closes what the service holds (database, Redis) in order.
 */
export async function serve(opts: {
  app: Koa
  port: number
  log: Logger
  closers?: Array<() => Promise<unknown>>
  shutdownTimeoutMs?: number
  onServer?: (server: http.Server) => void
  handleSignals?: boolean
  /** The interface to listen on (HOST); default every interface. */
  host?: string
}): Promise<RunningServer> {
  const server = http.createServer(opts.app.callback())
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  opts.onServer?.(server)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : opts.port
  opts.log.info({ port }, 'listening')

  let closing: Promise<void> | null = null
  const close = () => {
    closing ??= (async () => {
      const timeout = opts.shutdownTimeoutMs ?? 10_000
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          server.closeAllConnections()
          resolve()
        }, timeout)
        timer.unref()
        server.close(() => {
          clearTimeout(timer)
          resolve()
        })
        server.closeIdleConnections()
      })
      for (const closer of opts.closers ?? []) {
        await closer().catch((err: unknown) => opts.log.warn({ err }, 'error while closing'))
      }
      opts.log.info('stopped')
    })()
    return closing
  }

  if (opts.handleSignals !== false) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        opts.log.info({ signal }, 'shutting down')
        void close().then(() => process.exit(0))
      })
    }
  }
  return { server, port, close }
}
