import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrivateKey } from 'node:crypto'
import { SignJWT, UnsecuredJWT } from 'jose'
import { errorBodySchema, type LoginResponse } from '@seats/contracts'
import { testKeyPair } from '@seats/kit/testing'
import { httpClient, registerUser, type HttpClient, type RegisteredUser } from './testing/http-client'
import { startTestServer, type TestAuthServer } from './testing/test-server'

let srv: TestAuthServer
let api: HttpClient
let admin: RegisteredUser

beforeAll(async () => {
  srv = await startTestServer()
  api = httpClient(srv.base)
  const u = await registerUser(api)
  await srv.db('users').where({ id: u.user.id }).update({ is_admin: true })
  const login = await api.post<LoginResponse>('/api/auth/login', {
    body: { username: u.email, password: u.password },
  })
  admin = { ...u, accessToken: login.body.accessToken, refreshToken: login.refreshCookie! }
})
afterAll(() => srv?.close())

const sign = (
  claims: Record<string, unknown>,
  opts: { pem?: string; exp?: number | string; iss?: string } = {},
) =>
  new SignJWT({ adm: true, gst: false, ...claims })
    .setProtectedHeader({ alg: 'EdDSA' })
    .setSubject(String(admin.user.id))
    .setIssuer(opts.iss ?? srv.env.JWT_ISSUER)
    .setAudience(srv.env.JWT_AUDIENCE)
    .setExpirationTime(opts.exp ?? '5m')
    .sign(createPrivateKey(opts.pem ?? srv.keys.privateKeyPem))

describe('health', () => {
  it('answers /healthz and /readyz with the database and Redis checked', async () => {
    expect((await api.get('/healthz')).body).toEqual({ ok: true })
    const ready = await api.get('/readyz')
    expect(ready.status).toBe(200)
    expect(ready.body).toEqual({ ok: true, checks: { db: 'ok', redis: 'ok' } })
  })

  it('keeps the request id the gateway sent', async () => {
    const res = await api.get('/api/users/me', { headers: { 'x-request-id': 'gw-abc-123' } })
    expect(res.headers.get('x-request-id')).toBe('gw-abc-123')
    expect(res.body.requestId).toBe('gw-abc-123')
  })
})

describe('tokens', () => {
  it('refuses alg:none, another key, another issuer and garbage with 401 unauthorized', async () => {
    const none = new UnsecuredJWT({ adm: true, gst: false })
      .setSubject(String(admin.user.id))
      .setIssuer(srv.env.JWT_ISSUER)
      .setAudience(srv.env.JWT_AUDIENCE)
      .setExpirationTime('5m')
      .encode()
    const tokens = [
      none,
      await sign({}, { pem: testKeyPair().privateKeyPem }),
      await sign({}, { iss: 'someone-else' }),
      admin.accessToken.slice(0, -4) + 'AAAA',
      'not-a-token',
    ]
    for (const token of tokens) {
      for (const res of [await api.get('/api/users/me', { token }), await api.get('/api/users', { token })]) {
        expect(res.status).toBe(401)
        expect(res.body).toMatchObject({ ok: false, error: 'unauthorized' })
      }
    }
  })

  it("answers an expired token with token_expired / 'jwt expired' so the client refreshes", async () => {
    const res = await api.get('/api/users/me', {
      token: await sign({}, { exp: Math.floor(Date.now() / 1000) - 10 }),
    })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ error: 'token_expired', message: 'jwt expired' })
  })

  it('accepts a token it signed itself', async () => {
    expect((await api.get('/api/users/me', { token: await sign({}) })).status).toBe(200)
  })
})

describe('bad requests', () => {
  it('answers malformed JSON with 400 invalid_json', async () => {
    for (const path of ['/api/auth/login', '/api/auth/register']) {
      const res = await api.post(path, { rawBody: '{"username": "a@b.co", ' })
      expect(res.status).toBe(400)
      expect(errorBodySchema.parse(res.body)).toMatchObject({
        error: 'invalid_json',
        message: 'גוף הבקשה אינו JSON תקין',
      })
    }
  })

  it('answers an oversized body with 413 payload_too_large', async () => {
    const res = await api.post('/api/auth/register', {
      rawBody: JSON.stringify({ email: 'a@b.co', contactName: 'x'.repeat(100_000) }),
    })
    expect(res.status).toBe(413)
    expect(res.body.error).toBe('payload_too_large')
  })

  it('answers unknown routes with a JSON 404 and wrong methods with 405', async () => {
    for (const path of ['/api/auth/nope', '/api/nothing', '/internal/unknown', '/']) {
      const res = await api.get(path)
      expect(res.status).toBe(404)
      expect(errorBodySchema.parse(res.body).error).toBe('not_found')
    }
    const wrong = await api.get('/api/auth/login')
    expect(wrong.status).toBe(405)
    expect(wrong.body.error).toBe('method_not_allowed')
  })

  it('never answers 500 to anything a client can send', async () => {
    const bodies = [
      'null',
      '[]',
      '"text"',
      '42',
      'true',
      '{}',
      '{"username": {"$gt": ""}, "password": ["x"]}',
      '{"email": 5, "password": null, "contactName": {}, "phone": []}',
      '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}}',
      JSON.stringify({
        email: 'a\u0000@b.co',
        password: '\u202e\u0000'.repeat(50),
        contactName: '\ud800',
        phone: '٠٥٠١٢٣٤٥٦٧',
      }),
      JSON.stringify({
        subscriptionEndsAt: '9999-99-99',
        maxPeople: 1e308,
        price: -0,
        isAdmin: 'yes',
        password: 'p'.repeat(5000),
      }),
      JSON.stringify({ nested: JSON.parse('['.repeat(500) + ']'.repeat(500)) as unknown }),
    ]
    const routes: Array<[string, string]> = [
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/register'],
      ['POST', '/api/auth/upgrade-guest'],
      ['POST', '/api/auth/refresh_token'],
      ['PUT', '/api/users/me'],
      ['PATCH', `/api/users/${admin.user.id}/markAsNotNew`],
      ['POST', '/api/users'],
      ['PUT', `/api/users/admin/${admin.user.id}`],
      ['PUT', '/api/users/admin/0'],
      ['PUT', '/api/users/admin/1e400'],
      ['DELETE', '/api/users/-1'],
      ['GET', '/internal/accounts/99999999999999999999'],
      // Last: it ends the admin's session (its access token included).
      ['POST', '/api/auth/logout'],
    ]
    const statuses = new Set<number>()
    for (const [method, path] of routes) {
      for (const rawBody of bodies) {
        for (const contentType of ['application/json', 'text/plain']) {
          const res = await api.call(method, path, {
            rawBody: method === 'GET' ? undefined : rawBody,
            token: admin.accessToken,
            refreshCookie: 'x;y=%%%',
            headers: { 'content-type': contentType, 'x-service-token': srv.env.INTERNAL_TOKEN },
          })
          statuses.add(res.status)
          expect(res.status, `${method} ${path} ${contentType} ${rawBody.slice(0, 60)}`).toBeLessThan(500)
          if (res.status >= 400) errorBodySchema.parse(res.body)
        }
      }
    }
    expect(statuses).toContain(400)
    // The admin is still an admin and still exists: nothing above changed the role.
    const again = await api.post<{ accessToken: string }>('/api/auth/login', {
      body: { username: admin.email, password: admin.password },
    })
    const me = await api.get('/api/users/me', { token: again.body.accessToken })
    expect(me.body.isAdmin).toBe(true)
    // 312 calls, one after another: a guard for a busy machine, not a measure.
  }, 90_000)
})
