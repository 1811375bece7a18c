import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResponse } from '@seats/contracts'
import { tokenVerifierOf, type TokenVerifier } from '@seats/kit'
import { httpClient, registerUser, type HttpClient } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'

let srv: TestAuthServer
let api: HttpClient
/** Another service's check of a token (seating, reporting): the same kit verifier on the shared Redis. */
let otherService: TokenVerifier

beforeAll(async () => {
  // A long period, so only the lost marker itself can bring the list back within a test.
  srv = await startTestServer({ REVOCATIONS_CHECK_SECONDS: '3600' })
  api = httpClient(srv.base)
  otherService = tokenVerifierOf(srv.env, srv.redis)
})
afterAll(() => srv?.close())

const me = (token: string) => api.get('/api/users/me', { token })
const login = (username: string, password: string) =>
  api.post<LoginResponse>('/api/auth/login', { body: { username, password } })
const accepted = (verify: TokenVerifier, token: string) =>
  verify(token).then(
    () => true,
    () => false,
  )

/** Redis restarted without its append-only file: the deny-list (this test's prefix only) is gone. */
async function loseDenyList(): Promise<void> {
  let cursor = '0'
  do {
    const [next, keys] = await srv.redis.scan(
      cursor,
      'MATCH',
      `${srv.env.REDIS_PREFIX}:revoked:*`,
      'COUNT',
      500,
    )
    if (keys.length) await srv.redis.del(...keys)
    cursor = next
  } while (cursor !== '0')
}

describe('the deny-list after Redis lost it', () => {
  it('still refuses a logged-out token at auth, and the live session goes on', async () => {
    const u = await registerUser(api)
    const live = await login(u.email, u.password)
    expect(
      (await api.post('/api/auth/logout', { token: u.accessToken, refreshCookie: u.refreshToken })).status,
    ).toBe(200)
    await loseDenyList()
    expect((await me(u.accessToken)).status).toBe(401)
    expect((await me(live.body.accessToken)).status).toBe(200)
  })

  it('other services refuse every token until auth writes the list back, at the next refresh', async () => {
    const u = await registerUser(api)
    const live = await login(u.email, u.password)
    await api.post('/api/auth/logout', { token: u.accessToken, refreshCookie: u.refreshToken })
    await loseDenyList()
    // The list cannot be trusted: the logged-out token is refused, and so for now is the live one.
    expect(await accepted(otherService, u.accessToken)).toBe(false)
    expect(await accepted(otherService, live.body.accessToken)).toBe(false)
    // The browser refreshes on that 401; auth writes the list back before answering.
    const refreshed = await api.post<{ accessToken: string }>('/api/auth/refresh_token', {
      refreshCookie: live.refreshCookie,
    })
    expect(refreshed.status).toBe(200)
    expect(await accepted(otherService, refreshed.body.accessToken)).toBe(true)
    expect(await accepted(otherService, live.body.accessToken)).toBe(true)
    expect(await accepted(otherService, u.accessToken)).toBe(false)
  })

  it('still refuses tokens older than a password change', async () => {
    const u = await registerUser(api)
    const other = await login(u.email, u.password)
    const changed = await api.post<LoginResponse>('/api/users/me/password', {
      token: u.accessToken,
      body: { currentPassword: u.password, newPassword: 'a-brand-new-pass-7' },
    })
    expect(changed.status).toBe(200)
    await loseDenyList()
    expect((await me(other.body.accessToken)).status).toBe(401)
    expect((await me(u.accessToken)).status).toBe(401)
    expect((await me(changed.body.accessToken)).status).toBe(200)
    expect(await accepted(otherService, other.body.accessToken)).toBe(false)
  })

  it('is written back by auth on its own, without any request', async () => {
    const u = await registerUser(api)
    await api.post('/api/auth/logout', { token: u.accessToken, refreshCookie: u.refreshToken })
    const watcher = await startTestServer({ REVOCATIONS_CHECK_SECONDS: '1' }, { replicaOf: srv })
    try {
      await loseDenyList()
      await expect
        .poll(() => srv.redis.exists(`${srv.env.REDIS_PREFIX}:revoked:kept`), { timeout: 5_000 })
        .toBe(1)
      expect(await accepted(otherService, u.accessToken)).toBe(false)
    } finally {
      await watcher.close()
    }
  })

  it('forgets revocations once every token they refuse has expired (the daily purge)', async () => {
    const u = await registerUser(api)
    await api.post('/api/auth/logout', { token: u.accessToken, refreshCookie: u.refreshToken })
    const rows = () => srv.db('token_revocations').count({ n: '*' }).first() as Promise<{ n: number }>
    const before = Number((await rows()).n)
    expect(before).toBeGreaterThan(0)
    await srv
      .db('token_revocations')
      .insert({ kind: 'token', subject: 'long-gone', expires_at: new Date(Date.now() - 1000) })
    const purge = await api.post('/internal/maintenance/purge-refresh-tokens', {
      headers: { 'x-service-token': srv.env.INTERNAL_TOKEN },
    })
    expect(purge.status).toBe(200)
    expect(Number((await rows()).n)).toBe(before)
    expect(await srv.db('token_revocations').where({ subject: 'long-gone' }).first()).toBeUndefined()
  })
})
