import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  baseConfig,
  startGateway,
  startUpstream,
  type RunningGateway,
  type Upstream,
} from './testing/harness'

describe('flood guard', () => {
  let upstream: Upstream
  let gateway: RunningGateway

  beforeAll(async () => {
    upstream = await startUpstream()
    gateway = await startGateway(baseConfig({ AUTH_URL: upstream.url, RATE_LIMIT_PER_MINUTE: 5 }))
  })
  afterAll(async () => {
    await gateway.close()
    await upstream.close()
  })

  it('answers 429 rate_limited with Retry-After once an address exceeds its API budget', async () => {
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 7; i++) {
      last = await fetch(`${gateway.url}/api/auth/login`, { method: 'POST', body: '{}' })
      statuses.push(last.status)
      if (last.status === 429) break
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
    expect(last?.status).toBe(429)
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await last?.json()).toMatchObject({ ok: false, error: 'rate_limited', status: 429 })
    expect(upstream.received.length).toBe(5)
  })

  it('leaves static files and health checks alone', async () => {
    expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200)
  })
})
