import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEntry, LoginResponse, User } from '@seats/contracts'
import { httpClient, registerUser, uniqueEmail, type HttpClient } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'

let srv: TestAuthServer
let api: HttpClient

beforeAll(async () => {
  srv = await startTestServer()
  api = httpClient(srv.base)
})
afterAll(() => srv?.close())

const login = (username: string, password: string) =>
  api.post<LoginResponse>('/api/auth/login', { body: { username, password } })

describe('POST /api/users/me/password', () => {
  it('needs the current password; signs every other session out and keeps this one', async () => {
    const me = await registerUser(api)
    const other = await login(me.email, me.password)
    expect(other.status).toBe(200)

    const res = await api.post<LoginResponse>('/api/users/me/password', {
      token: me.accessToken,
      body: { currentPassword: me.password, newPassword: 'a-brand-new-pass-7' },
    })
    expect(res.status).toBe(200)
    expect(res.body.user.id).toBe(me.user.id)
    // This browser gets a fresh session (cookie and tokens) and keeps working.
    expect(res.refreshCookie).toBe(res.body.refreshToken)
    const refreshed = await api.post('/api/auth/refresh_token', { refreshCookie: res.refreshCookie! })
    expect(refreshed.status).toBe(200)
    // Every session from before is signed out: the other browser's and this one's old cookie.
    for (const old of [other.refreshCookie!, me.refreshToken]) {
      expect((await api.post('/api/auth/refresh_token', { refreshCookie: old })).status).toBe(401)
    }
    expect((await login(me.email, me.password)).status).toBe(401)
    expect((await login(me.email, 'a-brand-new-pass-7')).status).toBe(200)
  })

  it('answers 400 wrong_password naming currentPassword, and changes nothing', async () => {
    const me = await registerUser(api)
    const res = await api.post('/api/users/me/password', {
      token: me.accessToken,
      body: { currentPassword: 'not-my-password', newPassword: 'a-brand-new-pass-7' },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      ok: false,
      error: 'wrong_password',
      message: 'הסיסמה הנוכחית שגויה',
      fields: [{ field: 'currentPassword' }],
    })
    expect((await api.post('/api/auth/refresh_token', { refreshCookie: me.refreshToken })).status).toBe(200)
    expect((await login(me.email, me.password)).status).toBe(200)
  })

  it('names missing and short fields in Hebrew', async () => {
    const me = await registerUser(api)
    const res = await api.post<{ fields: Array<{ field: string }>; message: string }>(
      '/api/users/me/password',
      { token: me.accessToken, body: { newPassword: 'short' } },
    )
    expect(res.status).toBe(400)
    expect(res.body.fields.map((f) => f.field).sort()).toEqual(['currentPassword', 'newPassword'])
    expect(res.body.message).toContain('הסיסמה הנוכחית')
  })

  it('records the change in the audit log without any password', async () => {
    const me = await registerUser(api)
    await api.post('/api/users/me/password', {
      token: me.accessToken,
      body: { currentPassword: me.password, newPassword: 'a-brand-new-pass-7' },
    })
    const rows = await srv.db('audit_log').where({ target_user_id: me.user.id })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ action: 'me.password', actor_id: me.user.id })
    expect(JSON.parse(rows[0].changes as string)).toEqual([{ field: 'password', before: null, after: null }])
    expect(JSON.stringify(rows[0])).not.toContain('argon2')
  })
})

describe('PUT /api/users/me with a new email', () => {
  it('needs the current password (400 naming currentPassword when missing or wrong)', async () => {
    const me = await registerUser(api)
    const email = uniqueEmail('moved')
    const missing = await api.put('/api/users/me', { token: me.accessToken, body: { email } })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      error: 'validation_failed',
      fields: [{ field: 'currentPassword', code: 'email_change_needs_password' }],
    })
    expect(String(missing.body.message)).toContain('הסיסמה הנוכחית')
    const wrong = await api.put('/api/users/me', {
      token: me.accessToken,
      body: { email, currentPassword: 'nope-nope-nope' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({
      error: 'wrong_password',
      fields: [{ field: 'currentPassword', code: 'wrong_password', message: 'הסיסמה הנוכחית שגויה' }],
    })
    expect((await api.get<User>('/api/users/me', { token: me.accessToken })).body.email).toBe(me.email)
  })

  it('changes it with the current password, audited with before and after', async () => {
    const me = await registerUser(api)
    const email = uniqueEmail('moved')
    const res = await api.put<User>('/api/users/me', {
      token: me.accessToken,
      body: { email, currentPassword: me.password },
    })
    expect(res.status).toBe(200)
    expect(res.body.email).toBe(email.toLowerCase())
    expect((await login(email, me.password)).status).toBe(200)
    const [entry] = (await srv.db('audit_log').where({ target_user_id: me.user.id })) as Array<
      Record<string, string>
    >
    expect(entry?.action).toBe('me.email')
    expect(JSON.parse(entry!.changes!)).toEqual([
      { field: 'email', before: me.email, after: email.toLowerCase() },
    ])
  })

  it('needs no password for the other profile fields or the same email', async () => {
    const me = await registerUser(api)
    const res = await api.put<User>('/api/users/me', {
      token: me.accessToken,
      body: { contactName: 'שם חדש', email: me.email.toUpperCase() },
    })
    expect(res.status).toBe(200)
    expect(res.body.contactName).toBe('שם חדש')
    const audit = await api.get<AuditEntry[]>(`/api/users/${me.user.id}/audit`, { token: me.accessToken })
    // The audit log is for admins only.
    expect(audit.status).toBe(403)
  })
})
