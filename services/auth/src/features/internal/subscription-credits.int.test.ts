import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOMAIN_EVENTS_STREAM, domainEventSchema, subscriptionStatus, userSchema } from '@seats/contracts'
import { httpClient, registerUser, type HttpClient } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'

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
const credit = (id: number, body: unknown, headers = service) =>
  api.post(`/internal/accounts/${id}/subscription-credits`, { body, headers })

async function changedEvents(accountId: number): Promise<number> {
  const entries = (await srv.redis.xrange(
    `${srv.env.REDIS_PREFIX}:${DOMAIN_EVENTS_STREAM}`,
    '-',
    '+',
  )) as Array<[string, string[]]>
  return entries
    .map(([, f]) => domainEventSchema.parse(JSON.parse(f[f.indexOf('event') + 1] ?? 'null')))
    .filter((e) => e.type === 'account.changed' && e.accountId === accountId).length
}

describe('POST /internal/accounts/:id/subscription-credits', () => {
  it('makes an expired trial paid at once, and tells other services (account.changed)', async () => {
    const { user } = await registerUser(api)
    await srv
      .db('users')
      .where({ id: user.id })
      .update({
        created_at: new Date(Date.now() - 40 * DAY_MS),
        subscription_ends_at: new Date(Date.now() - DAY_MS),
      })
    expect((await api.get(`/internal/accounts/${user.id}`, { headers: service })).body).toMatchObject({
      subscriptionStatus: 1,
    })
    const paidThrough = new Date(Date.now() + 33 * DAY_MS).toISOString()
    const res = await credit(user.id, { ref: 'payment:1', subscriptionType: 'חודשי', paidThrough })
    expect(res.status).toBe(200)
    const after = userSchema.parse(res.body)
    expect(after.subscriptionType).toBe('חודשי')
    expect(after.subscriptionEndsAt).toBe(paidThrough)
    expect(subscriptionStatus(after)).toBe(-1)
    expect((await api.get(`/internal/accounts/${user.id}`, { headers: service })).body).toMatchObject({
      subscriptionStatus: -1,
    })
    expect(await changedEvents(user.id)).toBe(1)
  })

  it('moves the end date once per ref, however often and however concurrently it is sent', async () => {
    const { user } = await registerUser(api)
    const paidThrough = new Date(Date.now() + 60 * DAY_MS).toISOString()
    const body = { ref: `payment:${user.id}-a`, subscriptionType: 'חודשי', paidThrough }
    const answers = await Promise.all([credit(user.id, body), credit(user.id, body), credit(user.id, body)])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(
      await srv.db('subscription_credits').where({ user_id: user.id }).count({ n: '*' }).first(),
    ).toEqual({ n: 1 })
    // The same ref with another date is still the same payment: nothing moves.
    const later = new Date(Date.now() + 90 * DAY_MS).toISOString()
    const repeat = userSchema.parse((await credit(user.id, { ...body, paidThrough: later })).body)
    expect(repeat.subscriptionEndsAt).toBe(paidThrough)
    expect(await changedEvents(user.id)).toBe(1)
  })

  it('never shortens paid time: an older credit keeps the later end date', async () => {
    const { user } = await registerUser(api)
    const far = new Date(Date.now() + 100 * DAY_MS).toISOString()
    await credit(user.id, { ref: `payment:${user.id}-far`, subscriptionType: 'חודשי', paidThrough: far })
    const near = userSchema.parse(
      (
        await credit(user.id, {
          ref: `payment:${user.id}-near`,
          subscriptionType: 'חודשי',
          paidThrough: new Date(Date.now() + 10 * DAY_MS).toISOString(),
        })
      ).body,
    )
    expect(near.subscriptionEndsAt).toBe(far)
  })

  it('answers 404 for a missing account, 400 naming a bad field, 403 without the service token', async () => {
    const ok = { ref: 'payment:x', subscriptionType: 'חודשי', paidThrough: new Date().toISOString() }
    expect((await credit(99999999, ok)).status).toBe(404)
    const { user, accessToken } = await registerUser(api)
    const bad = await credit(user.id, { ...ok, paidThrough: 'tomorrow' })
    expect(bad.status).toBe(400)
    expect((bad.body as { fields: Array<{ field: string }> }).fields.map((f) => f.field)).toEqual([
      'paidThrough',
    ])
    const stranger = await api.post(`/internal/accounts/${user.id}/subscription-credits`, {
      body: ok,
      token: accessToken,
    })
    expect(stranger.status).toBe(403)
  })
})
