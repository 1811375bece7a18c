import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { TEST_CARDS } from '@seats/card-stand-in/testing'
import { listenToAccountRooms, send, testRedisUrl } from '@seats/kit/testing'
import { registerTestWarden } from '@seats/auth/testing'
import {
  type AccountBilling,
  addDays,
  subscriptionStatus,
  type ErrorBody,
  type Payment,
  type Subscription,
  type User,
} from '@seats/contracts'
import { startBilling, type BillingTestEnv, type TestAccount } from '../../testing/billing-harness'
import { israelMidnight } from './paid-time'

let env: BillingTestEnv

beforeAll(async () => {
  env = await startBilling({ providerTimeoutMs: 400, standInTimeoutDelayMs: 1_500 })
})
afterAll(() => env?.close())

const DAY_MS = 86_400_000

const me = async (a: TestAccount) => (await env.deps.auth.user(a.id)) as User
const subscription = async (a: TestAccount) =>
  (await a.call<Subscription>('GET', '/api/billing/subscription')).body
const pay = (
  a: TestAccount,
  token: string,
  dateStart: string,
  key = `key-${Math.random().toString(36).slice(2)}`,
) =>
  a.call<User & ErrorBody>(
    'POST',
    '/api/users/createRecurringCharge',
    { SingleUseToken: token, dateStart },
    { 'Idempotency-Key': key },
  )

describe('createRecurringCharge', () => {
  it('charges a lapsed account today, makes it paid at once, and lists the payment with its receipt', async () => {
    const a = await env.lapsedWarden()
    expect(subscriptionStatus(await me(a))).toBe(1)
    const before = await subscription(a)
    expect(before).toMatchObject({
      state: 'none',
      price: 99,
      maxPeople: 300,
      firstChargeDate: env.today(),
      cardLastDigits: null,
    })

    const res = await pay(a, await env.standIn.createToken(TEST_CARDS.success), before.firstChargeDate)
    expect(res.status).toBe(200)
    expect(res.body.subscriptionType).toBe('חודשי')
    expect(subscriptionStatus(res.body)).toBe(-1)
    // Paid for a month: through the next charge day, plus the grace days.
    const next = (await subscription(a)).nextChargeDate!
    expect(res.body.subscriptionEndsAt).toBe(israelMidnight(addDays(next, 3)).toISOString())

    expect(await subscription(a)).toMatchObject({
      state: 'active',
      cardLastDigits: '1111',
      subscriptionType: 'חודשי',
    })
    const payments = (await a.call<Payment[]>('GET', '/api/billing/payments')).body
    expect(payments).toHaveLength(1)
    expect(payments[0]).toMatchObject({
      date: env.today(),
      amount: 99,
      status: 'paid',
      cardLastDigits: '1111',
    })
    const receipt = await fetch(payments[0]!.receiptUrl!)
    expect(receipt.status).toBe(200)
    expect(await receipt.text()).toContain('קבלה')
  })

  it('a declined card changes nothing, says why in Hebrew, and the next card may try at once', async () => {
    const a = await env.lapsedWarden()
    const { firstChargeDate } = await subscription(a)
    const declined = await pay(a, await env.standIn.createToken(TEST_CARDS.declined), firstChargeDate)
    expect(declined.status).toBe(422)
    expect(declined.body).toMatchObject({ error: 'payment_declined', message: 'העסקה לא אושרה' })
    expect(subscriptionStatus(await me(a))).toBe(1)
    expect((await subscription(a)).state).toBe('none')
    expect(await env.liveItemsOf(a.id)).toBe(0)

    const poor = await pay(a, await env.standIn.createToken(TEST_CARDS.insufficientFunds), firstChargeDate)
    expect(poor.body.message).toBe('אין די כיסוי בכרטיס')

    const ok = await pay(a, await env.standIn.createToken(TEST_CARDS.success), firstChargeDate)
    expect(ok.status).toBe(200)
    expect(subscriptionStatus(ok.body)).toBe(-1)
  })

  it('a provider timeout leaves one charge: no second charge meanwhile, and the reconcile settles it', async () => {
    const a = await env.lapsedWarden()
    const rooms = await listenToAccountRooms(testRedisUrl(), env.auth.env.REDIS_PREFIX, [a.id])
    onTestFinished(() => rooms.close())
    const { firstChargeDate } = await subscription(a)
    const slow = await pay(a, await env.standIn.createToken(TEST_CARDS.timeout), firstChargeDate)
    // Not a failure: the payment is being confirmed.
    expect(slow.status).toBe(409)
    expect(slow.body.error).toBe('payment_confirming')
    // Another tab, another card: refused while the first answer is unknown.
    const meanwhile = await pay(a, await env.standIn.createToken(TEST_CARDS.success), firstChargeDate)
    expect(meanwhile.body.error).toBe('payment_pending')
    expect(subscriptionStatus(await me(a))).toBe(1)

    // The provider finishes the slow charge; a minute later the reconcile asks it.
    await new Promise((r) => setTimeout(r, 1_600))
    env.advance(2 * 60_000)
    const settled = rooms.next(a.id, 'paymentSettled')
    const result = (await env.service('POST', '/internal/maintenance/reconcile-billing')).body
    expect(result.settledAttempts).toBeGreaterThanOrEqual(1)
    // The warden's open pages hear of it at once.
    expect(await settled).toEqual({ outcome: 'paid' })
    expect(subscriptionStatus(await me(a))).toBe(-1)
    expect(await env.liveItemsOf(a.id)).toBe(1)
    const payments = (await a.call<Payment[]>('GET', '/api/billing/payments')).body
    expect(payments.map((p) => p.status)).toEqual(['paid'])
  })

  it('a double submit (one key) and two tabs (two keys) leave one recurring charge', async () => {
    const a = await env.lapsedWarden()
    const { firstChargeDate } = await subscription(a)
    const token = await env.standIn.createToken(TEST_CARDS.success)
    const same = await Promise.all([
      pay(a, token, firstChargeDate, 'double-click-key'),
      pay(a, token, firstChargeDate, 'double-click-key'),
    ])
    expect(same.some((r) => r.status === 200)).toBe(true)
    for (const r of same) expect([200, 409]).toContain(r.status)
    // A retry of the same attempt answers its result again without another charge.
    const retry = await pay(a, token, firstChargeDate, 'double-click-key')
    expect(retry.status).toBe(200)
    expect(await env.liveItemsOf(a.id)).toBe(1)

    const b = await env.lapsedWarden()
    const first = (await subscription(b)).firstChargeDate
    const tabs = await Promise.all([
      pay(b, await env.standIn.createToken(TEST_CARDS.success), first, 'tab-one-key'),
      pay(b, await env.standIn.createToken(TEST_CARDS.success), first, 'tab-two-key'),
    ])
    // The other tab is told a payment is under way (409), or, once the first has settled, that the first
    // charge date moved (400 on dateStart): never charged a second time.
    const [won, lost] = [...tabs].sort((x, y) => x.status - y.status)
    expect(won?.status).toBe(200)
    if (lost?.status === 400) expect(lost.body.fields?.map((f) => f.field)).toEqual(['dateStart'])
    else expect(lost?.status).toBe(409)
    expect(await env.paidAtProvider(b.id)).toBe(1)
    expect(await env.liveItemsOf(b.id)).toBe(1)
    expect((await b.call<Payment[]>('GET', '/api/billing/payments')).body).toHaveLength(1)
  })

  it('twenty payments at once with twenty keys, through two instances, charge the card once', async () => {
    const a = await env.lapsedWarden()
    const { firstChargeDate } = await subscription(a)
    const tokens = await Promise.all(
      Array.from({ length: 20 }, () => env.standIn.createToken(TEST_CARDS.success)),
    )
    const answers = await Promise.all(
      tokens.map((token, i) =>
        (i % 2 ? a.callSecond : a.call)<User & ErrorBody>(
          'POST',
          '/api/users/createRecurringCharge',
          { SingleUseToken: token, dateStart: firstChargeDate },
          { 'Idempotency-Key': `burst-${i}` },
        ),
      ),
    )
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1)
    // The others are told a payment is under way, or that the first charge date moved (it was paid).
    for (const r of answers.filter((x) => x.status !== 200)) {
      expect(['payment_pending', 'validation_failed']).toContain(r.body.error)
    }
    expect(await env.paidAtProvider(a.id)).toBe(1)
    expect(await env.liveItemsOf(a.id)).toBe(1)
    expect((await a.call<Payment[]>('GET', '/api/billing/payments')).body).toHaveLength(1)
  })

  it('first charge: the day after the trial ends, checked on the server; never before 2025-05-01', async () => {
    const a = await env.registerAccount()
    const now = env.deps.now().getTime()
    const ends = new Date(now + 5 * DAY_MS)
    await env.auth
      .db('users')
      .where({ id: a.id })
      .update({ created_at: new Date(now - 25 * DAY_MS), subscription_ends_at: ends })
    expect(subscriptionStatus(await me(a), env.deps.now())).toBe(0)
    const { firstChargeDate } = await subscription(a)
    expect(firstChargeDate).toBe(addDays(env.today(), 6))

    const wrong = await pay(a, await env.standIn.createToken(TEST_CARDS.success), env.today())
    expect(wrong.status).toBe(400)
    expect(wrong.body.fields?.map((f) => f.field)).toEqual(['dateStart'])

    const res = await pay(a, await env.standIn.createToken(TEST_CARDS.success), firstChargeDate)
    expect(res.status).toBe(200)
    expect(subscriptionStatus(res.body)).toBe(-1)
    // Nothing charged before the first charge date; the account runs through it (plus the grace days).
    expect((await a.call<Payment[]>('GET', '/api/billing/payments')).body).toEqual([])
    expect(res.body.subscriptionEndsAt).toBe(israelMidnight(addDays(firstChargeDate, 3)).toISOString())
    // No charge yet, but the card is saved: its digits and expiry are shown at once.
    expect(await subscription(a)).toMatchObject({
      state: 'active',
      nextChargeDate: firstChargeDate,
      cardLastDigits: TEST_CARDS.success.slice(-4),
      cardExpiry: `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`,
    })

    // In early 2025 (billing's clock alone moved back), an account whose trial ended in February is first charged on May 1st.
    const b = await env.registerAccount()
    await env.auth
      .db('users')
      .where({ id: b.id })
      .update({
        created_at: new Date('2025-01-01T10:00:00Z'),
        subscription_ends_at: new Date('2025-02-10T10:00:00Z'),
      })
    const back = env.deps.now().getTime() - Date.parse('2025-02-01T10:00:00Z')
    env.advance(-back)
    try {
      expect((await subscription(b)).firstChargeDate).toBe('2025-05-01')
      const early = await pay(b, await env.standIn.createToken(TEST_CARDS.success), '2025-02-11')
      expect(early.status).toBe(400)
      expect(early.body.fields?.[0]?.message).toContain('01/05/25')
    } finally {
      env.advance(back)
    }
  })

  it('refuses guests, bad input with Hebrew field errors, and the token of nobody', async () => {
    const a = await env.lapsedWarden()
    const bad = await a.call<ErrorBody>('POST', '/api/users/createRecurringCharge', {
      SingleUseToken: '',
      dateStart: '2026-13-40',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields?.map((f) => f.field).sort()).toEqual(['SingleUseToken', 'dateStart'])
    expect(bad.body.message).toMatch(/אמצעי תשלום|תאריך/)
    const badKey = await a.call<ErrorBody>(
      'POST',
      '/api/users/createRecurringCharge',
      { SingleUseToken: 'x', dateStart: env.today() },
      { 'Idempotency-Key': 'a b' },
    )
    expect(badKey.status).toBe(400)
    const stranger = await fetch(`${env.base}/api/users/createRecurringCharge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(stranger.status).toBe(401)
    const usedToken = await env.standIn.createToken(TEST_CARDS.success)
    expect((await pay(a, usedToken, env.today())).status).toBe(200)
    const b = await env.lapsedWarden()
    // A token already used (by another account) is refused by the provider, with its message.
    const replay = await pay(b, usedToken, env.today())
    expect(replay.status).toBe(422)
    expect(subscriptionStatus(await me(b))).toBe(1)
  })
})

describe('another account', () => {
  it("sees none of this account's subscription or payments, and its keys are its own", async () => {
    const a = await env.lapsedWarden()
    await pay(a, await env.standIn.createToken(TEST_CARDS.success), env.today(), 'shared-key-123')
    const b = await env.lapsedWarden()
    expect((await b.call<Payment[]>('GET', '/api/billing/payments')).body).toEqual([])
    expect((await subscription(b)).state).toBe('none')
    expect((await b.call<ErrorBody>('POST', '/api/billing/subscription/cancel')).status).toBe(409)
    // The same Idempotency-Key from another account is another attempt, not a replay of the first.
    const own = await pay(
      b,
      await env.standIn.createToken(TEST_CARDS.declined),
      env.today(),
      'shared-key-123',
    )
    expect(own.status).toBe(422)
    expect((await subscription(a)).state).toBe('active')
  })
})

describe("the admin's view of an account's money", () => {
  it('shows an admin the subscription, card and payments; a warden is refused, even for their own account', async () => {
    const a = await env.lapsedWarden()
    await pay(a, await env.standIn.createToken(TEST_CARDS.success), env.today())
    const path = `/api/billing/admin/accounts/${a.id}`
    expect((await a.call('GET', path)).status).toBe(403)

    const admin = await registerTestWarden(env.auth)
    await env.auth.db('users').where({ id: admin.id }).update({ is_admin: true })
    const login = await send<{ accessToken: string }>(env.auth.base, null, 'POST', '/api/auth/login', {
      username: admin.email,
      password: admin.password,
    })
    const seen = await send<AccountBilling>(env.base, login.body.accessToken, 'GET', path)
    expect(seen.status).toBe(200)
    expect(seen.body.subscription).toMatchObject({ state: 'active', price: 99, cardLastDigits: '1111' })
    expect(seen.body.payments).toMatchObject([{ amount: 99, status: 'paid' }])
    // Demoted: refused at once, whatever the token says.
    await env.auth.db('users').where({ id: admin.id }).update({ is_admin: false })
    expect((await send(env.base, login.body.accessToken, 'GET', path)).status).toBe(403)
  })
})
