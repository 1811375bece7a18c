import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeJwt } from 'jose'
import {
  loginResponseSchema,
  TRIAL_SUBSCRIPTION_TYPE,
  userSchema,
  type LoginResponse,
  type User,
} from '@seats/contracts'
import { httpClient, registerUser, uniqueEmail, type HttpClient } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'
import { createGuestSession } from '../../testing/guest-session'
import { usersRepo } from '../user-records'

let srv: TestAuthServer
let api: HttpClient

beforeAll(async () => {
  srv = await startTestServer()
  api = httpClient(srv.base)
})
afterAll(() => srv?.close())

const DAY_MS = 86_400_000

describe('register', () => {
  it('creates a new account on a 20-day trial and answers the seed login shape with a cookie', async () => {
    const email = uniqueEmail('reg')
    const before = Date.now()
    const res = await api.post<LoginResponse>('/api/auth/register', {
      body: {
        email: `  ${email} `,
        password: 'correct-horse-9',
        contactName: ' משה כהן ',
        synagogueName: 'אוהל יעקב',
        phone: '050-123-4567',
      },
    })
    expect(res.status).toBe(201)
    const body = loginResponseSchema.parse(res.body)
    expect(body.user).toMatchObject({
      email: email.toLowerCase(),
      contactName: 'משה כהן',
      synagogueName: 'אוהל יעקב',
      phone: '0501234567',
      isNew: true,
      isGuest: false,
      isDemoGuest: false,
      hasCompletedDemo: false,
      isAdmin: false,
      subscriptionType: TRIAL_SUBSCRIPTION_TYPE,
      maxPeople: 300,
      price: 99,
    })
    const created = Date.parse(body.user.createdAt)
    expect(created).toBeGreaterThanOrEqual(before - 1000)
    expect(Date.parse(body.user.subscriptionEndsAt!) - created).toBe(20 * DAY_MS)
    expect(JSON.stringify(res.body)).not.toMatch(/hash|argon/i)
    expect(res.refreshCookie).toBe(body.refreshToken)
    expect(res.refreshCookieHeader).toMatch(/HttpOnly; SameSite=Strict; Secure$/)
    expect(res.refreshCookieHeader).toContain('Path=/api/auth; Max-Age=2592000')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(decodeJwt(body.accessToken)).toMatchObject({ sub: String(body.user.id), adm: false, gst: false })
  })

  it('stores the password as an argon2id hash, never in clear', async () => {
    const { user, password } = await registerUser(api)
    const stored = await usersRepo(srv.db).findById(user.id)
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(stored?.passwordHash).not.toContain(password)
  })

  it('keeps hasCompletedDemo from the body', async () => {
    const { user } = await registerUser(api, { hasCompletedDemo: true })
    expect(user.hasCompletedDemo).toBe(true)
  })

  it('answers a taken email (any case) with 409 email_taken naming the email field', async () => {
    const { email } = await registerUser(api)
    const res = await api.post('/api/auth/register', {
      body: {
        email: email.toUpperCase(),
        password: 'another-pass-1',
        contactName: 'אחר',
        phone: '0521111111',
      },
    })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({
      ok: false,
      error: 'email_taken',
      status: 409,
      fields: [{ field: 'email' }],
    })
    expect(res.body.message).toContain('אימייל')
    expect(res.refreshCookie).toBeUndefined()
  })

  it('names every missing or wrong field in Hebrew', async () => {
    const res = await api.post<{ error: string; message: string; fields: Array<{ field: string }> }>(
      '/api/auth/register',
      {
        body: { email: 'not-an-email', password: 'short', phone: '123' },
      },
    )
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('validation_failed')
    expect(res.body.fields.map((f) => f.field).sort()).toEqual(['contactName', 'email', 'password', 'phone'])
    for (const label of ['אימייל', 'סיסמה', 'שם איש הקשר', 'טלפון']) expect(res.body.message).toContain(label)
  })

  it('ignores role and plan fields sent with a registration', async () => {
    const { user } = await registerUser(api, {
      isAdmin: true,
      maxPeople: 99999,
      price: 0,
      subscriptionType: 'חודשי',
      isGuest: true,
    })
    expect(user).toMatchObject({
      isAdmin: false,
      maxPeople: 300,
      price: 99,
      subscriptionType: TRIAL_SUBSCRIPTION_TYPE,
      isGuest: false,
    })
  })
})

describe('login', () => {
  it('logs in by email in any case, and the token opens /api/users/me', async () => {
    const { email, password, user } = await registerUser(api)
    const res = await api.post<LoginResponse>('/api/auth/login', {
      body: { username: email.toUpperCase(), password },
    })
    expect(res.status).toBe(200)
    const body = loginResponseSchema.parse(res.body)
    expect(body.user.id).toBe(user.id)
    expect(res.refreshCookie).toBe(body.refreshToken)
    const me = await api.get<User>('/api/users/me', { token: body.accessToken })
    expect(me.status).toBe(200)
    expect(userSchema.strict().parse(me.body)).toEqual(user)
  })

  it('answers a wrong password and an unknown account alike: 401 invalid_credentials, no cookie', async () => {
    const { email } = await registerUser(api)
    const wrong = await api.post('/api/auth/login', { body: { username: email, password: 'wrong-password' } })
    const unknown = await api.post('/api/auth/login', {
      body: { username: uniqueEmail('nobody'), password: 'wrong-password' },
    })
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401)
      expect(res.body).toMatchObject({
        ok: false,
        error: 'invalid_credentials',
        message: 'שם המשתמש או הסיסמה שגויים',
      })
      expect(res.refreshCookie).toBeUndefined()
    }
  })

  it('asks for missing credentials by field', async () => {
    const res = await api.post<{ fields: Array<{ field: string }> }>('/api/auth/login', { body: {} })
    expect(res.status).toBe(400)
    expect(res.body.fields.map((f) => f.field).sort()).toEqual(['password', 'username'])
  })

  it('cannot log into a guest (no email, no password)', async () => {
    const { guest } = await createGuestSession(srv)
    const res = await api.post('/api/auth/login', {
      body: { username: String(guest.id), password: 'anything-at-all' },
    })
    expect(res.status).toBe(401)
  })
})

describe('upgrade-guest', () => {
  const guestSession = () => createGuestSession(srv, new Date(Date.now() - 5 * DAY_MS))

  it('turns the guest into a registered account under the same id, with a fresh trial and new tokens', async () => {
    const { guest, accessToken, refreshToken } = await guestSession()
    expect(decodeJwt(accessToken).gst).toBe(true)
    const email = uniqueEmail('upgraded')
    const res = await api.post<LoginResponse>('/api/auth/upgrade-guest', {
      token: accessToken,
      body: {
        email,
        password: 'new-password-1',
        contactName: 'דוד לוי',
        synagogueName: 'היכל שלמה',
        phone: '0541234567',
        hasCompletedDemo: true,
        isGuest: true,
      },
    })
    expect(res.status).toBe(200)
    const body = loginResponseSchema.parse(res.body)
    expect(body.user).toMatchObject({
      id: guest.id,
      email: email.toLowerCase(),
      contactName: 'דוד לוי',
      synagogueName: 'היכל שלמה',
      phone: '0541234567',
      isGuest: false,
      isDemoGuest: false,
      hasCompletedDemo: true,
      isNew: false,
      subscriptionType: TRIAL_SUBSCRIPTION_TYPE,
    })
    expect(Date.parse(body.user.subscriptionEndsAt!) - Date.now()).toBeGreaterThan(20 * DAY_MS - 60_000)
    expect(decodeJwt(body.accessToken)).toMatchObject({ sub: String(guest.id), gst: false })
    expect(res.refreshCookie).toBe(body.refreshToken)

    // The guest's old session is over; the new one works, and so does a password login.
    expect((await api.post('/api/auth/refresh_token', { refreshCookie: refreshToken })).status).toBe(401)
    expect((await api.post('/api/auth/refresh_token', { refreshCookie: body.refreshToken })).status).toBe(200)
    const login = await api.post<LoginResponse>('/api/auth/login', {
      body: { username: email, password: 'new-password-1' },
    })
    expect(login.body.user.id).toBe(guest.id)
  })

  it('refuses a caller who is not a guest with 409 not_guest', async () => {
    const { accessToken } = await registerUser(api)
    const res = await api.post('/api/auth/upgrade-guest', {
      token: accessToken,
      body: { email: uniqueEmail(), password: 'new-password-1', contactName: 'דוד', phone: '0541234567' },
    })
    expect(res.status).toBe(409)
    expect(res.body.error).toBe('not_guest')
  })

  it("refuses another account's email with 409 email_taken", async () => {
    const other = await registerUser(api)
    const { accessToken } = await guestSession()
    const res = await api.post('/api/auth/upgrade-guest', {
      token: accessToken,
      body: { email: other.email, password: 'new-password-1', contactName: 'דוד', phone: '0541234567' },
    })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: 'email_taken', fields: [{ field: 'email' }] })
  })

  it('needs a bearer token', async () => {
    const res = await api.post('/api/auth/upgrade-guest', {
      body: { email: uniqueEmail(), password: 'new-password-1', contactName: 'דוד', phone: '0541234567' },
    })
    expect(res.status).toBe(401)
    expect(res.body.error).toBe('unauthorized')
  })
})
