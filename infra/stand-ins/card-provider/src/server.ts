import http from 'node:http'
import { buildCardStandInApp, type CardStandInConfig } from './app'
import type { CardStore } from './domain/store'

export interface RunningServer {
  server: http.Server
  port: number
  /** The public URL the app was built with. */
  url: string
  /** Stops taking connections, lets in-flight answers finish for up to `graceMs`, then cuts the rest. */
  close: () => Promise<void>
}

/** A host as it goes in a URL: a wildcard address becomes loopback, IPv6 gets brackets. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}

/**
 * Listens first, so that port 0 resolves, then builds the app with its public URL (the explicit one, or
 * http://HOST:PORT) and starts answering.
 */
export async function listen(opts: {
  store: CardStore
  config: Omit<CardStandInConfig, 'publicUrl'> & { publicUrl?: string | undefined }
  port: number
  host: string
  graceMs?: number
}): Promise<RunningServer> {
  const server = http.createServer()
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, opts.host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : opts.port
  const url = (opts.config.publicUrl ?? `http://${urlHost(opts.host)}:${port}`).replace(/\/+$/, '')
  const app = buildCardStandInApp(opts.store, { ...opts.config, publicUrl: url })
  server.on('request', app.callback())

  let closing: Promise<void> | null = null
  const close = () => {
    closing ??= new Promise<void>((resolve) => {
      const timer = setTimeout(() => server.closeAllConnections(), opts.graceMs ?? 5_000)
      timer.unref()
      server.close(() => {
        clearTimeout(timer)
        resolve()
      })
      server.closeIdleConnections()
    })
    return closing
  }
  return { server, port, url, close }
}
