import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@seats/card-stand-in/testing'
import { registerTestWarden } from '@seats/auth/testing'
import { send } from '@seats/kit/testing'
import { addMonths, type Payment, type Subscription } from '@seats/contracts'
import { startBilling, type BillingTestEnv } from '../../testing/billing-harness'

let env: BillingTestEnv

beforeAll(async () => {
  env = await startBilling({ consumeEvents: true })
})
afterAll(() => env?.close())

async function adminToken(): Promise<string> {
  const admin = await registerTestWarden(env.auth)
  await env.auth.db('users').where({ id: admin.id }).update({ is_admin: true })
  const login = await send<{ accessToken: string }>(env.auth.base, null, 'POST', '/api/auth/login', {
    username: admin.email,
    password: admin.password,
  })
  return login.body.accessToken
}

describe('account.changed', () => {
  it("an admin's new price is what the running charge bills from its next charge on", async () => {
    const a = await env.lapsedWarden()
    const t0 = env.today()
    const { firstChargeDate } = (await a.call<Subscription>('GET', '/api/billing/subscription')).body
    const paid = await a.call('POST', '/api/users/createRecurringCharge', {
      SingleUseToken: await env.standIn.createToken(TEST_CARDS.success),
      dateStart: firstChargeDate,
    })
    expect(paid.status).toBe(200)

    const changed = await send(env.auth.base, await adminToken(), 'PUT', `/api/users/admin/${a.id}`, {
      price: 149,
    })
    expect(changed.status).toBe(200)
    await expect
      .poll(
        async () => Number((await env.deps.db('subscriptions').where({ account_id: a.id }).first()).price),
        {
          timeout: 10_000,
          interval: 100,
        },
      )
      .toBe(149)
    expect((await a.call<Subscription>('GET', '/api/billing/subscription')).body).toMatchObject({
      price: 149,
      nextChargeDate: addMonths(t0, 1),
    })

    // The warden is told, by email, from when.
    const mail = await env.auth
      .db('mail_messages as m')
      .join('mail_batches as b', 'b.id', 'm.batch_id')
      .where('m.user_id', a.id)
      .select('b.subject', 'b.body')
    const notice = mail.find((m: { subject: string }) => m.subject.startsWith('מחיר המנוי עודכן'))
    expect(notice?.subject).toBe('מחיר המנוי עודכן: ₪149 לחודש')
    expect(notice?.body).toContain('מ-₪99 ל-₪149 לחודש, החל מהחיוב הבא ביום')

    // The month paid keeps its price; the renewal is charged the new one.
    await env.setDate(addMonths(t0, 1))
    await env.service('POST', '/internal/maintenance/reconcile-billing')
    const payments = (await a.call<Payment[]>('GET', '/api/billing/payments')).body
    expect(payments.map((p) => p.amount)).toEqual([149, 99])
  })
})
