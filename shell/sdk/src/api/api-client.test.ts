import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createApiClient, type ApiClient } from './api-client'
import { ApiError } from './api-error'

/** A real HTTP server that plays the gateway: one valid token at a time, a refresh endpoint that rotates it. */
interface FakeGateway {
  validToken: string
  refreshMode: 'ok' | 'refuse' | 'down'
  refreshCalls: number
  refreshDelayMs: number
  seenAuth: (string | undefined)[]
}

const gateway: FakeGateway = {
  validToken: 'token-1',
  refreshMode: 'ok',
  refreshCalls: 0,
  refreshDelayMs: 30,
  seenAuth: [],
}
let server: Server
let baseUrl: string

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? ''
  if (url === '/api/auth/refresh_token' && req.method === 'POST') {
    gateway.refreshCalls += 1
    await new Promise((r) => setTimeout(r, gateway.refreshDelayMs))
    if (gateway.refreshMode === 'down')
      return sendJson(res, 503, {
        ok: false,
        error: 'upstream_unavailable',
        status: 503,
        message: 'השירות אינו זמין כרגע',
      })
    if (gateway.refreshMode === 'refuse')
      return sendJson(res, 401, {
        ok: false,
        error: 'refresh_invalid',
        status: 401,
        message: 'פג תוקף ההתחברות, יש להתחבר מחדש',
      })
    gateway.validToken = `token-${gateway.refreshCalls + 1}`
    return sendJson(res, 200, { accessToken: gateway.validToken })
  }
  gateway.seenAuth.push(req.headers.authorization)
  if (url === '/api/forbidden')
    return sendJson(res, 403, { ok: false, error: 'forbidden', status: 403, message: 'אין הרשאה לפעולה זו' })
  if (url === '/api/viewer-write')
    return sendJson(res, 403, { ok: false, error: 'role_forbidden', status: 403, message: 'x' })
  if (url === '/api/invalid') {
    return sendJson(res, 400, {
      ok: false,
      error: 'validation_failed',
      status: 400,
      message: 'חלק מהשדות אינם תקינים',
      fields: [{ field: 'phone', message: 'מספר טלפון לא תקין' }],
    })
  }
  if (url === '/api/expired-account') {
    return sendJson(res, 402, {
      ok: false,
      error: 'payment_required',
      status: 402,
      message: 'המנוי אינו פעיל. כדי לבצע שינויים יש להזין אמצעי תשלום',
    })
  }
  if (url === '/api/html-error') {
    res.writeHead(502, { 'Content-Type': 'text/html' })
    return res.end('<h1>Bad gateway</h1>')
  }
  if (url === '/api/empty') {
    res.writeHead(204)
    return res.end()
  }
  if (req.headers.authorization !== `Bearer ${gateway.validToken}`) {
    return sendJson(res, 401, { ok: false, error: 'token_expired', status: 401, message: 'פג תוקף ההתחברות' })
  }
  let body = ''
  for await (const chunk of req) body += chunk
  return sendJson(res, 200, { ok: true, path: url, echo: body ? JSON.parse(body) : null })
}

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

interface Harness {
  client: ApiClient
  token: () => string | null
  authLost: number
  forbidden: number
  roleRefused: ApiError[]
  paymentRequired: ApiError[]
  credentials: (RequestCredentials | undefined)[]
}

function harness(initialToken: string | null): Harness {
  let token = initialToken
  const h: Harness = {
    client: undefined as unknown as ApiClient,
    token: () => token,
    authLost: 0,
    forbidden: 0,
    roleRefused: [],
    paymentRequired: [],
    credentials: [],
  }
  h.client = createApiClient({
    baseUrl,
    getToken: () => token,
    setToken: (t) => {
      token = t
    },
    onAuthLost: () => {
      h.authLost += 1
      token = null
    },
    onForbidden: () => {
      h.forbidden += 1
      token = null
    },
    onRoleRefused: (error) => h.roleRefused.push(error),
    onPaymentRequired: (error) => h.paymentRequired.push(error),
    fetch: (input, init) => {
      h.credentials.push(init?.credentials)
      return fetch(input, init)
    },
  })
  return h
}

beforeEach(() => {
  gateway.validToken = 'token-1'
  gateway.refreshMode = 'ok'
  gateway.refreshCalls = 0
  gateway.seenAuth = []
})

describe('api client', () => {
  it('refuses a change with the Hebrew offline message while offline, sending nothing; reads still go', async () => {
    const client = createApiClient({
      baseUrl,
      getToken: () => 'token-1',
      setToken: () => {},
      onAuthLost: () => {},
      onForbidden: () => {},
      isOffline: () => true,
    })
    const refused = await client.post('/things', { name: 'x' }).catch((error: unknown) => error)
    expect(refused).toMatchObject({ code: 'offline', message: expect.stringContaining('אין חיבור לאינטרנט') })
    expect(gateway.seenAuth).toEqual([])
    await expect(client.get('/maps')).resolves.toMatchObject({ path: '/api/maps' })
  })

  it('sends the bearer token and the cookie credentials, and parses JSON', async () => {
    const h = harness('token-1')
    const result = await h.client.post<{ echo: unknown }>('/things', { name: 'בית כנסת' })
    expect(result.echo).toEqual({ name: 'בית כנסת' })
    expect(gateway.seenAuth).toEqual(['Bearer token-1'])
    expect(h.credentials.every((c) => c === 'include')).toBe(true)
  })

  it('on 401 refreshes once, stores the new token and retries the request', async () => {
    const h = harness('expired')
    const result = await h.client.get<{ path: string }>('/maps')
    expect(result.path).toBe('/api/maps')
    expect(gateway.refreshCalls).toBe(1)
    expect(h.token()).toBe('token-2')
    expect(gateway.seenAuth).toEqual(['Bearer expired', 'Bearer token-2'])
    expect(h.authLost).toBe(0)
  })

  it('shares one refresh between concurrent 401s', async () => {
    const h = harness('expired')
    const results = await Promise.all(
      ['/a', '/b', '/c', '/d', '/e'].map((p) => h.client.get<{ path: string }>(p)),
    )
    expect(results.map((r) => r.path)).toEqual(['/api/a', '/api/b', '/api/c', '/api/d', '/api/e'])
    expect(gateway.refreshCalls).toBe(1)
    expect(h.token()).toBe('token-2')
  })

  it('reuses a token refreshed by another request instead of refreshing again', async () => {
    const h = harness('expired')
    await h.client.get('/first')
    // This request left with the old token; by the time it is refused, a newer one is stored.
    gateway.validToken = 'token-2'
    const late = await h.client.request('GET', '/late', { token: 'expired' })
    expect(late).toMatchObject({ path: '/api/late' })
    expect(gateway.refreshCalls).toBe(1)
  })

  it('a refused refresh ends the session once and rejects every waiting request', async () => {
    gateway.refreshMode = 'refuse'
    const h = harness('expired')
    const outcomes = await Promise.allSettled([h.client.get('/a'), h.client.get('/b'), h.client.get('/c')])
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true)
    const reason = (outcomes[0] as PromiseRejectedResult).reason as ApiError
    expect(reason).toBeInstanceOf(ApiError)
    expect(reason.status).toBe(401)
    expect(gateway.refreshCalls).toBe(1)
    expect(h.authLost).toBe(1)
    expect(h.token()).toBeNull()
  })

  it('keeps the session when the refresh endpoint is down', async () => {
    gateway.refreshMode = 'down'
    const h = harness('expired')
    await expect(h.client.get('/a')).rejects.toMatchObject({ code: 'upstream_unavailable', status: 503 })
    expect(h.authLost).toBe(0)
    expect(h.token()).toBe('expired')
  })

  it('logs out on 403', async () => {
    const h = harness('token-1')
    await expect(h.client.get('/forbidden')).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'אין הרשאה לפעולה זו',
    })
    expect(h.forbidden).toBe(1)
    expect(h.token()).toBeNull()
  })

  it('keeps the session on a 403 that the member’s role explains, and still rejects the call', async () => {
    const h = harness('token-1')
    await expect(h.client.put('/viewer-write', { name: 'x' })).rejects.toMatchObject({
      status: 403,
      code: 'role_forbidden',
      message: 'התפקיד שלך בבית הכנסת הזה אינו מאפשר פעולה זו',
    })
    expect(h.forbidden).toBe(0)
    expect(h.token()).toBe('token-1')
    expect(h.roleRefused.map((e) => e.code)).toEqual(['role_forbidden'])
  })

  it('does not refresh or log out when the call opts out (a login answering 401)', async () => {
    const h = harness(null)
    await expect(h.client.post('/protected', {}, { recoverAuth: false })).rejects.toMatchObject({
      status: 401,
      code: 'token_expired',
    })
    expect(gateway.refreshCalls).toBe(0)
    expect(h.authLost).toBe(0)
    await expect(h.client.get('/forbidden', { recoverAuth: false })).rejects.toMatchObject({ status: 403 })
    expect(h.forbidden).toBe(0)
  })

  it('turns the error shape into an ApiError with the Hebrew message and field errors', async () => {
    const h = harness('token-1')
    const error = await h.client.post('/invalid', {}).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    const apiError = error as ApiError
    expect(apiError.code).toBe('validation_failed')
    expect(apiError.message).toBe('חלק מהשדות אינם תקינים')
    expect(apiError.fieldError('phone')).toBe('מספר טלפון לא תקין')
    expect(apiError.fieldError('email')).toBeUndefined()
  })

  it('tells the page about a 402 payment_required and still rejects the call, keeping the session', async () => {
    const h = harness('token-1')
    await expect(h.client.put('/expired-account', { name: 'x' })).rejects.toMatchObject({
      status: 402,
      code: 'payment_required',
    })
    expect(h.paymentRequired.map((e) => e.code)).toEqual(['payment_required'])
    expect(h.authLost + h.forbidden).toBe(0)
    await expect(h.client.post('/invalid', {})).rejects.toMatchObject({ status: 400 })
    expect(h.paymentRequired).toHaveLength(1)
  })

  it('gives a Hebrew message for answers that are not the error shape', async () => {
    const h = harness('token-1')
    await expect(h.client.get('/html-error')).rejects.toMatchObject({
      status: 502,
      code: 'upstream_unavailable',
      message: 'השירות אינו זמין כרגע. נסו שוב בעוד רגע',
    })
  })

  it('reports an unreachable server as a network error in Hebrew', async () => {
    const client = createApiClient({
      baseUrl: 'http://127.0.0.1:9/api',
      getToken: () => null,
      setToken: () => {},
      onAuthLost: () => {},
      onForbidden: () => {},
    })
    await expect(client.get('/anything')).rejects.toMatchObject({ code: 'network_error', status: 0 })
  })

  it('returns undefined for an empty answer', async () => {
    const h = harness('token-1')
    await expect(h.client.delete('/empty')).resolves.toBeUndefined()
  })
})
