import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { httpClient, registerUser, uniqueEmail, type HttpClient } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'
import { waitWords } from '@seats/contracts'

let srv: TestAuthServer
let api: HttpClient
let ipCounter = 0
/** A distinct client address per test, as the gateway reports it in X-Forwarded-For. */
const fromIp = () => ({ 'x-forwarded-for': `203.0.113.${++ipCounter}` })

beforeAll(async () => {
  srv = await startTestServer({
    LOGIN_ACCOUNT_IP_MAX_FAILURES: '3',
    LOGIN_IP_MAX_FAILURES: '5',
    REGISTER_IP_MAX: '2',
  })
  api = httpClient(srv.base)
})
afterAll(() => srv?.close())

const login = (username: string, password: string, headers: Record<string, string>) =>
  api.post('/api/auth/login', { body: { username, password }, headers })

function expectRateLimited(res: { status: number; body: Record<string, unknown>; headers: Headers }) {
  expect(res.status).toBe(429)
  expect(res.body).toMatchObject({
    ok: false,
    error: 'rate_limited',
    status: 429,
    // The wait the header gives, in words: 'בעוד 15 דקות'.
    message: `יותר מדי ניסיונות. נסו שוב ${waitWords(Number(res.headers.get('retry-after')))}`,
    params: { seconds: Number(res.headers.get('retry-after')) },
  })
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
}

describe('login limits', () => {
  it('stops an address after failures on an account, even with the right password', async () => {
    const u = await registerUser(api, {}, fromIp())
    const ip = fromIp()
    for (let i = 0; i < 3; i++) expect((await login(u.email, 'wrong-password', ip)).status).toBe(401)
    expectRateLimited(await login(u.email, u.password, ip))
    // Not the owner elsewhere: the strict count is per account and address.
    expect((await login(u.email, u.password, fromIp())).status).toBe(200)
  })

  it('resets the account count on a successful login', async () => {
    const u = await registerUser(api, {}, fromIp())
    const ip = fromIp()
    for (let i = 0; i < 2; i++) expect((await login(u.email, 'wrong-password', ip)).status).toBe(401)
    expect((await login(u.email, u.password, ip)).status).toBe(200)
    for (let i = 0; i < 2; i++) expect((await login(u.email, 'wrong-password', ip)).status).toBe(401)
    expect((await login(u.email, u.password, ip)).status).toBe(200)
  })

  it('limits failures per address across many accounts, without touching other addresses', async () => {
    const ip = fromIp()
    for (let i = 0; i < 5; i++)
      expect((await login(uniqueEmail('spray'), 'wrong-password', ip)).status).toBe(401)
    expectRateLimited(await login(uniqueEmail('spray'), 'wrong-password', ip))
    const u = await registerUser(api, {}, fromIp())
    expect((await login(u.email, u.password, fromIp())).status).toBe(200)
  })

  it('keys on the address our proxy appended, not one the client made up', async () => {
    const real = `198.51.100.${++ipCounter}`
    for (let i = 0; i < 5; i++) {
      const spoofed = { 'x-forwarded-for': `10.0.${i}.1, ${real}` }
      expect((await login(uniqueEmail('spoof'), 'wrong-password', spoofed)).status).toBe(401)
    }
    expectRateLimited(
      await login(uniqueEmail('spoof'), 'wrong-password', { 'x-forwarded-for': `10.9.9.9, ${real}` }),
    )
  })
})

describe('registration limit', () => {
  it('allows a few registrations per address, then 429 with Retry-After', async () => {
    const ip = fromIp()
    await registerUser(api, {}, ip)
    await registerUser(api, {}, ip)
    expectRateLimited(
      await api.post('/api/auth/register', {
        body: { email: uniqueEmail(), password: 'correct-horse-9', contactName: 'x', phone: '0501234567' },
        headers: ip,
      }),
    )
    // Junk counts too, and other addresses are unaffected.
    expect((await api.post('/api/auth/register', { body: {}, headers: ip })).status).toBe(429)
    await registerUser(api, {}, fromIp())
  })

  it('counts an IPv6 caller by its /64: a new address in the same network gets no new budget', async () => {
    const net = `2001:db8:${(++ipCounter).toString(16)}:7`
    await registerUser(api, {}, { 'x-forwarded-for': `${net}::1` })
    await registerUser(api, {}, { 'x-forwarded-for': `${net}:aaaa::2` })
    expectRateLimited(
      await api.post('/api/auth/register', {
        body: { email: uniqueEmail(), password: 'correct-horse-9', contactName: 'x', phone: '0501234567' },
        headers: { 'x-forwarded-for': `${net}:ffff:ffff:ffff:3` },
      }),
    )
    // The next /64 is someone else.
    await registerUser(api, {}, { 'x-forwarded-for': `2001:db8:${(++ipCounter).toString(16)}:8::1` })
  })
})
