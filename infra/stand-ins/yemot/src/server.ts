import http from 'node:http'
import { closeHttp, closeOnce, listenHttp, urlHost } from '@seats/stand-in-shared'
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

export async function listen(opts: {
  store: YemotStore
  config: YemotStandInConfig
  port: number
  host: string
  graceMs?: number
}): Promise<RunningYemotStandIn> {
  const { app, running } = buildYemotStandInApp(opts.store, opts.config)
  const server = http.createServer(app.callback())
  const port = await listenHttp(server, opts.port, opts.host)
  // The calls in progress get the grace (a call is many requests); then every connection is cut.
  const close = closeOnce(async () => {
    const grace = new Promise((resolve) => setTimeout(resolve, opts.graceMs ?? 5_000).unref())
    await Promise.race([Promise.allSettled([...running]), grace])
    await closeHttp(server, 0)
  })
  return { server, port, url: `http://${urlHost(opts.host)}:${port}`, close }
}
