import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { internalAccountSchema, purgeRefreshTokensResponseSchema, renderTokenSchema } from '@seats/contracts'
import { createGuestSession } from '../../testing/guest-session'
import { httpClient, registerUser, type HttpClient } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'
import { signatureVerifierOf } from '@seats/kit'
import { hashRefreshToken } from '../sessions'

let srv: TestAuthServer
let api: HttpClient
let service: Record<string, string>

beforeAll(async () => {
  srv = await startTestServer()
  api = httpClient(srv.base)
  service = { 'x-service-token': srv.env.INTERNAL_TOKEN }
})
afterAll(() => srv?.close())

const DAY_MS = 86_400_000

describe('GET /internal/accounts/:id', () => {
  it('answers what other services need, with the computed subscription status', async () => {
    const { user } = await registerUser(api)
    const res = await api.get(`/internal/accounts/${user.id}`, { headers: service })
    expect(res.status).toBe(200)
    expect(internalAccountSchema.strict().parse(res.body)).toEqual({
      id: user.id,
      isAdmin: false,
      isGuest: false,
      isDemoGuest: false,
      maxPeople: 300,
      subscriptionStatus: -1,
      phone: '0501234567',
      contactName: 'משה כהן',
      synagogueName: 'אוהל יעקב',
      email: user.email,
      price: 99,
      subscriptionType: 'ניסיון',
      subscriptionEndsAt: user.subscriptionEndsAt,
    })
  })

  it('reports an expired trial (1), a late trial (0), an expired paid plan (2) and a demo guest (-1)', async () => {
    const { user } = await registerUser(api)
    const status = async () =>
      (await api.get(`/internal/accounts/${user.id}`, { headers: service })).body.subscriptionStatus
    const created = new Date(Date.now() - 30 * DAY_MS)
    await srv
      .db('users')
      .where({ id: user.id })
      .update({ created_at: created, subscription_ends_at: new Date(Date.now() - DAY_MS) })
    expect(await status()).toBe(1)
    await srv
      .db('users')
      .where({ id: user.id })
      .update({ subscription_ends_at: new Date(Date.now() + 5 * DAY_MS) })
    expect(await status()).toBe(0)
    await srv
      .db('users')
      .where({ id: user.id })
      .update({ subscription_type: 'חודשי', subscription_ends_at: new Date(Date.now() - DAY_MS) })
    expect(await status()).toBe(2)
    const { guest } = await createGuestSession(srv, created)
    const res = await api.get(`/internal/accounts/${guest.id}`, { headers: service })
    expect(res.body).toMatchObject({ isGuest: true, isDemoGuest: true, subscriptionStatus: -1 })
  })

  it('refuses callers without the service token, even with a user token', async () => {
    const { user, accessToken } = await registerUser(api)
    for (const headers of [{}, { 'x-service-token': 'wrong-token-wrong-token' }] as Array<
      Record<string, string>
    >) {
      const res = await api.get(`/internal/accounts/${user.id}`, { headers, token: accessToken })
      expect(res.status).toBe(403)
      expect(res.body.error).toBe('forbidden')
    }
  })

  it('answers 404 for a missing or malformed id', async () => {
    expect((await api.get('/internal/accounts/99999999', { headers: service })).status).toBe(404)
    expect((await api.get('/internal/accounts/abc', { headers: service })).status).toBe(404)
  })
})

describe('POST /internal/maintenance/purge-refresh-tokens', () => {
  it('deletes expired and long-revoked tokens and keeps live and rotated ones', async () => {
    await srv.db('refresh_tokens').delete()
    const live = await registerUser(api)
    const expired = await registerUser(api)
    const revokedLongAgo = await registerUser(api)
    const revokedNow = await registerUser(api)
    const rotated = await api.post('/api/auth/refresh_token', { refreshCookie: live.refreshToken })
    const byToken = (t: string) => srv.db('refresh_tokens').where({ token_hash: hashRefreshToken(t) })
    await byToken(expired.refreshToken).update({ expires_at: new Date(Date.now() - 1000) })
    await byToken(revokedLongAgo.refreshToken).update({ revoked_at: new Date(Date.now() - 8 * DAY_MS) })
    await byToken(revokedNow.refreshToken).update({ revoked_at: new Date() })

    const res = await api.post('/internal/maintenance/purge-refresh-tokens', { headers: service })
    expect(res.status).toBe(200)
    expect(purgeRefreshTokensResponseSchema.parse(res.body)).toEqual({ deleted: 2 })
    for (const t of [live.refreshToken, rotated.refreshCookie!, revokedNow.refreshToken])
      expect(await byToken(t).first()).toBeTruthy()
    expect((await api.post('/internal/maintenance/purge-refresh-tokens', { headers: service })).body).toEqual(
      { deleted: 0 },
    )
  })

  it('refuses callers without the service token', async () => {
    expect((await api.post('/internal/maintenance/purge-refresh-tokens')).status).toBe(403)
  })
})

describe('POST /internal/accounts/:id/render-token', () => {
  it("gives the PDF renderer a viewer's token of the account for five minutes, with no session", async () => {
    const { user, accessToken: ownerToken } = await registerUser(api)
    const res = await api.post<{ accessToken: string; expiresAt: string }>(
      `/internal/accounts/${user.id}/render-token`,
      { headers: service },
    )
    expect(res.status).toBe(200)
    expect(renderTokenSchema.strict().safeParse(res.body).success).toBe(true)
    // Any service's verifier (the public key) takes it: the owner as a viewer, named as the synagogue.
    const claims = await signatureVerifierOf(srv.env)(res.body.accessToken)
    expect(claims).toMatchObject({
      memberId: user.id,
      accountId: user.id,
      role: 'viewer',
      isAdmin: false,
      memberName: user.synagogueName,
    })
    expect(claims.sessionId).toBeUndefined()
    const payload = JSON.parse(Buffer.from(res.body.accessToken.split('.')[1]!, 'base64url').toString()) as {
      iat: number
      exp: number
    }
    expect(payload.exp - payload.iat).toBe(300)
    expect(new Date(payload.exp * 1000).toISOString()).toBe(res.body.expiresAt)
    const left = Date.parse(res.body.expiresAt) - Date.now()
    expect(left).toBeGreaterThan(240_000)
    expect(left).toBeLessThanOrEqual(300_000)
    // It reads as the account does, and may change nothing an owner may.
    expect((await api.get('/api/users/me', { token: res.body.accessToken })).status).toBe(200)
    const invite = { email: `someone-${user.id}@example.com`, role: 'warden' }
    expect(
      (await api.post('/api/members/invitations', { token: res.body.accessToken, body: invite })).status,
    ).toBe(403)
    expect((await api.post('/api/members/invitations', { token: ownerToken, body: invite })).status).toBe(201)
  })

  it('changes nothing, not even what any signed-in person may change, and cannot become the owner', async () => {
    const { user } = await registerUser(api)
    const { accessToken: token } = (
      await api.post<{ accessToken: string }>(`/internal/accounts/${user.id}/render-token`, {
        headers: service,
      })
    ).body
    expect((await api.get('/api/members', { token })).status).toBe(200)
    const refused = [
      // A switch to the same synagogue would otherwise hand out a token with the person's real role.
      await api.post('/api/auth/switch', { token, body: { accountId: user.id } }),
      await api.put('/api/users/me', { token, body: { synagogueName: 'אחר' } }),
      await api.patch(`/api/users/${user.id}/markAsNotNew`, { token }),
      await api.delete(`/api/members/${user.id}`, { token }),
    ]
    expect(refused.map((r) => [r.status, (r.body as { error?: string }).error])).toEqual(
      refused.map(() => [403, 'role_forbidden']),
    )
    const after = await api.get<{ synagogueName: string; isNew: boolean }>('/api/users/me', { token })
    expect(after.body.synagogueName).toBe(user.synagogueName)
  })

  it("is the workers' alone where each caller has its own token: a leaked token of another service mints none", async () => {
    const workers = 'workers-token-of-this-test-0001'
    const leads = 'leads-token-of-this-test-000001'
    const own = await startTestServer({ INTERNAL_CALLERS: `workers=${workers},leads=${leads}` })
    try {
      const ownApi = httpClient(own.base)
      const { user } = await registerUser(ownApi)
      const asLeads = await ownApi.post(`/internal/accounts/${user.id}/render-token`, {
        headers: { 'x-service-token': leads },
      })
      expect(asLeads.status).toBe(403)
      // The same token still reaches what leads may ask.
      expect(
        (await ownApi.get(`/internal/accounts/${user.id}`, { headers: { 'x-service-token': leads } })).status,
      ).toBe(200)
      const asWorkers = await ownApi.post(`/internal/accounts/${user.id}/render-token`, {
        headers: { 'x-service-token': workers },
      })
      expect(asWorkers.status).toBe(200)
    } finally {
      await own.close()
    }
  })

  it('answers 404 for an account that does not exist, and nothing without the service token', async () => {
    const unknown = await api.post<{ error: string }>('/internal/accounts/987654321/render-token', {
      headers: service,
    })
    expect([unknown.status, unknown.body.error]).toEqual([404, 'user_not_found'])
    const { user, accessToken } = await registerUser(api)
    expect(
      (await api.post(`/internal/accounts/${user.id}/render-token`, { token: accessToken })).status,
    ).toBe(403)
    expect(
      (
        await api.post(`/internal/accounts/${user.id}/render-token`, {
          headers: { 'x-service-token': 'not-the-service-token' },
        })
      ).status,
    ).toBe(403)
  })
})
