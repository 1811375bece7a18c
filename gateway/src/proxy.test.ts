import { once } from 'node:events'
import zlib from 'node:zlib'
import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { PHONE_LINE_UNAVAILABLE_REPLY } from '@seats/contracts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket, WebSocketServer } from 'ws'
import {
  baseConfig,
  rawRequest,
  signToken,
  startGateway,
  startUpstream,
  type RunningGateway,
  type Upstream,
} from './testing/harness'

describe('proxying to the services', () => {
  let seating: Upstream
  let slow: Upstream
  let gateway: RunningGateway
  let token: string

  beforeAll(async () => {
    seating = await startUpstream((req, res, body) => {
      res.setHeader('Content-Type', 'application/json')
      res.setHeader('Keep-Alive', 'timeout=5')
      res.setHeader('Set-Cookie', ['a=1; HttpOnly', 'b=2; HttpOnly'])
      res.statusCode = req.method === 'POST' ? 201 : 200
      res.end(JSON.stringify({ method: req.method, url: req.url, body }))
    })
    slow = await startUpstream(() => {
      // Never answers: the gateway must give up on its own.
    })
    token = await signToken()
    gateway = await startGateway(
      baseConfig({
        SEATING_URL: seating.url,
        REPORTING_URL: slow.url,
        AUTH_URL: 'http://127.0.0.1:1',
        UPSTREAM_TIMEOUT_MS: 300,
      }),
    )
  })
  afterAll(async () => {
    await gateway.close()
    await seating.close()
    await slow.close()
  })

  it('streams a request with its body, query and headers to the right service and the answer back', async () => {
    const res = await fetch(`${gateway.url}/api/persons/many?dry=1`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'X-Custom': 'kept',
        'X-Request-Id': 'req-abc.123',
      },
      body: JSON.stringify([{ firstName: 'משה', lastName: 'כהן', phone: '0501234567' }]),
    })
    expect(res.status).toBe(201)
    expect(res.headers.get('x-request-id')).toBe('req-abc.123')
    expect(res.headers.getSetCookie()).toEqual(['a=1; HttpOnly', 'b=2; HttpOnly'])
    expect(res.headers.get('keep-alive')).not.toBe('timeout=5')
    const body = (await res.json()) as { method: string; url: string; body: string }
    expect(body).toMatchObject({ method: 'POST', url: '/api/persons/many?dry=1' })
    expect(JSON.parse(body.body)).toEqual([{ firstName: 'משה', lastName: 'כהן', phone: '0501234567' }])

    const seen = seating.received.at(-1)!
    expect(seen.headers['x-request-id']).toBe('req-abc.123')
    expect(seen.headers['x-custom']).toBe('kept')
    expect(seen.headers['authorization']).toBe(`Bearer ${token}`)
    expect(seen.headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(seen.headers['x-forwarded-proto']).toBe('http')
    expect(seen.headers['x-forwarded-host']).toBe(`127.0.0.1:${gateway.port}`)
  })

  it('makes a request id when the client sent none (or a bad one) and answers with it', async () => {
    for (const sent of [undefined, 'bad id with spaces']) {
      const res = await fetch(`${gateway.url}/api/maps`, {
        headers: { Authorization: `Bearer ${token}`, ...(sent ? { 'X-Request-Id': sent } : {}) },
      })
      const id = res.headers.get('x-request-id')
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      expect(seating.received.at(-1)!.headers['x-request-id']).toBe(id)
    }
  })

  it('replaces a forged X-Forwarded-For and drops hop-by-hop headers', async () => {
    await rawRequest(gateway.url, '/api/maps', {
      headers: {
        Authorization: `Bearer ${token}`,
        'X-Forwarded-For': '6.6.6.6',
        Connection: 'keep-alive, X-Secret-Hop',
        'X-Secret-Hop': 'nope',
        'Proxy-Authorization': 'Basic Zm9v',
        TE: 'trailers',
      },
    })
    const seen = seating.received.at(-1)!.headers
    expect(seen['x-forwarded-for']).toBe('127.0.0.1')
    expect(seen['x-secret-hop']).toBeUndefined()
    expect(seen['proxy-authorization']).toBeUndefined()
    expect(seen['te']).toBeUndefined()
  })

  it('answers 503 upstream_unavailable at once when the service refuses connections (restarting)', async () => {
    const res = await fetch(`${gateway.url}/api/users/me`, { headers: { Authorization: `Bearer ${token}` } })
    expect(res.status).toBe(503)
    const body = (await res.json()) as Record<string, unknown>
    expect(body).toMatchObject({ ok: false, error: 'upstream_unavailable', status: 503 })
    expect(body.requestId).toBe(res.headers.get('x-request-id'))
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at /)
  })

  it('never answers metrics on its public port', async () => {
    const res = await fetch(`${gateway.url}/metrics`)
    expect(await res.text()).not.toContain('http_request_duration_seconds')
    expect(res.status).toBe(404)
  })

  it('tells a caller on the phone line, in the provider’s own text, to call again while reporting is down', async () => {
    const down = await startGateway(baseConfig({ REPORTING_URL: 'http://127.0.0.1:1' }))
    try {
      const res = await fetch(`${down.url}/api/ivr/yemot/s3cret?ApiPhone=0501234567`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
      expect(await res.text()).toBe(PHONE_LINE_UNAVAILABLE_REPLY)
      // The app's own calls to reporting still get the JSON error.
      const api = await fetch(`${down.url}/api/reports`, { headers: { Authorization: `Bearer ${token}` } })
      expect(api.status).toBe(503)
    } finally {
      await down.close()
    }
  })

  it('answers 504 upstream_timeout when the service does not answer in time', async () => {
    const res = await fetch(`${gateway.url}/api/reports/dates/list`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(res.status).toBe(504)
    expect(await res.json()).toMatchObject({ ok: false, error: 'upstream_timeout', status: 504 })
  })

  it('cuts off an answer whose service goes silent half way, instead of hanging', async () => {
    const stalling = await startUpstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' })
      res.write('partial')
    })
    const gw = await startGateway(baseConfig({ SEATING_URL: stalling.url, UPSTREAM_TIMEOUT_MS: 300 }))
    // The service never ends its answer: only the gateway's cut ends the wait.
    const outcome = await new Promise<string>((resolve) => {
      const req = http.get(`${gw.url}/api/maps`, { headers: { Authorization: `Bearer ${token}` } }, (res) => {
        res.on('data', () => {})
        res.on('end', () => resolve('ended'))
        res.on('error', () => resolve('aborted'))
        res.on('aborted', () => resolve('aborted'))
      })
      req.on('error', () => resolve('aborted'))
    })
    expect(outcome).toBe('aborted')
    await gw.close()
    await stalling.close()
  })

  it('answers 503 service_not_deployed, in Hebrew and naming nothing internal, for a service with no URL', async () => {
    const res = await fetch(`${gateway.url}/api/leads`, { method: 'POST', body: '{}' })
    expect(res.status).toBe(503)
    const body = (await res.json()) as { error: string; message: string }
    expect(body.error).toBe('service_not_deployed')
    expect(body.message).toMatch(/[\u0590-\u05FF]/)
    expect(body.message).not.toMatch(/leads|URL|http/i)
  })

  it('refuses /internal and unknown /api paths with a JSON 404 without calling any service', async () => {
    const before = seating.received.length
    for (const path of ['/internal/users', '/api/maps/../internal/x', '/api/nothing', '/api/mapsX']) {
      const res = await rawRequest(gateway.url, path, { headers: { Authorization: `Bearer ${token}` } })
      expect(res.status, path).toBe(404)
      expect(JSON.parse(res.body)).toMatchObject({ ok: false, error: 'not_found' })
    }
    expect(seating.received.length).toBe(before)
  })
})

describe('streaming', () => {
  it('passes request and response bodies through as they arrive, never holding them whole', async () => {
    let firstChunkSeen!: () => void
    const seen = new Promise<void>((resolve) => (firstChunkSeen = resolve))
    let releaseAnswer!: () => void
    const answerReleased = new Promise<void>((resolve) => (releaseAnswer = resolve))
    const upstream = http.createServer((req, res) => {
      req.once('data', () => firstChunkSeen())
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'text/plain' })
        res.write('first part;')
        void answerReleased.then(() => res.end('second part'))
      })
      req.resume()
    })
    upstream.listen(0, '127.0.0.1')
    await once(upstream, 'listening')
    const { port } = upstream.address() as AddressInfo
    const gateway = await startGateway(baseConfig({ REPORTING_URL: `http://127.0.0.1:${port}` }))

    const req = http.request({
      host: '127.0.0.1',
      port: gateway.port,
      path: '/api/ivr/yemot',
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
    })
    req.write('chunk one;')
    // The service sees the first chunk while the client has not finished sending.
    await seen
    req.end('chunk two')
    const [res] = (await once(req, 'response')) as [http.IncomingMessage]
    const [first] = (await once(res, 'data')) as [Buffer]
    // The client has the first part while the service has not finished answering.
    expect(String(first)).toBe('first part;')
    releaseAnswer()
    let rest = ''
    for await (const chunk of res) rest += String(chunk)
    expect(rest).toBe('second part')

    await gateway.close()
    upstream.closeAllConnections()
    upstream.close()
  })
})

describe('WebSocket upgrades', () => {
  let upstream: http.Server
  let wss: WebSocketServer
  let gateway: RunningGateway
  let upgradeHeaders: http.IncomingHttpHeaders | undefined

  beforeAll(async () => {
    upstream = http.createServer((_req, res) => res.end('polling'))
    wss = new WebSocketServer({ server: upstream, path: '/socket.io/' })
    wss.on('connection', (socket, req) => {
      upgradeHeaders = req.headers
      socket.on('message', (data) => socket.send(`echo:${String(data)}`))
    })
    upstream.listen(0, '127.0.0.1')
    await once(upstream, 'listening')
    const { port } = upstream.address() as AddressInfo
    gateway = await startGateway(baseConfig({ REPORTING_URL: `http://127.0.0.1:${port}` }))
  })
  afterAll(async () => {
    await gateway.close()
    wss.close()
    upstream.closeAllConnections()
    upstream.close()
  })

  it('carries a socket.io WebSocket through to the realtime service, both ways', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${gateway.port}/socket.io/?EIO=4&transport=websocket`, {
      headers: { 'X-Request-Id': 'ws-1' },
    })
    await once(ws, 'open')
    ws.send('שלום')
    const [reply] = (await once(ws, 'message')) as [Buffer]
    expect(String(reply)).toBe('echo:שלום')
    expect(upgradeHeaders?.['x-request-id']).toBe('ws-1')
    expect(upgradeHeaders?.['x-forwarded-for']).toBe('127.0.0.1')
    ws.close()
    await once(ws, 'close')
  })

  it('carries socket.io long-polling as plain HTTP without a token', async () => {
    const res = await fetch(`${gateway.url}/socket.io/?EIO=4&transport=polling`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('polling')
  })

  it('refuses upgrades anywhere else', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${gateway.port}/api/maps`).on('error', () => {})
    const [, res] = (await once(ws, 'unexpected-response')) as [unknown, http.IncomingMessage]
    expect(res.statusCode).toBe(404)
    ws.terminate()
  })

  it('answers 504 when the realtime service takes the connection but never answers the handshake', async () => {
    const silent = net.createServer(() => {})
    silent.listen(0, '127.0.0.1')
    await once(silent, 'listening')
    const { port } = silent.address() as AddressInfo
    const gw = await startGateway(
      baseConfig({ REPORTING_URL: `http://127.0.0.1:${port}`, UPSTREAM_TIMEOUT_MS: 300 }),
    )
    const ws = new WebSocket(`ws://127.0.0.1:${gw.port}/socket.io/?EIO=4&transport=websocket`).on(
      'error',
      () => {},
    )
    const [, res] = (await once(ws, 'unexpected-response')) as [unknown, http.IncomingMessage]
    expect(res.statusCode).toBe(504)
    ws.terminate()
    await gw.close()
    silent.close()
  })

  it('answers 503 for an upgrade to a service that is not deployed', async () => {
    const bare = await startGateway(baseConfig())
    const ws = new WebSocket(`ws://127.0.0.1:${bare.port}/socket.io/?EIO=4&transport=websocket`).on(
      'error',
      () => {},
    )
    const [, res] = (await once(ws, 'unexpected-response')) as [unknown, http.IncomingMessage]
    expect(res.statusCode).toBe(503)
    ws.terminate()
    await bare.close()
  })
})

describe("compressing the services' answers", () => {
  let seating: Upstream
  let gateway: RunningGateway
  let token: string
  const big = {
    persons: Array.from({ length: 200 }, (_, i) => ({ id: i, firstName: 'משה', lastName: 'כהן' })),
  }

  beforeAll(async () => {
    seating = await startUpstream((req, res) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8')
      res.end(JSON.stringify(req.url?.includes('small') ? { ok: true } : big))
    })
    token = await signToken()
    gateway = await startGateway(baseConfig({ SEATING_URL: seating.url }))
  })
  afterAll(async () => {
    await gateway.close()
    await seating.close()
  })

  const get = (path: string, encoding?: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.get(
        `${gateway.url}${path}`,
        {
          headers: { Authorization: `Bearer ${token}`, ...(encoding ? { 'Accept-Encoding': encoding } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
        },
      )
      req.on('error', reject)
    })

  it('sends JSON over 1 KiB compressed (brotli first, else gzip), and the same JSON arrives', async () => {
    const plain = Buffer.from(JSON.stringify(big))
    const br = await get('/api/persons', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['vary']).toMatch(/accept-encoding/i)
    expect(br.body.length).toBeLessThan(plain.length / 4)
    expect(zlib.brotliDecompressSync(br.body).equals(plain)).toBe(true)
    const gzip = await get('/api/persons', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.body).equals(plain)).toBe(true)
  })

  it('leaves small answers, and clients that accept no encoding, as they are', async () => {
    expect((await get('/api/persons?small=1', 'br')).headers['content-encoding']).toBeUndefined()
    const none = await get('/api/persons')
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(none.body.toString())).toEqual(big)
    expect((await get('/api/persons', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined()
  })
})
