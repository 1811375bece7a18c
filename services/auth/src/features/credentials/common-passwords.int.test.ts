import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMON_PASSWORD_MESSAGE, type LoginResponse } from '@seats/contracts'
import { httpClient, registerUser, uniqueEmail, type HttpClient } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'
import { isCommonPassword } from './common-passwords'

let srv: TestAuthServer
let api: HttpClient

beforeAll(async () => {
  srv = await startTestServer()
  api = httpClient(srv.base)
})
afterAll(() => srv?.close())

const refusal = (field: string) => ({
  ok: false,
  error: 'validation_failed',
  fields: [{ field, message: COMMON_PASSWORD_MESSAGE }],
})

// 'password' and '12345678' are refused by the shared schema too; 'baseball' and 'superman' only by the
// full list on the server.
const common = ['12345678', 'password', 'PassWord', 'baseball', 'superman']

describe('common passwords', () => {
  it('knows the most breached passwords and lets an unusual one through', () => {
    for (const p of common) expect(isCommonPassword(p), p).toBe(true)
    expect(isCommonPassword('kinneret-shabbat-4711')).toBe(false)
  })

  it('are refused at registration with a Hebrew message naming the field', async () => {
    for (const password of common) {
      const res = await api.post('/api/auth/register', {
        body: { email: uniqueEmail(), password, contactName: 'משה', phone: '0501234567' },
      })
      expect(res.status, password).toBe(400)
      expect(res.body).toMatchObject(refusal('password'))
    }
  })

  it('are refused as a new password, and the current one stays', async () => {
    const u = await registerUser(api)
    const res = await api.post('/api/users/me/password', {
      token: u.accessToken,
      body: { currentPassword: u.password, newPassword: 'superman' },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject(refusal('newPassword'))
    // The full list is the server's own check: its field error carries the catalogue's code.
    expect(res.body).toMatchObject({ fields: [{ code: 'password_common' }] })
    const again = await api.post<LoginResponse>('/api/auth/login', {
      body: { username: u.email, password: u.password },
    })
    expect(again.status).toBe(200)
  })

  it("are refused when an admin sets or resets a user's password", async () => {
    const admin = await registerUser(api)
    await srv.db('users').where({ id: admin.user.id }).update({ is_admin: true })
    const signedIn = await api.post<LoginResponse>('/api/auth/login', {
      body: { username: admin.email, password: admin.password },
    })
    const token = signedIn.body.accessToken
    const target = await registerUser(api)
    const reset = await api.put(`/api/users/admin/${target.user.id}`, {
      token,
      body: { password: 'baseball' },
    })
    expect(reset.status).toBe(400)
    expect(reset.body).toMatchObject(refusal('password'))
    const created = await api.post('/api/users', {
      token,
      body: { email: uniqueEmail(), password: 'football', contactName: 'שרה', phone: '0501234567' },
    })
    expect(created.status).toBe(400)
    expect(created.body).toMatchObject(refusal('password'))
  })
})
