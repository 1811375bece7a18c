import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  TRIAL_SUBSCRIPTION_TYPE,
  adminUserListSchema,
  auditEntrySchema,
  signInSchema,
  userStatsSchema,
  type AdminUserList,
  type AuditEntry,
  type LoginResponse,
  type SignIn,
  type User,
  type UserStats,
} from '@seats/contracts'
import { httpClient, registerUser, type HttpClient, type RegisteredUser } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'

const DAY = 86_400_000
let srv: TestAuthServer
let api: HttpClient
let admin: RegisteredUser

async function makeAdmin(u: RegisteredUser): Promise<RegisteredUser> {
  await srv.db('users').where({ id: u.user.id }).update({ is_admin: true })
  const res = await api.post<LoginResponse>('/api/auth/login', {
    body: { username: u.email, password: u.password },
  })
  return { ...u, user: res.body.user, accessToken: res.body.accessToken }
}

/** Events auth wrote to its outbox or already published, for this account. */
async function accountChangedCount(accountId: number): Promise<number> {
  const entries = (await srv.redis.xrange(`${srv.env.REDIS_PREFIX}:domain-events`, '-', '+')) as Array<
    [string, string[]]
  >
  return entries.filter(([, f]) => {
    const e = JSON.parse(f[f.indexOf('event') + 1] ?? 'null') as { type: string; accountId: number }
    return e.type === 'account.changed' && e.accountId === accountId
  }).length
}

beforeAll(async () => {
  srv = await startTestServer()
  api = httpClient(srv.base)
  admin = await makeAdmin(await registerUser(api))
})
afterAll(() => srv?.close())

describe('POST /api/users/:id/extend-trial', () => {
  it('moves an expired trial forward from now; the status becomes 0 and account.changed is published', async () => {
    const u = await registerUser(api)
    await srv
      .db('users')
      .where({ id: u.user.id })
      .update({
        created_at: new Date(Date.now() - 40 * DAY),
        subscription_ends_at: new Date(Date.now() - 10 * DAY),
      })
    const before = Date.now()
    const res = await api.post<User>(`/api/users/${u.user.id}/extend-trial`, {
      token: admin.accessToken,
      body: { days: 7 },
    })
    expect(res.status).toBe(200)
    const end = Date.parse(res.body.subscriptionEndsAt!)
    expect(end).toBeGreaterThanOrEqual(before + 7 * DAY)
    expect(end).toBeLessThan(Date.now() + 7 * DAY + 1000)
    expect(res.body.subscriptionType).toBe(TRIAL_SUBSCRIPTION_TYPE)
    const list = (await api.get<AdminUserList>('/api/users/admin-list', { token: admin.accessToken })).body
    expect(list.users.find((x) => x.id === u.user.id)?.status).toBe(0)
    await expect.poll(() => accountChangedCount(u.user.id)).toBe(1)
  })

  it('adds to a trial that has not ended yet', async () => {
    const u = await registerUser(api)
    const res = await api.post<User>(`/api/users/${u.user.id}/extend-trial`, {
      token: admin.accessToken,
      body: { days: 10 },
    })
    expect(Date.parse(res.body.subscriptionEndsAt!)).toBe(Date.parse(u.user.subscriptionEndsAt!) + 10 * DAY)
  })

  it('refuses a paying account: its time follows its charges, and nothing changes', async () => {
    const u = await registerUser(api)
    const until = new Date(Date.now() + 30 * DAY).toISOString()
    await api.post(`/api/users/${u.user.id}/mark-paid`, { token: admin.accessToken, body: { until } })
    const res = await api.post(`/api/users/${u.user.id}/extend-trial`, {
      token: admin.accessToken,
      body: { days: 14 },
    })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: 'not_in_trial' })
    const list = (await api.get<AdminUserList>('/api/users/admin-list', { token: admin.accessToken })).body
    expect(list.users.find((x) => x.id === u.user.id)?.subscriptionEndsAt).toBe(until)
  })

  it('refuses 0 or 366 days naming the field, a non-admin with 403, and answers 404 for no such user', async () => {
    const u = await registerUser(api)
    for (const days of [0, 366]) {
      const bad = await api.post(`/api/users/${u.user.id}/extend-trial`, {
        token: admin.accessToken,
        body: { days },
      })
      expect(bad.status).toBe(400)
      expect(bad.body).toMatchObject({ fields: [{ field: 'days' }] })
    }
    expect(
      (await api.post(`/api/users/${u.user.id}/extend-trial`, { token: u.accessToken, body: { days: 5 } }))
        .status,
    ).toBe(403)
    expect(
      (await api.post('/api/users/99999999/extend-trial', { token: admin.accessToken, body: { days: 5 } }))
        .status,
    ).toBe(404)
  })
})

describe('POST /api/users/:id/mark-paid', () => {
  it('sets the monthly type and the end; the status becomes -1', async () => {
    const u = await registerUser(api)
    await srv
      .db('users')
      .where({ id: u.user.id })
      .update({
        created_at: new Date(Date.now() - 40 * DAY),
        subscription_ends_at: new Date(Date.now() - 10 * DAY),
      })
    const until = new Date(Date.now() + 60 * DAY).toISOString()
    const res = await api.post<User>(`/api/users/${u.user.id}/mark-paid`, {
      token: admin.accessToken,
      body: { until },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ subscriptionType: 'חודשי', subscriptionEndsAt: until })
    const list = (await api.get<AdminUserList>('/api/users/admin-list', { token: admin.accessToken })).body
    expect(list.users.find((x) => x.id === u.user.id)?.status).toBe(-1)
    await expect.poll(() => accountChangedCount(u.user.id)).toBe(1)
  })

  it('refuses a past date', async () => {
    const u = await registerUser(api)
    const res = await api.post(`/api/users/${u.user.id}/mark-paid`, {
      token: admin.accessToken,
      body: { until: '2001-01-01T00:00:00Z' },
    })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ fields: [{ field: 'until', message: 'התאריך חייב להיות בעתיד' }] })
  })
})

describe('GET /api/users/:id/audit', () => {
  it('records every admin write with who, when, and the fields before and after; newest first', async () => {
    const created = await api.post<User>('/api/users', {
      token: admin.accessToken,
      body: {
        email: `audit-${Date.now()}@example.com`,
        password: 'created-pass-1',
        contactName: 'רחל',
        phone: '0523334444',
      },
    })
    const id = created.body.id
    await api.put(`/api/users/admin/${id}`, {
      token: admin.accessToken,
      body: { maxPeople: 450, contactName: 'רחל לוי', password: 'reset-pass-123' },
    })
    await api.post(`/api/users/${id}/extend-trial`, { token: admin.accessToken, body: { days: 3 } })
    const until = new Date(Date.now() + 30 * DAY).toISOString()
    await api.post(`/api/users/${id}/mark-paid`, { token: admin.accessToken, body: { until } })
    expect((await api.delete(`/api/users/${id}`, { token: admin.accessToken })).status).toBe(204)

    const res = await api.get<AuditEntry[]>(`/api/users/${id}/audit`, { token: admin.accessToken })
    expect(res.status).toBe(200)
    const entries = auditEntrySchema.array().parse(res.body)
    expect(entries.map((e) => e.action)).toEqual([
      'user.delete',
      'user.mark_paid',
      'user.extend_trial',
      'user.update',
      'user.create',
    ])
    for (const e of entries)
      expect(e).toMatchObject({ actorId: admin.user.id, actorEmail: admin.email, targetUserId: id })
    const byAction = Object.fromEntries(entries.map((e) => [e.action, e]))
    expect(byAction['user.update']!.changes).toEqual(
      expect.arrayContaining([
        { field: 'contactName', before: 'רחל', after: 'רחל לוי' },
        { field: 'maxPeople', before: 300, after: 450 },
        { field: 'password', before: null, after: null },
      ]),
    )
    expect(byAction['user.mark_paid']!.changes).toEqual(
      expect.arrayContaining([
        { field: 'subscriptionType', before: TRIAL_SUBSCRIPTION_TYPE, after: 'חודשי' },
        { field: 'subscriptionEndsAt', before: expect.any(String), after: until },
      ]),
    )
    expect(byAction['user.create']!.changes).toEqual(
      expect.arrayContaining([{ field: 'contactName', before: null, after: 'רחל' }]),
    )
    expect(byAction['user.delete']!.changes).toEqual(
      expect.arrayContaining([{ field: 'contactName', before: 'רחל לוי', after: null }]),
    )
    // Never a password hash, anywhere.
    expect(JSON.stringify(entries)).not.toMatch(/argon2|reset-pass|created-pass/)
    const times = entries.map((e) => Date.parse(e.at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })
})

describe('GET /api/users/:id/sign-ins', () => {
  it('lists successful sign-ins newest first with the client address, and the list shows the last one', async () => {
    const u = await registerUser(api)
    const headers = { 'x-forwarded-for': '203.0.113.7', 'user-agent': 'test-browser/1.0' }
    const ok = await api.post('/api/auth/login', {
      body: { username: u.email, password: u.password },
      headers,
    })
    expect(ok.status).toBe(200)
    await api.post('/api/auth/login', { body: { username: u.email, password: 'wrong-password' } })
    const res = await api.get<SignIn[]>(`/api/users/${u.user.id}/sign-ins`, { token: admin.accessToken })
    expect(res.status).toBe(200)
    const list = signInSchema.array().parse(res.body)
    expect(list.map((s) => s.method)).toEqual(['login', 'register'])
    expect(list[0]).toMatchObject({ ip: '203.0.113.7', userAgent: 'test-browser/1.0' })
    const row = (
      await api.get<AdminUserList>('/api/users/admin-list', { token: admin.accessToken })
    ).body.users.find((x) => x.id === u.user.id)
    expect(row?.lastSignInAt).toBe(list[0]!.at)
  })

  it('keeps the newest 50', async () => {
    const u = await registerUser(api)
    for (let i = 0; i < 52; i++)
      await srv
        .db('sign_ins')
        .insert({ user_id: u.user.id, at: new Date(), method: 'login', ip: `10.0.0.${i}` })
    await api.post('/api/auth/login', { body: { username: u.email, password: u.password } })
    expect(await srv.db('sign_ins').where({ user_id: u.user.id }).count({ n: '*' })).toEqual([{ n: 50 }])
    expect((await api.get(`/api/users/99999999/sign-ins`, { token: admin.accessToken })).status).toBe(404)
  })
})

describe('GET /api/users/admin-list and /stats', () => {
  it('answers every user with status, last sign-in and null worshippers when seating is not deployed', async () => {
    const res = await api.get<AdminUserList>('/api/users/admin-list', { token: admin.accessToken })
    expect(res.status).toBe(200)
    const list = adminUserListSchema.parse(res.body)
    expect(list.worshippersKnown).toBe(false)
    expect(list.users.every((u) => u.worshippers === null)).toBe(true)
    expect(list.users.some((u) => u.id === admin.user.id)).toBe(true)
    expect(JSON.stringify(list)).not.toContain('passwordHash')
  })

  it('counts accounts by status, sign-ups per week and the conversion', async () => {
    const res = await api.get<UserStats>('/api/users/stats', { token: admin.accessToken })
    expect(res.status).toBe(200)
    const stats = userStatsSchema.parse(res.body)
    const total = await srv.db('users').where({ is_guest: false, is_demo_guest: false }).count({ n: '*' })
    expect(Object.values(stats.byStatus).reduce((a, b) => a + b, 0)).toBe(Number(total[0]!.n))
    expect(stats.signUpsPerWeek).toHaveLength(26)
    // Everyone here registered within the last 26 weeks (a few are moved 40 days back).
    expect(stats.signUpsPerWeek.reduce((n, w) => n + w.count, 0)).toBe(stats.registered)
    expect(stats.signUpsPerWeek.at(-1)!.count).toBeGreaterThan(0)
    expect(stats.conversion.trial + stats.conversion.paid).toBeLessThanOrEqual(stats.registered)
    expect(stats.conversion.rate).toBeGreaterThanOrEqual(0)
    const plain = await registerUser(api)
    expect((await api.get('/api/users/stats', { token: plain.accessToken })).status).toBe(403)
    expect((await api.get('/api/users/admin-list', { token: plain.accessToken })).status).toBe(403)
  })
})
