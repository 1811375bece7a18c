import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerTestWarden } from '@seats/auth/testing'
import { send, startSeating, type SeatingTestEnv } from '../../testing/seating-harness'

let env: SeatingTestEnv

beforeAll(async () => {
  env = await startSeating({ consumeEvents: true })
})
afterAll(() => env.close())

const newPerson = { firstName: 'משה', lastName: 'כהן', phone: '0501111111' }

describe('account.changed', () => {
  it('a payment credited in auth lets the next write through at once, despite the cached expired status', async () => {
    const a = await env.registerAccount()
    await env.expireTrial(a.id)
    // The refusal is now cached here for ACCOUNT_CACHE_SECONDS (30 s).
    expect((await a.call('POST', '/api/persons', newPerson)).status).toBe(402)

    const credit = await send(
      env.auth.base,
      null,
      'POST',
      `/internal/accounts/${a.id}/subscription-credits`,
      {
        ref: `payment:${a.id}`,
        subscriptionType: 'חודשי',
        paidThrough: new Date(Date.now() + 33 * 86_400_000).toISOString(),
      },
      { 'x-service-token': env.auth.env.INTERNAL_TOKEN },
    )
    expect(credit.status).toBe(200)

    await expect
      .poll(async () => (await a.call('POST', '/api/persons', newPerson)).status, {
        timeout: 5_000,
        interval: 100,
      })
      .toBe(201)
  })

  it('an admin lowering maxPeople is enforced on the next write', async () => {
    const a = await env.registerAccount()
    expect((await a.call('POST', '/api/persons', newPerson)).status).toBe(201)
    const admin = await registerTestWarden(env.auth)
    await env.auth.db('users').where({ id: admin.id }).update({ is_admin: true })
    const login = await send<{ accessToken: string }>(env.auth.base, null, 'POST', '/api/auth/login', {
      username: admin.email,
      password: admin.password,
    })
    const lowered = await send(env.auth.base, login.body.accessToken, 'PUT', `/api/users/admin/${a.id}`, {
      maxPeople: 1,
    })
    expect(lowered.status).toBe(200)
    await expect
      .poll(
        async () =>
          (await a.call<{ error: string }>('POST', '/api/persons', { ...newPerson, phone: '0502222222' }))
            .body.error,
        { timeout: 5_000, interval: 100 },
      )
      .toBe('quota_exceeded')
  })

  it("an admin's quick actions take effect at once: extend-trial permits, mark-paid permits, a lapsed end refuses", async () => {
    const admin = await registerTestWarden(env.auth)
    await env.auth.db('users').where({ id: admin.id }).update({ is_admin: true })
    const login = await send<{ accessToken: string }>(env.auth.base, null, 'POST', '/api/auth/login', {
      username: admin.email,
      password: admin.password,
    })
    const asAdmin = (path: string, body: unknown) =>
      send(env.auth.base, login.body.accessToken, 'POST', path, body)
    const writes = (
      a: { call: (m: string, p: string, b?: unknown) => Promise<{ status: number }> },
      phone: string,
    ) =>
      expect.poll(async () => (await a.call('POST', '/api/persons', { ...newPerson, phone })).status, {
        timeout: 5_000,
        interval: 100,
      })

    const trial = await env.registerAccount()
    await env.expireTrial(trial.id)
    expect((await trial.call('POST', '/api/persons', newPerson)).status).toBe(402)
    expect((await asAdmin(`/api/users/${trial.id}/extend-trial`, { days: 14 })).status).toBe(200)
    await writes(trial, '0503333333').toBe(201)

    const paid = await env.registerAccount()
    await env.expireTrial(paid.id)
    expect((await paid.call('POST', '/api/persons', newPerson)).status).toBe(402)
    const until = new Date(Date.now() + 2_000).toISOString()
    expect((await asAdmin(`/api/users/${paid.id}/mark-paid`, { until })).status).toBe(200)
    await writes(paid, '0504444444').toBe(201)
    // Seating's cached account never outlives the subscription's end: two seconds later it refuses again.
    await writes(paid, '0505555555').toBe(402)
  })
})
