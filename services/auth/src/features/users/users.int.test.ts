import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRIAL_SUBSCRIPTION_TYPE, userSchema, type User } from '@seats/contracts'
import { httpClient, registerUser, uniqueEmail, type HttpClient } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'

let srv: TestAuthServer
let api: HttpClient

beforeAll(async () => {
  srv = await startTestServer()
  api = httpClient(srv.base)
})
afterAll(() => srv?.close())

describe('GET /api/users/me', () => {
  it('answers the caller in the contracts shape', async () => {
    const { accessToken, user } = await registerUser(api)
    const res = await api.get<User>('/api/users/me', { token: accessToken })
    expect(res.status).toBe(200)
    expect(userSchema.strict().parse(res.body)).toEqual(user)
  })

  it('needs a token', async () => {
    const res = await api.get('/api/users/me')
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ ok: false, error: 'unauthorized', status: 401 })
  })

  it("answers 401 once the token's account no longer exists", async () => {
    const { accessToken, user } = await registerUser(api)
    await srv.db('users').where({ id: user.id }).delete()
    expect((await api.get('/api/users/me', { token: accessToken })).status).toBe(401)
  })
})

describe('PUT /api/users/me', () => {
  it('updates the profile fields', async () => {
    const { accessToken, user, password } = await registerUser(api)
    const email = uniqueEmail('moved')
    const res = await api.put<User>('/api/users/me', {
      token: accessToken,
      body: {
        contactName: 'אברהם',
        synagogueName: 'בית הכנסת הגדול',
        phone: '+972-52-765-4321',
        email,
        currentPassword: password,
      },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: user.id,
      contactName: 'אברהם',
      synagogueName: 'בית הכנסת הגדול',
      phone: '0527654321',
      email: email.toLowerCase(),
    })
  })

  it('cannot escalate: role, plan, subscription and flags sent by the user are stripped', async () => {
    const { accessToken, user } = await registerUser(api)
    const res = await api.put<User>('/api/users/me', {
      token: accessToken,
      body: {
        contactName: 'ניסיון עקיפה',
        isAdmin: true,
        maxPeople: 100000,
        price: 0,
        subscriptionType: 'חודשי',
        subscriptionEndsAt: '2099-01-01T00:00:00.000Z',
        isGuest: true,
        isDemoGuest: true,
        id: 1,
        createdAt: '2000-01-01T00:00:00.000Z',
        password: 'sneaky-new-password',
      },
    })
    expect(res.status).toBe(200)
    const stored = (await api.get<User>('/api/users/me', { token: accessToken })).body
    expect(stored).toEqual({ ...user, contactName: 'ניסיון עקיפה' })
    expect(stored).toMatchObject({
      isAdmin: false,
      maxPeople: 300,
      price: 99,
      subscriptionType: TRIAL_SUBSCRIPTION_TYPE,
      isGuest: false,
    })
    // The password did not change either.
    const oldLogin = await api.post('/api/auth/login', {
      body: { username: user.email, password: 'correct-horse-9' },
    })
    expect(oldLogin.status).toBe(200)
  })

  it("refuses another account's email with 409 email_taken and keeps its own", async () => {
    const a = await registerUser(api)
    const b = await registerUser(api)
    const res = await api.put('/api/users/me', {
      token: b.accessToken,
      body: { email: a.email.toUpperCase(), currentPassword: b.password },
    })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: 'email_taken', fields: [{ field: 'email' }] })
    const same = await api.put<User>('/api/users/me', { token: b.accessToken, body: { email: b.email } })
    expect(same.status).toBe(200)
  })

  it('names a bad field', async () => {
    const { accessToken } = await registerUser(api)
    const res = await api.put<{ fields: Array<{ field: string }>; message: string }>('/api/users/me', {
      token: accessToken,
      body: { phone: '12', contactName: '' },
    })
    expect(res.status).toBe(400)
    expect(res.body.fields.map((f) => f.field).sort()).toEqual(['contactName', 'phone'])
    expect(res.body.message).toContain('טלפון')
  })
})

describe('PATCH /api/users/:id/markAsNotNew', () => {
  it('clears isNew on the own account', async () => {
    const { accessToken, user } = await registerUser(api)
    expect(user.isNew).toBe(true)
    const res = await api.patch<User>(`/api/users/${user.id}/markAsNotNew`, { token: accessToken })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: user.id, isNew: false })
  })

  it("answers 404 for another user's id and leaves that user alone", async () => {
    const me = await registerUser(api)
    const other = await registerUser(api)
    const res = await api.patch(`/api/users/${other.user.id}/markAsNotNew`, { token: me.accessToken })
    expect(res.status).toBe(404)
    expect(res.body.error).toBe('user_not_found')
    expect((await api.get<User>('/api/users/me', { token: other.accessToken })).body.isNew).toBe(true)
  })

  it("lets an admin clear anyone's flag, and answers 404 for a missing id", async () => {
    const admin = await registerUser(api)
    await srv.db('users').where({ id: admin.user.id }).update({ is_admin: true })
    const other = await registerUser(api)
    const res = await api.patch<User>(`/api/users/${other.user.id}/markAsNotNew`, {
      token: admin.accessToken,
    })
    expect(res.status).toBe(200)
    expect(res.body.isNew).toBe(false)
    expect((await api.patch('/api/users/99999999/markAsNotNew', { token: admin.accessToken })).status).toBe(
      404,
    )
    expect((await api.patch('/api/users/abc/markAsNotNew', { token: admin.accessToken })).status).toBe(404)
  })
})
