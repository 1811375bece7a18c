import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import { refreshResponseSchema } from '@seats/contracts'
import { httpClient, registerUser, type HttpClient } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'
import { hashRefreshToken } from './refresh-token'

let srv: TestAuthServer
let api: HttpClient

beforeAll(async () => {
  srv = await startTestServer()
  api = httpClient(srv.base)
})
afterAll(() => srv?.close())

const refresh = (token: string | undefined) =>
  api.post<{ accessToken: string; error?: string }>(
    '/api/auth/refresh_token',
    token === undefined ? {} : { refreshCookie: token },
  )

/** Moves a token's rotation into the past, as if the clock had run on. */
const ageRotation = (token: string, seconds: number) =>
  srv
    .db('refresh_tokens')
    .where({ token_hash: hashRefreshToken(token) })
    .update({ rotated_at: new Date(Date.now() - seconds * 1000) })

describe('refresh_token', () => {
  it('rotates on every use: a new access token and a new cookie, stored only as a hash', async () => {
    const { refreshToken, user } = await registerUser(api)
    const first = await refresh(refreshToken)
    expect(first.status).toBe(200)
    expect(refreshResponseSchema.strict().parse(first.body)).toBeTruthy()
    expect(decodeJwt(first.body.accessToken).sub).toBe(String(user.id))
    expect(first.refreshCookie).toMatch(/^[\w-]{43}$/)
    expect(first.refreshCookie).not.toBe(refreshToken)
    expect(first.refreshCookieHeader).toContain('Path=/api/auth; Max-Age=2592000')
    expect(first.headers.get('cache-control')).toBe('no-store')

    const second = await refresh(first.refreshCookie)
    expect(second.status).toBe(200)
    expect(second.refreshCookie).not.toBe(first.refreshCookie)

    const rows = await srv.db('refresh_tokens').where({ user_id: user.id }).select('token_hash')
    expect(rows).toHaveLength(3)
    const stored = JSON.stringify(rows)
    for (const token of [refreshToken, first.refreshCookie!, second.refreshCookie!]) {
      expect(stored).not.toContain(token)
      expect(stored).toContain(hashRefreshToken(token))
    }
  })

  it('answers reuse inside the grace window with an access token and no new cookie', async () => {
    const { refreshToken } = await registerUser(api)
    const rotated = await refresh(refreshToken)
    const again = await refresh(refreshToken)
    expect(again.status).toBe(200)
    expect(again.body.accessToken).toBeTruthy()
    expect(again.refreshCookie).toBeUndefined()
    // The successor is untouched and still rotates normally.
    expect((await refresh(rotated.refreshCookie)).status).toBe(200)
  })

  it('revokes the whole family when a rotated token comes back after the grace window', async () => {
    const { refreshToken } = await registerUser(api)
    const rotated = await refresh(refreshToken)
    await ageRotation(refreshToken, srv.env.REFRESH_GRACE_SECONDS + 1)

    const reused = await refresh(refreshToken)
    expect(reused.status).toBe(401)
    expect(reused.body.error).toBe('refresh_invalid')
    expect(reused.refreshCookie).toBe('')
    expect(reused.refreshCookieHeader).toContain('Max-Age=0')

    // The thief's or the victim's newer token is dead too.
    const newer = await refresh(rotated.refreshCookie)
    expect(newer.status).toBe(401)
    expect(newer.body.error).toBe('refresh_invalid')
  })

  it('lets two tabs refresh with the same token at once: both succeed, one rotation', async () => {
    const { refreshToken, user } = await registerUser(api)
    const [a, b] = await Promise.all([refresh(refreshToken), refresh(refreshToken)])
    expect([a.status, b.status]).toEqual([200, 200])
    const cookies = [a.refreshCookie, b.refreshCookie].filter(Boolean)
    expect(cookies).toHaveLength(1)
    expect(await srv.db('refresh_tokens').where({ user_id: user.id }).count({ n: '*' })).toEqual([{ n: 2 }])
    expect((await refresh(cookies[0])).status).toBe(200)
  })

  it('refuses a missing, malformed, unknown or expired token and clears the cookie', async () => {
    const { refreshToken } = await registerUser(api)
    await srv
      .db('refresh_tokens')
      .where({ token_hash: hashRefreshToken(refreshToken) })
      .update({ expires_at: new Date(Date.now() - 1000) })
    for (const token of [undefined, 'garbage', 'A'.repeat(43), refreshToken]) {
      const res = await refresh(token)
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject({ ok: false, error: 'refresh_invalid', status: 401 })
      expect(res.refreshCookie).toBe('')
    }
  })

  it('issues access tokens with the claims in the database, not the old ones', async () => {
    const { refreshToken, user } = await registerUser(api)
    await srv.db('users').where({ id: user.id }).update({ is_admin: true })
    const res = await refresh(refreshToken)
    expect(decodeJwt(res.body.accessToken).adm).toBe(true)
  })
})

describe('logout', () => {
  it('revokes the session family and clears the cookie', async () => {
    const { refreshToken } = await registerUser(api)
    const rotated = await refresh(refreshToken)
    const res = await api.post('/api/auth/logout', { refreshCookie: rotated.refreshCookie! })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true })
    expect(res.refreshCookie).toBe('')
    expect((await refresh(rotated.refreshCookie)).status).toBe(401)
    // Even the grace window does not bring back a logged-out session.
    expect((await refresh(refreshToken)).status).toBe(401)
  })

  it("ends only that session, not the user's other logins", async () => {
    const { email, password, refreshToken } = await registerUser(api)
    const other = await api.post('/api/auth/login', { body: { username: email, password } })
    await api.post('/api/auth/logout', { refreshCookie: refreshToken })
    expect((await refresh(other.refreshCookie)).status).toBe(200)
  })

  it('answers 200 without a cookie or with a junk one', async () => {
    for (const cookie of [undefined, 'junk']) {
      const res = await api.post('/api/auth/logout', cookie === undefined ? {} : { refreshCookie: cookie })
      expect(res.status).toBe(200)
      expect(res.refreshCookie).toBe('')
    }
  })
})
