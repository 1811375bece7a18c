import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createLogger } from './logger'
import { createMetrics, serveMetrics } from './metrics'

describe('metrics on a port of their own', () => {
  it('answers GET /metrics with the process metrics and what the process counts, and nothing else', async () => {
    const metrics = createMetrics('workers')
    const calls = metrics.counter('phone_calls_total', 'Calls by outcome', ['outcome'])
    calls.inc({ outcome: 'answered' })
    metrics.gauge('queue_jobs', 'Jobs by queue and state', ['queue', 'state'], () => [
      [{ queue: 'reminders', state: 'waiting' }, 3],
    ])
    const server = await serveMetrics(metrics, 0, createLogger('metrics-test', 'silent'))
    try {
      // Only this machine's loopback: the numbers are for the operator's scraper, not for the world.
      expect((server.address() as AddressInfo).address).toBe('127.0.0.1')
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const res = await fetch(`${base}/metrics`)
      expect(res.status).toBe(200)
      const text = await res.text()
      expect(text).toContain('phone_calls_total{outcome="answered",service="workers"} 1')
      expect(text).toContain('queue_jobs{queue="reminders",state="waiting",service="workers"} 3')
      expect(text).toContain('nodejs_eventloop_lag_seconds')
      expect((await fetch(`${base}/`)).status).toBe(404)
    } finally {
      server.close()
    }
  })
})
