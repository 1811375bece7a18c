import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { capturedLogger } from '@seats/kit/testing'
import { startYemotStandIn, type RunningYemotStandIn } from '@seats/yemot-stand-in/testing'
import { yemotSmsProvider } from '.'

/** The provider against Yemot's stand-in, which takes SendSms as Yemot does and keeps what it sent. */
let yemot: RunningYemotStandIn
const captured = capturedLogger('reporting-test')
const FROM = '0771234567'

const provider = (over: { token?: string; baseUrl?: string; timeoutMs?: number } = {}) =>
  yemotSmsProvider({
    token: yemot.token,
    from: FROM,
    baseUrl: yemot.apiUrl,
    timeoutMs: 3_000,
    log: captured.log,
    ...over,
  })

beforeAll(async () => {
  yemot = await startYemotStandIn()
})
beforeEach(() => {
  yemot.reset()
  captured.lines.length = 0
})
afterAll(() => yemot?.close())

describe('the Yemot SMS provider', () => {
  it('sends the text to the phone from the approved sender', async () => {
    const sent = await provider().send({ accountId: 1, phone: '0521000001', text: 'שלום, זה הקישור שלכם' })
    expect(sent).toBe(true)
    expect(await yemot.sms()).toMatchObject([
      { phone: '0521000001', from: FROM, message: 'שלום, זה הקישור שלכם' },
    ])
  })

  it('answers false when Yemot refuses, logging why and never the token', async () => {
    const token = '0770000000:wrong-password'
    expect(await provider({ token }).send({ accountId: 1, phone: '0521000002', text: 'שלום' })).toBe(false)
    const refusal = captured.lines.find((l) => l.includes('yemot sms refused'))
    expect(refusal).toContain('"status":"ERROR"')
    expect(refusal).toContain('token is not valid')
    expect(captured.lines.join('\n')).not.toContain('wrong-password')
    expect(await yemot.sms()).toEqual([])
  })

  it('answers false when Yemot answers OK but sent nothing (an invalid phone)', async () => {
    expect(await provider().send({ accountId: 1, phone: '12', text: 'שלום' })).toBe(false)
    expect(captured.lines.join('\n')).toContain('invalid phone')
  })

  it('answers false when the provider cannot be reached', async () => {
    // Port 9 (discard) answers nothing on loopback: connection refused.
    const unreachable = provider({ baseUrl: 'http://127.0.0.1:9/ym/api' })
    expect(await unreachable.send({ accountId: 1, phone: '0521000003', text: 'שלום' })).toBe(false)
    expect(captured.lines.join('\n')).toContain('no answer from the provider')
  })

  describe('on a timeout', () => {
    let silent: Server
    let requests = 0
    beforeAll(async () => {
      // Takes the request and never answers, as a provider that hangs.
      silent = createServer(() => void (requests += 1))
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    })
    afterAll(async () => {
      silent.closeAllConnections()
      await new Promise((resolve) => silent.close(resolve))
    })

    it('answers false and sends the message only once (it may have gone out)', async () => {
      const { port } = silent.address() as AddressInfo
      const hanging = provider({ baseUrl: `http://127.0.0.1:${port}/ym/api`, timeoutMs: 200 })
      expect(await hanging.send({ accountId: 1, phone: '0521000004', text: 'שלום' })).toBe(false)
      // Long enough for a retry to have arrived.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(requests).toBe(1)
    })
  })
})
