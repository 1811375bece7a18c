import http from 'node:http'
import { closeHttp, closeOnce, listenHttp, urlHost } from '@seats/stand-in-shared'
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
  const port = await listenHttp(server, opts.port, opts.host)
  const url = (opts.config.publicUrl ?? `http://${urlHost(opts.host)}:${port}`).replace(/\/+$/, '')
  const app = buildCardStandInApp(opts.store, { ...opts.config, publicUrl: url })
  server.on('request', app.callback())

  return { server, port, url, close: closeOnce(() => closeHttp(server, opts.graceMs ?? 5_000)) }
}
