import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testLogger } from '@seats/kit/testing'
import { yemotProvider, type HeldReminders } from './telephony'

const script = { accountId: 1, runId: 2, phone: '0521234567', text: 'שלום', offer: null }

// A stand-in for Yemot's REST API over real HTTP: each test says how it answers.
let answer: (res: ServerResponse) => void = (res) => res.end()
const requests: Array<{ url: string; body: URLSearchParams }> = []
let server: Server
let base: string

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      requests.push({ url: req.url ?? '', body: new URLSearchParams(raw) })
      answer(res)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ym/api`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

// What the provider holds and releases; the held reminders' own store is tested with Redis (yemot-reminders.int.test.ts).
const released: string[] = []
const held: HeldReminders = {
  hold: async (s) => ({ release: async () => void released.push(s.phone) }),
}
const provider = (baseUrl = base, timeoutMs = 1_000) =>
  yemotProvider(
    {
      token: '0770000000:secret',
      callerId: '0770000000',
      ivrPath: 'ivr2:/7',
      baseUrl,
      timeoutMs,
      log: testLogger('yemot-test'),
    },
    held,
  )
const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

describe('the Yemot provider', () => {
  it('bridges the phone into our API extension and succeeds only on responseStatus OK', async () => {
    answer = json(200, { responseStatus: 'OK', callId: 'x' })
    requests.length = 0
    released.length = 0
    expect(await provider().place(script)).toEqual({ outcome: 'placed' })
    // Placed: the reminder stays held for Yemot's call to our API extension.
    expect(released).toEqual([])
    expect(requests[0]?.url).toBe('/ym/api/CallExtensionBridging')
    expect(Object.fromEntries(requests[0]?.body ?? [])).toMatchObject({
      token: '0770000000:secret',
      phones: '0521234567',
      ivrPath: 'ivr2:/7',
      callerId: '0770000000',
    })
  })

  it('an HTTP 200 with an error status placed nothing: a provider error to try again, with its reason', async () => {
    released.length = 0
    answer = json(200, { responseStatus: 'ERROR', message: 'isKodesh' })
    expect(await provider().place(script)).toEqual({
      outcome: 'provider_error',
      reason: 'yemot: ERROR isKodesh',
    })
    answer = (res) => {
      res.writeHead(503)
      res.end('<html>down</html>')
    }
    expect(await provider().place(script)).toEqual({ outcome: 'provider_error', reason: 'yemot: HTTP 503' })
    // Nothing rang: nothing stays held for the phone.
    expect(released).toEqual(['0521234567', '0521234567'])
  })

  it('a provider that cannot be reached placed nothing either', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    expect(await provider(`http://127.0.0.1:${port}/ym/api`).place(script)).toEqual({
      outcome: 'provider_error',
      reason: 'yemot: unreachable',
    })
  })

  it('a reminder that cannot be held dials nobody: a provider error, tried again later', async () => {
    requests.length = 0
    const failing: HeldReminders = {
      hold: () => Promise.reject(new Error('Redis is down')),
    }
    const p = yemotProvider(
      {
        token: '0770000000:secret',
        callerId: '0770000000',
        ivrPath: 'ivr2:/7',
        baseUrl: base,
        timeoutMs: 1_000,
        log: testLogger('yemot-test'),
      },
      failing,
    )
    expect(await p.place(script)).toEqual({ outcome: 'provider_error', reason: 'yemot: reminder not held' })
    expect(requests).toEqual([])
  })

  it('never retries after a timeout (the call may have rung): a final failure', async () => {
    answer = (res) => setTimeout(() => json(200, { responseStatus: 'OK' })(res), 1_000)
    released.length = 0
    expect(await provider(base, 200).place(script)).toEqual({ outcome: 'failed', reason: 'provider_timeout' })
    // It may have rung: the reminder stays held until it expires.
    expect(released).toEqual([])
  })
})

describe('the Yemot provider speaking a verification code', () => {
  const message = { accountId: 1, phone: '0521234567', code: '402917' }

  it('asks SendTTS to speak the digits to the phone, sent only on responseStatus OK', async () => {
    answer = json(200, { responseStatus: 'OK', CampaignId: 'c1', OKCalls: 1, ErrorCalls: 0 })
    requests.length = 0
    expect(await provider().sendCode(message)).toBe(true)
    expect(requests[0]?.url).toBe('/ym/api/SendTTS')
    const form = Object.fromEntries(requests[0]?.body ?? [])
    expect(form).toMatchObject({ token: '0770000000:secret', callerId: '0770000000', phones: '0521234567' })
    // Spoken digit by digit, twice, without the characters Yemot's TTS refuses.
    expect(form.ttsMessage).toBe('קוד האימות שלכם הוא 4 0 2 9 1 7 שוב 4 0 2 9 1 7')
    expect(form.ttsMessage).not.toMatch(/[.\-"'&|]/)
  })

  it('an error status, an HTTP error or a timeout sent nothing', async () => {
    answer = json(200, { responseStatus: 'ERROR', message: 'no credit' })
    expect(await provider().sendCode(message)).toBe(false)
    answer = (res) => {
      res.writeHead(500)
      res.end('down')
    }
    expect(await provider().sendCode(message)).toBe(false)
    answer = (res) => setTimeout(() => json(200, { responseStatus: 'OK' })(res), 1_000)
    expect(await provider(base, 200).sendCode(message)).toBe(false)
  })
})
