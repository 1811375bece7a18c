import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UnsecuredJWT } from 'jose'
import { testKeyPair } from '@seats/kit/testing'
import { createAccessGate } from './access-gate'
import {
  baseConfig,
  keys,
  signToken,
  startGateway,
  startUpstream,
  type RunningGateway,
  type Upstream,
} from './testing/harness'

describe('the gateway rejects bad tokens early', () => {
  let upstream: Upstream
  let gateway: RunningGateway

  beforeAll(async () => {
    upstream = await startUpstream()
    const url = upstream.url
    gateway = await startGateway(
      baseConfig({ AUTH_URL: url, SEATING_URL: url, REPORTING_URL: url, BILLING_URL: url, LEADS_URL: url }),
    )
  })
  afterAll(async () => {
    await gateway.close()
    await upstream.close()
  })

  const call = (path: string, authorization?: string, method = 'GET') =>
    fetch(`${gateway.url}${path}`, { method, headers: authorization ? { Authorization: authorization } : {} })

  it('401 unauthorized without a token, never reaching the service', async () => {
    const before = upstream.received.length
    for (const path of [
      '/api/maps',
      '/api/users/me',
      '/api/reports/dates/list',
      '/api/billing/x',
      '/api/leads',
      '/api/auth/upgrade-guest',
    ]) {
      const res = await call(path)
      expect(res.status, path).toBe(401)
      expect(await res.json()).toMatchObject({ ok: false, error: 'unauthorized', status: 401 })
    }
    expect(upstream.received.length).toBe(before)
  })

  it('401 for a token signed by another key, with alg none, with a wrong audience, or garbage', async () => {
    const forged = await signToken({ pem: testKeyPair().privateKeyPem })
    const none = new UnsecuredJWT({ adm: true, gst: false })
      .setSubject('7')
      .setIssuer('seats-auth')
      .setAudience('seats-api')
      .setExpirationTime('5m')
      .encode()
    const otherAudience = await signToken({ aud: 'someone-else' })
    for (const token of [forged, none, otherAudience, 'not.a.token', '']) {
      const res = await call('/api/maps', `Bearer ${token}`)
      expect(res.status, token).toBe(401)
      expect(((await res.json()) as { error: string }).error).toBe('unauthorized')
    }
    expect((await call('/api/maps', 'Basic Zm9vOmJhcg==')).status).toBe(401)
  })

  it("401 token_expired with 'jwt expired' for an expired token, so the client refreshes", async () => {
    const expired = await signToken({ exp: Math.floor(Date.now() / 1000) - 10 })
    const res = await call('/api/maps', `Bearer ${expired}`)
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ error: 'token_expired', message: 'jwt expired' })
  })

  it('passes a valid token through', async () => {
    const res = await call('/api/maps/3', `Bearer ${await signToken()}`)
    expect(res.status).toBe(200)
    expect(upstream.received.at(-1)?.url).toBe('/api/maps/3')
  })

  it('lets public routes through without a token (the service decides)', async () => {
    for (const [method, path] of [
      ['POST', '/api/auth/login'],
      ['POST', '/api/auth/register'],
      ['POST', '/api/auth/refresh_token'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/guest-demo'],
      ['POST', '/api/leads'],
      ['POST', '/api/ivr/yemot/s3cret'],
      ['GET', '/socket.io/?EIO=4&transport=polling'],
    ] as const) {
      const res = await call(path, undefined, method)
      expect(res.status, `${method} ${path}`).toBe(200)
      expect(upstream.received.at(-1)?.url).toBe(path)
    }
  })

  it('does not judge a token sent to a public route (login with a stale token must work)', async () => {
    const res = await call('/api/auth/login', 'Bearer garbage', 'POST')
    expect(res.status).toBe(200)
  })
})

describe('createAccessGate', () => {
  const options = { publicKeyPem: keys.publicKeyPem, issuer: 'seats-auth', audience: 'seats-api' }

  it('remembers a verified token only until it expires', async () => {
    let now = Date.now()
    const check = createAccessGate({ ...options, now: () => now })
    const exp = Math.floor(now / 1000) + 60
    const token = await signToken({ exp })
    await expect(check(`Bearer ${token}`)).resolves.toBeUndefined()
    await expect(check(`Bearer ${token}`)).resolves.toBeUndefined()
    now = exp * 1000 + 1
    await expect(check(`Bearer ${token}`)).rejects.toMatchObject({
      code: 'token_expired',
      message: 'jwt expired',
    })
  })

  it('never remembers a failure: a forged token fails every time', async () => {
    const check = createAccessGate(options)
    const forged = await signToken({ pem: testKeyPair().privateKeyPem })
    await expect(check(`Bearer ${forged}`)).rejects.toMatchObject({ code: 'unauthorized' })
    await expect(check(`Bearer ${forged}`)).rejects.toMatchObject({ code: 'unauthorized' })
  })

  it('a cached token does not vouch for a token that differs by one character', async () => {
    const check = createAccessGate(options)
    const token = await signToken()
    await check(`Bearer ${token}`)
    const tampered = token.slice(0, -2) + (token.at(-2) === 'A' ? 'B' : 'A') + token.at(-1)
    await expect(check(`Bearer ${tampered}`)).rejects.toMatchObject({ code: 'unauthorized' })
  })
})
