import { afterEach, describe, expect, it, vi } from 'vitest'
import { testLogger } from '@seats/kit/testing'
import { yemotProvider } from './telephony'

const script = { accountId: 1, runId: 2, phone: '0521234567', text: 'שלום', offer: null }
const provider = () =>
  yemotProvider({
    token: '0770000000:secret',
    callerId: '0770000000',
    ivrPath: 'ivr2:/7',
    baseUrl: 'https://yemot.test/ym/api',
    timeoutMs: 1_000,
    log: testLogger('yemot-test'),
  })

afterEach(() => vi.unstubAllGlobals())

describe('the Yemot provider', () => {
  it('bridges the phone into our API extension and succeeds only on responseStatus OK', async () => {
    const fetch = vi.fn(async () => Response.json({ responseStatus: 'OK', callId: 'x' }))
    vi.stubGlobal('fetch', fetch)
    expect(await provider().place(script)).toEqual({ outcome: 'placed' })
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://yemot.test/ym/api/CallExtensionBridging')
    const body = new URLSearchParams(String(init.body))
    expect(Object.fromEntries(body)).toMatchObject({
      token: '0770000000:secret',
      phones: '0521234567',
      ivrPath: 'ivr2:/7',
      callerId: '0770000000',
    })
  })

  it('treats an HTTP 200 with an error status as a failure with its reason', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ responseStatus: 'ERROR', message: 'isKodesh' }))
    expect(await provider().place(script)).toEqual({ outcome: 'failed', reason: 'yemot: ERROR isKodesh' })
  })

  it('never retries after a timeout: the call is a final failure', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('timed out', 'TimeoutError')
    })
    expect(await provider().place(script)).toEqual({ outcome: 'failed', reason: 'provider_timeout' })
  })
})
