import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PAID_SUBSCRIPTION_TYPE } from '@seats/contracts'
import { send } from '@seats/kit/testing'
import { httpClient, registerUser, type HttpClient } from '../../testing/http-client'
import { startTestServer, type TestAuthServer } from '../../testing/test-server'

const DAY_MS = 86_400_000
let srv: TestAuthServer
let api: HttpClient

beforeAll(async () => {
  srv = await startTestServer()
  api = httpClient(srv.base)
})
afterAll(() => srv?.close())

const run = () =>
  send<{ sent: number }>(srv.base, null, 'POST', '/internal/maintenance/trial-reminders', undefined, {
    'x-service-token': srv.env.INTERNAL_TOKEN,
  })

/** A warden whose plan ends `days` from now. */
async function wardenEnding(days: number, type?: string) {
  const u = await registerUser(api, { contactName: 'רבקה' })
  await srv
    .db('users')
    .where({ id: u.user.id })
    .update({
      subscription_ends_at: new Date(Date.now() + days * DAY_MS),
      ...(type ? { subscription_type: type } : {}),
    })
  return u
}

const mailTo = (userId: number) =>
  srv
    .db('mail_messages as m')
    .join('mail_batches as b', 'b.id', 'm.batch_id')
    .where('m.user_id', userId)
    .select('b.subject', 'b.body') as Promise<Array<{ subject: string; body: string }>>

describe('POST /internal/maintenance/trial-reminders', () => {
  it('reminds a trial 3 days and 1 day before its last day, once each, and nobody else', async () => {
    const inThree = await wardenEnding(3)
    const tomorrow = await wardenEnding(1)
    const later = await wardenEnding(10)
    const paying = await wardenEnding(3, PAID_SUBSCRIPTION_TYPE)

    const first = await run()
    expect(first.status).toBe(200)
    expect(first.body.sent).toBeGreaterThanOrEqual(2)
    // Run again the same day (a retried job): nothing more.
    expect((await run()).body).toEqual({ sent: 0 })

    const [three] = await mailTo(inThree.user.id)
    expect(three?.subject).toBe('תקופת הניסיון מסתיימת בעוד 3 ימים')
    expect(three?.body).toContain('שלום רבקה,')
    expect(three?.body).toContain('/subscription?pay=1')
    expect(three?.body).toContain('₪99 לחודש, עד 300 מתפללים')
    expect((await mailTo(tomorrow.user.id)).map((m) => m.subject)).toEqual(['תקופת הניסיון מסתיימת מחר'])
    expect(await mailTo(later.user.id)).toEqual([])
    expect(await mailTo(paying.user.id)).toEqual([])
  })
})
