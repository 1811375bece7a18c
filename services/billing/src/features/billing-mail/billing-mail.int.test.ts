import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_CARDS } from '@seats/card-stand-in/testing'
import { addDays, addMonths, type Subscription } from '@seats/contracts'
import { startBilling, type BillingTestEnv, type TestAccount } from '../../testing/billing-harness'
import { shortDate } from './billing-mail-texts'

let env: BillingTestEnv

beforeAll(async () => {
  env = await startBilling()
})
afterAll(() => env?.close())

const mailOf = (a: TestAccount) => env.mailOf(a)
/** The account's billing events as the admin's audit log holds them, oldest first. */
const billingAuditOf = async (a: TestAccount) =>
  (
    (await env.auth
      .db('audit_log')
      .where({ target_user_id: a.id })
      .where('action', 'like', 'billing.%')
      .orderBy('id')
      .select('action', 'actor_id', 'detail')) as Array<{
      action: string
      actor_id: number | null
      detail: string | Record<string, unknown> | null
    }>
  ).map((e) => ({
    action: e.action,
    actorId: e.actor_id,
    detail: typeof e.detail === 'string' ? (JSON.parse(e.detail) as Record<string, unknown>) : e.detail,
  }))

async function pay(a: TestAccount, card: string) {
  const { firstChargeDate } = (await a.call<Subscription>('GET', '/api/billing/subscription')).body
  return a.call('POST', '/api/users/createRecurringCharge', {
    SingleUseToken: await env.standIn.createToken(card),
    dateStart: firstChargeDate,
  })
}
const reconcile = () => env.service('POST', '/internal/maintenance/reconcile-billing')

describe('billing email', () => {
  it('a receipt per charge (once, however often the reconcile runs), then the declined renewal with a link to pay', async () => {
    const a = await env.lapsedWarden()
    const t0 = env.today()
    expect((await pay(a, TEST_CARDS.renewalDeclines)).status).toBe(200)
    await reconcile()
    await reconcile()
    const [receipt, ...rest] = await mailOf(a)
    expect(rest).toEqual([])
    expect(receipt?.subject).toBe('קבלה על תשלום המנוי: ₪99')
    expect(receipt?.body).toContain(`התקבל: ₪99 ביום ${shortDate(t0)}, בכרטיס המסתיים ב-`)
    expect(receipt?.body).toContain(`החיוב הבא: ${shortDate(addMonths(t0, 1))}.`)
    expect(receipt?.body).toMatch(/הקבלה: http:\/\/\S+\/documents\/\d+/)

    await env.setDate(addMonths(t0, 1))
    await reconcile()
    await reconcile()
    const declined = (await mailOf(a)).slice(1)
    expect(declined.map((m) => m.subject)).toEqual(['החיוב החודשי לא עבר'])
    expect(declined[0]?.body).toContain('http://localhost:8080/subscription?pay=1')

    // The last grace day: told once more that the account stops tomorrow.
    await env.setDate(addDays(addMonths(t0, 1), 2))
    await reconcile()
    await reconcile()
    const lapsing = (await mailOf(a)).slice(2)
    expect(lapsing.map((m) => m.subject)).toEqual(['המנוי ייעצר מחר'])
    expect(lapsing[0]?.body).toContain(`בסוף יום ${shortDate(addDays(addMonths(t0, 1), 2))}`)

    // The admin's audit log has each money event once: the card, the charge, the declined renewal and why.
    expect(await billingAuditOf(a)).toEqual([
      expect.objectContaining({
        action: 'billing.card',
        actorId: null,
        detail: expect.objectContaining({ price: 99, firstCharge: t0 }),
      }),
      expect.objectContaining({
        action: 'billing.payment',
        detail: expect.objectContaining({ amount: 99, date: t0 }),
      }),
      expect.objectContaining({
        action: 'billing.declined',
        detail: expect.objectContaining({ amount: 99, date: addMonths(t0, 1), reason: 'הכרטיס נחסם' }),
      }),
    ])
  })

  it('cancelling says so, with the day the account still works until', async () => {
    const a = await env.lapsedWarden()
    expect((await pay(a, TEST_CARDS.success)).status).toBe(200)
    const cancelled = await a.call<Subscription>('POST', '/api/billing/subscription/cancel')
    expect(cancelled.status).toBe(200)
    const last = (await mailOf(a)).at(-1)
    expect(last?.subject).toBe('המנוי בוטל')
    expect(last?.body).toContain('לא יהיו חיובים נוספים')
    expect(last?.body).toMatch(/החשבון ממשיך לעבוד עד \d\d\/\d\d\/\d\d\./)
    expect((await billingAuditOf(a)).at(-1)).toEqual({
      action: 'billing.cancelled',
      actorId: a.id,
      detail: { price: 99 },
    })
  })

  it('a card that expires next month: told once, with a link to give a new one', async () => {
    const a = await env.lapsedWarden()
    expect((await pay(a, TEST_CARDS.success)).status).toBe(200)
    const next = addMonths(env.today(), 1)
    const expiry = `${next.slice(5, 7)}/${next.slice(2, 4)}`
    // A card saved long ago, now in its last weeks.
    await env.deps.db('subscriptions').where({ account_id: a.id }).update({ card_expiry: expiry })
    await reconcile()
    await reconcile()
    const notices = (await mailOf(a)).filter((m) => m.subject.startsWith('תוקף הכרטיס'))
    expect(notices.map((m) => m.subject)).toEqual([`תוקף הכרטיס יפוג ב-${expiry}`])
    expect(notices[0]?.body).toContain('המסתיים ב-1111')
    expect(notices[0]?.body).toContain('/subscription?pay=1')
  })

  it('after a declined renewal, a reminder on the retry day between the decline and the last day', async () => {
    const a = await env.lapsedWarden()
    const t0 = env.today()
    expect((await pay(a, TEST_CARDS.renewalDeclines)).status).toBe(200)
    const declinedOn = addMonths(t0, 1)
    await env.setDate(declinedOn)
    await reconcile()
    await env.setDate(addDays(declinedOn, 1))
    await reconcile()
    await reconcile()
    const subjects = (await mailOf(a)).map((m) => m.subject)
    expect(subjects).toEqual([
      'קבלה על תשלום המנוי: ₪99',
      'החיוב החודשי לא עבר',
      'תזכורת: החיוב החודשי עדיין לא עבר',
    ])
    const reminder = (await mailOf(a)).at(-1)
    expect(reminder?.body).toContain(`עד סוף יום ${shortDate(addDays(declinedOn, 2))}`)
    expect(reminder?.body).toContain('/subscription?pay=1')
  })

  it('a slow payment the reconcile settles later is confirmed by email, as the warden may have left', async () => {
    const slow = await startBilling({ providerTimeoutMs: 300, standInTimeoutDelayMs: 800 })
    try {
      const a = await slow.lapsedWarden()
      const { firstChargeDate } = (await a.call<Subscription>('GET', '/api/billing/subscription')).body
      const answer = await a.call('POST', '/api/users/createRecurringCharge', {
        SingleUseToken: await slow.standIn.createToken(TEST_CARDS.timeout),
        dateStart: firstChargeDate,
      })
      expect(answer.status).toBe(409)
      await new Promise((r) => setTimeout(r, 900))
      slow.advance(2 * 60_000)
      await slow.service('POST', '/internal/maintenance/reconcile-billing')
      await slow.service('POST', '/internal/maintenance/reconcile-billing')
      const mail = await slow.auth
        .db('mail_messages as m')
        .join('mail_batches as b', 'b.id', 'm.batch_id')
        .where('m.user_id', a.id)
        .select('b.subject', 'b.body')
      const confirmed = mail.filter((m: { subject: string }) => m.subject === 'התשלום אושר והמנוי פעיל')
      expect(confirmed).toHaveLength(1)
      expect(confirmed[0].body).toContain('אושר אחרי בדיקה, והמנוי פעיל')
    } finally {
      await slow.close()
    }
  })
})
