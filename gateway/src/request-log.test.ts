import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { capturedLogger } from '@seats/kit/testing'
import { baseConfig, rawRequest, startGateway, startUpstream, type Upstream } from './testing/harness'

const SECRET = 'ivr-secret-0a1b2c3d4e5f6789'

describe('the access log and the phone line secret', () => {
  let reporting: Upstream
  beforeAll(async () => {
    reporting = await startUpstream()
  })
  afterAll(() => reporting?.close())

  it('never writes the secret of a proxied, failed or refused phone line request', async () => {
    const { log, lines } = capturedLogger('gateway-test')
    const up = await startGateway(baseConfig({ REPORTING_URL: reporting.url }), log)
    const down = await startGateway(baseConfig({ REPORTING_URL: 'http://127.0.0.1:1' }), log)
    try {
      const answered = await rawRequest(up.url, `/api/ivr/yemot/${SECRET}?ApiPhone=0501111111`)
      expect(answered.status).toBe(200)
      // The service still gets the real path: only the log hides it.
      expect(reporting.received.at(-1)?.url).toContain(SECRET)
      const failed = await rawRequest(down.url, `/api/ivr/json/${SECRET}`, { method: 'POST', body: '{}' })
      expect(failed.status).toBe(503)
      const refused = await rawRequest(up.url, `/api/ivr/yemot/${SECRET}/..%2f..%2fx`)
      expect(refused.status).toBe(404)
    } finally {
      await up.close()
      await down.close()
    }
    const requestLines = lines.filter((l) => l.includes('"msg":"request"'))
    expect(requestLines.length).toBeGreaterThanOrEqual(3)
    expect(requestLines.join('\n')).toContain('/api/ivr/yemot/:redacted')
    expect(lines.join('\n')).not.toContain(SECRET)
    expect(lines.join('\n')).not.toContain('0a1b2c3d4e5f')
  })
})
