import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrivateKey } from 'node:crypto'
import { SignJWT } from 'jose'
import {
  domainEventSchema,
  TRIAL_SUBSCRIPTION_TYPE,
  userSchema,
  type LoginResponse,
  type User,
} from '@seats/contracts'
import { testKeyPair } from '@seats/kit/testing'
import {
  httpClient,
  registerUser,
  uniqueEmail,
  type HttpClient,
  type RegisteredUser,
} from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'
import { hashRefreshToken } from '../sessions'

let srv: TestAuthServer
let api: HttpClient
let admin: RegisteredUser
let plain: RegisteredUser

/** Promotes in the database and logs in again so the token carries adm. */
async function makeAdmin(u: RegisteredUser): Promise<RegisteredUser> {
  await srv.db('users').where({ id: u.user.id }).update({ is_admin: true })
  const res = await api.post<LoginResponse>('/api/auth/login', {
    body: { username: u.email, password: u.password },
  })
  return { ...u, user: res.body.user, accessToken: res.body.accessToken, refreshToken: res.refreshCookie! }
}

beforeAll(async () => {
  srv = await startTestServer()
  api = httpClient(srv.base)
  admin = await makeAdmin(await registerUser(api))
  plain = await registerUser(api)
})
afterAll(() => srv?.close())

const newUserBody = () => ({
  email: uniqueEmail('created'),
  password: 'created-pass-1',
  contactName: 'יעקב',
  phone: '0523334444',
})

describe('admin endpoints refuse everyone else', () => {
  const calls = () => [
    () => api.get('/api/users', { token: plain.accessToken }),
    () => api.post('/api/users', { token: plain.accessToken, body: newUserBody() }),
    () => api.put(`/api/users/admin/${plain.user.id}`, { token: plain.accessToken, body: { isAdmin: true } }),
    () => api.delete(`/api/users/${admin.user.id}`, { token: plain.accessToken }),
  ]

  it('answers 403 forbidden to a signed-in non-admin, and changes nothing', async () => {
    for (const call of calls()) {
      const res = await call()
      expect(res.status).toBe(403)
      expect(res.body).toMatchObject({ ok: false, error: 'forbidden', status: 403 })
    }
    const me = await api.get<User>('/api/users/me', { token: plain.accessToken })
    expect(me.body.isAdmin).toBe(false)
    expect(await srv.db('users').where({ id: admin.user.id }).first()).toBeTruthy()
  })

  it('answers 401 without a token', async () => {
    expect((await api.get('/api/users')).status).toBe(401)
    expect((await api.delete(`/api/users/${plain.user.id}`)).status).toBe(401)
  })

  it('re-checks the database: a still-valid token with adm of a demoted admin is refused', async () => {
    const demoted = await makeAdmin(await registerUser(api))
    await srv.db('users').where({ id: demoted.user.id }).update({ is_admin: false })
    const res = await api.get('/api/users', { token: demoted.accessToken })
    expect(res.status).toBe(403)
  })

  it('refuses a self-made adm claim signed with another key', async () => {
    const forged = await new SignJWT({ adm: true, gst: false })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(String(admin.user.id))
      .setIssuer(srv.env.JWT_ISSUER)
      .setAudience(srv.env.JWT_AUDIENCE)
      .setExpirationTime('5m')
      .sign(createPrivateKey(testKeyPair().privateKeyPem))
    expect((await api.get('/api/users', { token: forged })).status).toBe(401)
  })
})

describe('GET /api/users', () => {
  it('lists every user, newest first, without password hashes', async () => {
    const later = await registerUser(api)
    const res = await api.get<User[]>('/api/users', { token: admin.accessToken })
    expect(res.status).toBe(200)
    const list = userSchema.strict().array().parse(res.body)
    expect(list[0]!.id).toBe(later.user.id)
    expect(list.map((u) => u.id)).toEqual(expect.arrayContaining([admin.user.id, plain.user.id]))
    const times = list.map((u) => Date.parse(u.createdAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })
})

describe('POST /api/users', () => {
  it('creates a user with the given plan (201), who can log in', async () => {
    const body = {
      ...newUserBody(),
      synagogueName: 'שערי תפילה',
      maxPeople: 500,
      price: 149,
      isAdmin: false,
      subscriptionEndsAt: '2031-01-01T00:00:00.000Z',
    }
    const res = await api.post<User>('/api/users', { token: admin.accessToken, body })
    expect(res.status).toBe(201)
    expect(userSchema.strict().parse(res.body)).toMatchObject({
      email: body.email.toLowerCase(),
      synagogueName: 'שערי תפילה',
      maxPeople: 500,
      price: 149,
      isNew: true,
      subscriptionType: TRIAL_SUBSCRIPTION_TYPE,
      subscriptionEndsAt: '2031-01-01T00:00:00.000Z',
    })
    const login = await api.post('/api/auth/login', {
      body: { username: body.email, password: body.password },
    })
    expect(login.status).toBe(200)
  })

  it('answers 409 email_taken for an existing email, 400 naming missing fields', async () => {
    const dup = await api.post('/api/users', {
      token: admin.accessToken,
      body: { ...newUserBody(), email: plain.email },
    })
    expect(dup.status).toBe(409)
    expect(dup.body).toMatchObject({ error: 'email_taken', fields: [{ field: 'email' }] })
    const bad = await api.post<{ fields: Array<{ field: string }> }>('/api/users', {
      token: admin.accessToken,
      body: { email: 'x' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields.map((f) => f.field).sort()).toEqual(['contactName', 'email', 'password', 'phone'])
  })
})

describe('PUT /api/users/admin/:id', () => {
  it('extends a trial and sets price, maxPeople and subscription', async () => {
    const target = await registerUser(api)
    const res = await api.put<User>(`/api/users/admin/${target.user.id}`, {
      token: admin.accessToken,
      body: {
        subscriptionEndsAt: '2030-06-01T12:00:00+03:00',
        maxPeople: 800,
        price: 199.5,
        subscriptionType: 'חודשי',
        contactName: 'שם חדש',
      },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      id: target.user.id,
      subscriptionEndsAt: '2030-06-01T09:00:00.000Z',
      maxPeople: 800,
      price: 199.5,
      subscriptionType: 'חודשי',
      contactName: 'שם חדש',
      email: target.email,
    })
    expect((await api.get<User>('/api/users/me', { token: target.accessToken })).body).toMatchObject({
      maxPeople: 800,
      price: 199.5,
    })
  })

  it("resets a password as a hash and ends the user's sessions", async () => {
    const target = await registerUser(api)
    const res = await api.put(`/api/users/admin/${target.user.id}`, {
      token: admin.accessToken,
      body: { password: 'reset-by-admin-1' },
    })
    expect(res.status).toBe(200)
    const row = await srv.db('users').where({ id: target.user.id }).first()
    expect(row.password_hash).toMatch(/^\$argon2id\$/)
    expect(
      (await api.post('/api/auth/login', { body: { username: target.email, password: target.password } }))
        .status,
    ).toBe(401)
    expect(
      (await api.post('/api/auth/login', { body: { username: target.email, password: 'reset-by-admin-1' } }))
        .status,
    ).toBe(200)
    expect((await api.post('/api/auth/refresh_token', { refreshCookie: target.refreshToken })).status).toBe(
      401,
    )
  })

  it('grants admin; refuses taking it from oneself; 404 for a missing user; 409 for a taken email', async () => {
    const target = await registerUser(api)
    const granted = await api.put<User>(`/api/users/admin/${target.user.id}`, {
      token: admin.accessToken,
      body: { isAdmin: true },
    })
    expect(granted.body.isAdmin).toBe(true)
    const self = await api.put(`/api/users/admin/${admin.user.id}`, {
      token: admin.accessToken,
      body: { isAdmin: false },
    })
    expect(self.status).toBe(409)
    expect(self.body.error).toBe('cannot_demote_self')
    expect(
      (await api.put('/api/users/admin/99999999', { token: admin.accessToken, body: { price: 1 } })).status,
    ).toBe(404)
    const taken = await api.put(`/api/users/admin/${target.user.id}`, {
      token: admin.accessToken,
      body: { email: plain.email },
    })
    expect(taken.status).toBe(409)
    expect(taken.body.error).toBe('email_taken')
  })

  it('names bad values', async () => {
    const res = await api.put<{ fields: Array<{ field: string }> }>(`/api/users/admin/${plain.user.id}`, {
      token: admin.accessToken,
      body: { maxPeople: -1, price: 'free', subscriptionEndsAt: 'next week' },
    })
    expect(res.status).toBe(400)
    expect(res.body.fields.map((f) => f.field).sort()).toEqual(['maxPeople', 'price', 'subscriptionEndsAt'])
  })
})

describe('DELETE /api/users/:id', () => {
  it('deletes the user and their sessions and publishes account.deleted (204)', async () => {
    const target = await registerUser(api)
    const res = await api.delete(`/api/users/${target.user.id}`, { token: admin.accessToken })
    expect(res.status).toBe(204)
    expect(await srv.db('users').where({ id: target.user.id }).first()).toBeUndefined()
    expect(
      await srv
        .db('refresh_tokens')
        .where({ token_hash: hashRefreshToken(target.refreshToken) })
        .first(),
    ).toBeUndefined()
    expect((await api.post('/api/auth/refresh_token', { refreshCookie: target.refreshToken })).status).toBe(
      401,
    )

    const entries = await srv.redis.xrange(`${srv.env.REDIS_PREFIX}:domain-events`, '-', '+')
    const events = entries.map(([, fields]) =>
      domainEventSchema.parse(JSON.parse(fields[fields.indexOf('event') + 1]!)),
    )
    expect(events).toContainEqual({ type: 'account.deleted', accountId: target.user.id })
  })

  it('refuses deleting oneself (409, not a logout-triggering 403) and answers 404 for a missing id', async () => {
    const self = await api.delete(`/api/users/${admin.user.id}`, { token: admin.accessToken })
    expect(self.status).toBe(409)
    expect(self.body.error).toBe('cannot_delete_self')
    expect(await srv.db('users').where({ id: admin.user.id }).first()).toBeTruthy()
    expect((await api.delete('/api/users/99999999', { token: admin.accessToken })).status).toBe(404)
    expect((await api.delete('/api/users/me', { token: admin.accessToken })).status).toBe(404)
  })
})
