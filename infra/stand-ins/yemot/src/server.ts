import http from 'node:http'
import { buildYemotStandInApp, type YemotStandInConfig } from './app'
import type { YemotStore } from './domain/store'

export interface RunningYemotStandIn {
  server: http.Server
  port: number
  /** http://host:port, no trailing slash; the REST API is under /ym/api. */
  url: string
  /** Stops taking requests and lets the calls in progress end (up to `graceMs`). */
  close: () => Promise<void>
}

/** A host as it goes in a URL: a wildcard address becomes loopback, IPv6 gets brackets. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}

export async function listen(opts: {
  store: YemotStore
  config: YemotStandInConfig
  port: number
  host: string
  graceMs?: number
}): Promise<RunningYemotStandIn> {
  const { app, running } = buildYemotStandInApp(opts.store, opts.config)
  const server = http.createServer(app.callback())
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, opts.host, () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : opts.port
  let closing: Promise<void> | null = null
  const close = () => {
    closing ??= (async () => {
      const grace = new Promise((resolve) => setTimeout(resolve, opts.graceMs ?? 5_000).unref())
      await Promise.race([Promise.allSettled([...running]), grace])
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    })()
    return closing
  }
  return { server, port, url: `http://${urlHost(opts.host)}:${port}`, close }
}
