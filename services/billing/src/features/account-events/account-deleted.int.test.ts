import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@seats/card-stand-in/testing'
import { registerTestWarden } from '@seats/auth/testing'
import { send } from '@seats/kit/testing'
import type { Subscription } from '@seats/contracts'
import { startBilling, type BillingTestEnv } from '../../testing/billing-harness'

let env: BillingTestEnv

beforeAll(async () => {
  env = await startBilling({ consumeEvents: true })
})
afterAll(() => env?.close())

describe('account.deleted', () => {
  it("cancels the deleted account's recurring charge at the provider, so it is never charged again", async () => {
    const a = await env.registerAccount()
    const { firstChargeDate } = (await a.call<Subscription>('GET', '/api/billing/subscription')).body
    const paid = await a.call('POST', '/api/users/createRecurringCharge', {
      SingleUseToken: await env.standIn.createToken(TEST_CARDS.success),
      dateStart: firstChargeDate,
    })
    expect(paid.status).toBe(200)

    const admin = await registerTestWarden(env.auth)
    await env.auth.db('users').where({ id: admin.id }).update({ is_admin: true })
    const login = await send<{ accessToken: string }>(env.auth.base, null, 'POST', '/api/auth/login', {
      username: admin.email,
      password: admin.password,
    })
    expect((await send(env.auth.base, login.body.accessToken, 'DELETE', `/api/users/${a.id}`)).status).toBe(
      204,
    )

    await expect.poll(() => env.liveItemsOf(a.id), { timeout: 10_000, interval: 100 }).toBe(0)
    expect(await env.deps.db('subscriptions').where({ account_id: a.id }).first('state')).toEqual({
      state: 'cancelled',
    })
  })
})
