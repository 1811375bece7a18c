import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOMAIN_EVENTS_STREAM, type LoginResponse } from '@seats/contracts'
import { httpClient, registerUser, type HttpClient } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'
import { up as recordFamilyStarts } from '../../../migrations/20261124190100_refresh_family_started_at'
import { hashRefreshToken } from './refresh-token'

let srv: TestAuthServer
let api: HttpClient

beforeAll(async () => {
  srv = await startTestServer({ REFRESH_FAMILY_MAX_AGE_DAYS: '30' })
  api = httpClient(srv.base)
})
afterAll(() => srv?.close())

const me = (token: string) => api.get('/api/users/me', { token })
const login = (username: string, password: string) =>
  api.post<LoginResponse>('/api/auth/login', { body: { username, password } })

/** The session events auth published for an account (reporting closes connections on them). */
async function sessionEvents(accountId: number): Promise<Array<Record<string, unknown>>> {
  const entries = (await srv.redis.xrange(
    `${srv.env.REDIS_PREFIX}:${DOMAIN_EVENTS_STREAM}`,
    '-',
    '+',
  )) as Array<[string, string[]]>
  return entries
    .map(([, fields]) => JSON.parse(fields[1] ?? '{}') as Record<string, unknown>)
    .filter((e) => e.accountId === accountId && String(e.type).includes('session'))
}

describe('revocation', () => {
  it('a logged-out access token is refused at once, and only that session ends', async () => {
    const u = await registerUser(api)
    const elsewhere = await login(u.email, u.password)
    expect((await me(u.accessToken)).status).toBe(200)
    const out = await api.post('/api/auth/logout', { token: u.accessToken, refreshCookie: u.refreshToken })
    expect(out.status).toBe(200)
    expect((await me(u.accessToken)).status).toBe(401)
    // Another browser's session goes on.
    expect((await me(elsewhere.body.accessToken)).status).toBe(200)
    await expect
      .poll(() => sessionEvents(u.user.id))
      .toEqual([expect.objectContaining({ type: 'session.ended' })])
  })

  it('logging out with the cookie alone ends the access tokens of that session too', async () => {
    const u = await registerUser(api)
    expect((await api.post('/api/auth/logout', { refreshCookie: u.refreshToken })).status).toBe(200)
    expect((await me(u.accessToken)).status).toBe(401)
  })

  it('a password change refuses every older access token but not the new one', async () => {
    const u = await registerUser(api)
    const other = await login(u.email, u.password)
    const res = await api.post<LoginResponse>('/api/users/me/password', {
      token: u.accessToken,
      body: { currentPassword: u.password, newPassword: 'a-brand-new-pass-7' },
    })
    expect(res.status).toBe(200)
    expect((await me(u.accessToken)).status).toBe(401)
    expect((await me(other.body.accessToken)).status).toBe(401)
    expect((await me(res.body.accessToken)).status).toBe(200)
    await expect
      .poll(() => sessionEvents(u.user.id))
      .toContainEqual(expect.objectContaining({ type: 'account.sessions_ended' }))
  })

  it('a sign-in older than the cap cannot refresh, however recently it rotated', async () => {
    const u = await registerUser(api)
    const fresh = await api.post('/api/auth/refresh_token', { refreshCookie: u.refreshToken })
    expect(fresh.status).toBe(200)
    const family = (await srv
      .db('refresh_tokens')
      .where({ token_hash: hashRefreshToken(fresh.refreshCookie!) })
      .first('family_id')) as {
      family_id: string
    }
    await srv
      .db('refresh_tokens')
      .where({ family_id: family.family_id })
      .update({ family_started_at: new Date(Date.now() - 30 * 86_400_000 - 60_000) })
    const aged = await api.post('/api/auth/refresh_token', { refreshCookie: fresh.refreshCookie! })
    expect(aged.status).toBe(401)
    expect(aged.body).toMatchObject({ error: 'refresh_invalid' })
    // A sign-in a day short of the cap still refreshes.
    const young = await registerUser(api)
    await srv
      .db('refresh_tokens')
      .where({ token_hash: hashRefreshToken(young.refreshToken) })
      .update({ family_started_at: new Date(Date.now() - 29 * 86_400_000) })
    expect((await api.post('/api/auth/refresh_token', { refreshCookie: young.refreshToken })).status).toBe(
      200,
    )
  })

  it('the migration dates older sign-ins from their oldest stored token', async () => {
    const u = await registerUser(api)
    const rotated = await api.post('/api/auth/refresh_token', { refreshCookie: u.refreshToken })
    expect(rotated.status).toBe(200)
    const signedInAt = new Date(Date.now() - 40 * 86_400_000)
    await srv
      .db('refresh_tokens')
      .where({ token_hash: hashRefreshToken(u.refreshToken) })
      .update({ created_at: signedInAt })
    await srv.db('refresh_tokens').where({ user_id: u.user.id }).update({ family_started_at: null })
    await recordFamilyStarts(srv.db)
    const rows = (await srv
      .db('refresh_tokens')
      .where({ user_id: u.user.id })
      .select('family_started_at')) as Array<{
      family_started_at: Date
    }>
    expect(rows.map((r) => new Date(r.family_started_at).getTime())).toEqual([
      signedInAt.getTime(),
      signedInAt.getTime(),
    ])
    // And so that sign-in, past the cap, can no longer refresh.
    expect(
      (await api.post('/api/auth/refresh_token', { refreshCookie: rotated.refreshCookie! })).status,
    ).toBe(401)
  })
})
