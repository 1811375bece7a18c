import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEFAULT_DAILY_CALL_CAP,
  OPT_OUTS_PAGE_SIZE,
  type CallCap,
  type ErrorBody,
  type OptOut,
  type OptOutPage,
  type ReminderPlaceCall,
  type ReminderRun,
  type ReminderRunDetail,
  type ReminderRunStart,
  type ReminderSettingsView,
} from '@seats/contracts'
import {
  reminderSettingInput,
  startReporting,
  type ReportingTestEnv,
  type TestAccount,
} from '../../testing/reporting-harness'

/**
 * Every call an account places counts against its daily cap (an admin may raise it), and admins keep the
 * stop-list: numbers no account's call rings.
 */
let env: ReportingTestEnv
let admin: TestAccount

const capPath = (accountId: number) => `/api/reminders/admin/accounts/${accountId}/call-cap`

/** Starts a run now and places every call of it, as the worker would. */
async function runAll(
  a: TestAccount,
): Promise<{ runId: number; outcomes: Record<string, ReminderPlaceCall> }> {
  const run = await a.call<ReminderRun>('POST', '/api/reminders/run-now')
  expect(run.status, JSON.stringify(run.body)).toBe(202)
  const start = await env.internal<ReminderRunStart>('POST', `/internal/reminders/accounts/${a.id}/runs`, {
    runId: run.body.id,
  })
  const outcomes: Record<string, ReminderPlaceCall> = {}
  for (const phone of start.body.phones) {
    const placed = await env.internal<ReminderPlaceCall>(
      'POST',
      `/internal/reminders/runs/${run.body.id}/calls`,
      { phone, maxAttempts: 1, maxProviderErrors: 1 },
    )
    outcomes[phone] = placed.body
  }
  return { runId: run.body.id, outcomes }
}

beforeAll(async () => {
  env = await startReporting()
  // A Thursday morning: calls may ring.
  env.setNow(new Date('2026-11-26T08:00:00Z'))
  admin = await env.registerAdmin()
})
afterAll(() => env?.close())

describe('the daily call cap', () => {
  it('a run stops at the cap, the rest recorded as not called for the cap; an admin raises it', async () => {
    const a = await env.registerAccount()
    await env.setPhone(a.id, '0547770001')
    expect((await admin.call<CallCap>('GET', capPath(a.id))).body).toEqual({
      accountId: a.id,
      dailyCap: DEFAULT_DAILY_CALL_CAP,
      custom: false,
      usedToday: 0,
    })
    const set = await admin.call<CallCap>('PUT', capPath(a.id), { dailyCap: 3 })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    expect(set.body).toMatchObject({ dailyCap: 3, custom: true })
    expect((await a.call<ReminderSettingsView>('GET', '/api/reminders')).body.dailyCallCap).toBe(3)

    // The code counts: one call of three.
    await env.verifyPhone(a)
    await a.addPerson('ראובן', 'ראשון', '0547771001')
    await a.addPerson('שמעון', 'שני', '0547771002')
    await a.addPerson('לוי', 'שלישי', '0547771003')
    await a.call('PUT', '/api/reminders', reminderSettingInput({ audience: 'all' }))
    const { runId, outcomes } = await runAll(a)
    expect(Object.values(outcomes).map((o) => o.outcome)).toEqual(['answered', 'answered', 'not_called_cap'])
    const capped = Object.keys(outcomes)[2] as string

    const run = await a.call<ReminderRunDetail>('GET', `/api/reminders/runs/${runId}`)
    expect(run.body.status).toBe('stopped')
    expect(run.body.counts).toMatchObject({ called: 2, notCalledCap: 1 })
    expect(run.body.calls.find((c) => c.phone === capped)).toMatchObject({
      outcome: 'not_called_cap',
      reason: 'daily_cap',
      attempts: 0,
    })
    // Nothing rang the last phone.
    expect(
      await env.instances[0]!.deps.db('reminder_local_calls').where({ phone: capped }).first(),
    ).toBeUndefined()

    // A test call now is refused, naming the cap.
    const refused = await a.call<ErrorBody>('POST', '/api/reminders/test-call')
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ error: 'daily_call_cap_reached', params: { max: 3 } })
    expect(refused.body.message).toBe('החשבון הגיע למכסת השיחות היומית (3 שיחות). אפשר להתקשר שוב מחר')
    expect((await admin.call<CallCap>('GET', capPath(a.id))).body.usedToday).toBe(3)

    // Raised: the test call rings.
    expect((await admin.call('PUT', capPath(a.id), { dailyCap: 10 })).status).toBe(200)
    expect((await a.call('POST', '/api/reminders/test-call')).status).toBe(200)
    expect((await admin.call<CallCap>('GET', capPath(a.id))).body).toMatchObject({
      dailyCap: 10,
      usedToday: 4,
    })
  })

  it('a cap is set by admins only, and a bad one names the field', async () => {
    const a = await env.registerAccount()
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { dailyCap: 5000 }],
    ] as const) {
      const res = await a.call<ErrorBody>(method, capPath(a.id), body)
      expect(res.status).toBe(403)
      expect(res.body.error).toBe('forbidden')
    }
    expect((await env.internal('GET', capPath(a.id))).status).toBe(401)
    for (const dailyCap of [0, 1.5, 'many', 10_000_000]) {
      const res = await admin.call<ErrorBody>('PUT', capPath(a.id), { dailyCap })
      expect(res.status).toBe(400)
      expect(res.body.fields?.[0]?.field).toBe('dailyCap')
    }
  })
})

describe('the stop-list', () => {
  const optOuts = '/api/reminders/admin/opt-outs'

  it('an admin adds a number with a reason, finds it, and removes it; no account rings it meanwhile', async () => {
    const added = await admin.call<OptOut>('POST', optOuts, { phone: '054-888-1234', reason: 'ביקש בטלפון' })
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    expect(added.body).toMatchObject({ phone: '0548881234', source: 'admin', reason: 'ביקש בטלפון' })
    const again = await admin.call<ErrorBody>('POST', optOuts, { phone: '0548881234', reason: 'שוב' })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('opt_out_exists')

    const a = await env.registerAccount()
    await a.addPerson('נפתלי', 'חסום', '0548881234')
    await a.addPerson('גד', 'פתוח', '0548881235')
    await a.call('PUT', '/api/reminders', reminderSettingInput({ audience: 'all' }))
    expect(Object.keys((await runAll(a)).outcomes)).toEqual(['0548881235'])

    const found = await admin.call<OptOutPage>('GET', `${optOuts}?q=888-12`)
    expect(found.body.items.map((o) => o.phone)).toContain('0548881234')
    expect((await admin.call<OptOutPage>('GET', `${optOuts}?q=0000000`)).body).toMatchObject({
      items: [],
      total: 0,
    })

    expect((await admin.call('DELETE', `${optOuts}/0548881234`)).status).toBe(204)
    const gone = await admin.call<ErrorBody>('DELETE', `${optOuts}/0548881234`)
    expect(gone.status).toBe(404)
    expect(gone.body.error).toBe('opt_out_not_found')
    expect(Object.keys((await runAll(a)).outcomes).sort()).toEqual(['0548881234', '0548881235'])
  })

  it('lists newest first, a page at a time', async () => {
    const db = env.instances[0]!.deps.db
    const base = Date.parse('2026-11-01T00:00:00Z')
    await db('call_opt_outs').insert(
      Array.from({ length: OPT_OUTS_PAGE_SIZE + 5 }, (_, i) => ({
        phone: `05399${String(i).padStart(5, '0')}`,
        source: 'callee',
        created_at: new Date(base + i * 60_000),
      })),
    )
    const first = await admin.call<OptOutPage>('GET', `${optOuts}?q=05399`)
    expect(first.body.total).toBe(OPT_OUTS_PAGE_SIZE + 5)
    expect(first.body.items).toHaveLength(OPT_OUTS_PAGE_SIZE)
    expect(first.body.items[0]).toMatchObject({
      phone: `05399${String(OPT_OUTS_PAGE_SIZE + 4).padStart(5, '0')}`,
    })
    const second = await admin.call<OptOutPage>('GET', `${optOuts}?q=05399&page=2`)
    expect(second.body.items.map((o) => o.phone)).toEqual(
      ['00004', '00003', '00002', '00001', '00000'].map((n) => `05399${n}`),
    )
  })

  it('names the field of a bad entry, and is for admins only', async () => {
    const bad = await admin.call<ErrorBody>('POST', optOuts, { phone: '123', reason: 'x' })
    expect(bad.status).toBe(400)
    expect(bad.body.fields?.[0]).toMatchObject({ field: 'phone', message: 'מספר טלפון לא תקין' })
    const noReason = await admin.call<ErrorBody>('POST', optOuts, { phone: '0548881299', reason: ' ' })
    expect(noReason.body.fields?.[0]).toMatchObject({ field: 'reason', message: 'יש לכתוב סיבה' })
    expect((await admin.call<ErrorBody>('GET', `${optOuts}?page=0`)).body.fields?.[0]?.field).toBe('page')

    const plain = await env.registerAccount()
    for (const [method, path, body] of [
      ['GET', optOuts, undefined],
      ['POST', optOuts, { phone: '0548881299', reason: 'סתם' }],
      ['DELETE', `${optOuts}/0548881299`, undefined],
    ] as const) {
      const res = await plain.call<ErrorBody>(method, path, body)
      expect(res.status).toBe(403)
      expect(res.body.error).toBe('forbidden')
    }
    // Demoted after signing in: the token still says admin, auth's database does not.
    const demoted = await env.registerAdmin()
    await env.seating.auth.db('users').where({ id: demoted.id }).update({ is_admin: false })
    expect((await demoted.call('GET', optOuts)).status).toBe(403)
  })
})
