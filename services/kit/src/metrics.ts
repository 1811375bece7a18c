import http from 'node:http'
import client from 'prom-client'
import type { Knex } from 'knex'
import type { Logger } from 'pino'

/**
 * Prometheus metrics of one process: the default process metrics (CPU, memory, event loop, GC) and what
 * the process adds (requests, pools, queues…), all labelled with the service's name. Scraped at /metrics
 * on the process's internal port; the gateway never routes /metrics.
 */
export interface Metrics {
  registry: client.Registry
  /** Seconds per HTTP request, by method, route template (never a raw path: paths hold secrets) and status. */
  httpDuration: client.Histogram<'method' | 'route' | 'status'>
  /** A gauge read when scraped. */
  gauge(
    name: string,
    help: string,
    labelNames: string[],
    read: () => Promise<Array<[Record<string, string>, number]>> | Array<[Record<string, string>, number]>,
  ): void
  /** A counter the process increments (calls by outcome, reminders by outcome…). */
  counter(name: string, help: string, labelNames: string[]): client.Counter<string>
}

export function createMetrics(service: string): Metrics {
  const registry = new client.Registry()
  registry.setDefaultLabels({ service })
  client.collectDefaultMetrics({ register: registry })
  const httpDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  return {
    registry,
    httpDuration,
    gauge(name, help, labelNames, read) {
      new client.Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset()
          for (const [labels, value] of await read()) this.set(labels, value)
        },
      })
    },
    counter: (name, help, labelNames) =>
      new client.Counter({ name, help, labelNames, registers: [registry] }),
  }
}

/** The knex pool's connections in use, idle and awaited: a Friday's load shows here first. */
export function watchDbPool(metrics: Metrics, db: Knex): void {
  metrics.gauge('db_pool_connections', 'Database pool connections by state', ['state'], () => {
    const pool = (db.client as { pool?: PoolLike }).pool
    if (!pool) return []
    return [
      [{ state: 'used' }, pool.numUsed()],
      [{ state: 'free' }, pool.numFree()],
      [{ state: 'pending' }, pool.numPendingAcquires()],
    ]
  })
}

interface PoolLike {
  numUsed(): number
  numFree(): number
  numPendingAcquires(): number
}

/** The text a scrape reads. */
export const metricsText = async (metrics: Metrics) => ({
  contentType: metrics.registry.contentType,
  body: await metrics.registry.metrics(),
})

/**
 * A listener of its own for a process whose main port is public (the gateway) or that has none (the
 * workers): GET /metrics and nothing else.
 */
/** `host`: the interface scrapers reach (127.0.0.1 on one machine; the pod's address in a cluster). */
export async function serveMetrics(
  metrics: Metrics,
  port: number,
  log: Logger,
  host = '127.0.0.1',
): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end()
      return
    }
    void metricsText(metrics).then(
      ({ contentType, body }) => res.writeHead(200, { 'Content-Type': contentType }).end(body),
      (err: unknown) => {
        log.warn({ err }, 'metrics failed')
        res.writeHead(500).end()
      },
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  log.info({ host, port }, 'metrics listening')
  return server
}
