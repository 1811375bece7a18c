import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  ErrorBody,
  ReminderPlaceCall,
  ReminderRun,
  ReminderRunStart,
  ReminderSettingsView,
} from '@seats/contracts'
import {
  reminderSettingInput,
  startReporting,
  type ReportingTestEnv,
  type TestAccount,
} from '../../testing/reporting-harness'
import { CALL_LIMITS } from './reminders.setup'

/**
 * Nobody can make the system ring a stranger: demo and guest accounts ring through the local provider
 * alone, a number that asked to stop is rung by no one, and calls rung by hand are limited per hour.
 */
let env: ReportingTestEnv
/** Yemot's REST API as a stand-in: answers CallExtensionBridging as Yemot does, and keeps who was dialled. */
let yemot: Server
const dialled: string[] = []
/** SendTTS requests: the verification codes Yemot was asked to speak. */
const spoken: Array<{ phones: string; ttsMessage: string }> = []

const internal = <T>(method: string, path: string, body?: unknown) => env.internal<T>(method, path, body)
const behave = (phone: string, behaviour: string) =>
  internal('PUT', `/internal/reminders/local-callees/${phone}`, { behaviour })
const withPhone = async (a: TestAccount, phone: string) => {
  await env.seating.auth.db('users').where({ id: a.id }).update({ phone })
  return a
}
const localCallsOf = async (accountId: number) =>
  (await env.instances[0]!.deps.db('reminder_local_calls').where({ owner_id: accountId })).length

/** The account's phone verified with the code Yemot's stand-in was asked to speak. */
async function verifyByYemot(a: TestAccount): Promise<void> {
  expect((await a.call('POST', '/api/reminders/phone-verification/code')).status).toBe(200)
  const code = (spoken.at(-1)?.ttsMessage.match(/\d/g) ?? []).slice(0, 6).join('')
  expect((await a.call('POST', '/api/reminders/phone-verification', { code })).status).toBe(200)
}

/** Starts a run now and places every call of it, as the worker would. */
async function runAll(a: TestAccount): Promise<Record<string, ReminderPlaceCall>> {
  const run = await a.call<ReminderRun>('POST', '/api/reminders/run-now')
  expect(run.status, JSON.stringify(run.body)).toBe(202)
  const start = await internal<ReminderRunStart>('POST', `/internal/reminders/accounts/${a.id}/runs`, {
    runId: run.body.id,
  })
  const outcomes: Record<string, ReminderPlaceCall> = {}
  for (const phone of start.body.phones) {
    const placed = await internal<ReminderPlaceCall>(
      'POST',
      `/internal/reminders/runs/${run.body.id}/calls`,
      { phone, maxAttempts: 1, maxProviderErrors: 1 },
    )
    outcomes[phone] = placed.body
  }
  return outcomes
}

beforeAll(async () => {
  yemot = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      const form = new URLSearchParams(body)
      if (req.url?.endsWith('/CallExtensionBridging')) dialled.push(form.get('phones') ?? '')
      if (req.url?.endsWith('/SendTTS'))
        spoken.push({ phones: form.get('phones') ?? '', ttsMessage: form.get('ttsMessage') ?? '' })
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ responseStatus: 'OK' }))
    })
  })
  await new Promise<void>((r) => yemot.listen(0, '127.0.0.1', r))
  env = await startReporting({ yemotUrl: `http://127.0.0.1:${(yemot.address() as AddressInfo).port}` })
  // A Thursday morning: calls may ring.
  env.setNow(new Date('2026-11-26T08:00:00Z'))
})
afterAll(async () => {
  await env?.close()
  await new Promise((r) => yemot?.close(r))
})

describe('calls that ring real phones', () => {
  it("a demo guest's test call and run ring nothing real: the local provider takes them", async () => {
    const guest = await env.registerDemoGuest('0541112233')
    await guest.addPerson('אורח', 'מדומה', '0541112244')
    await guest.call('PUT', '/api/reminders', reminderSettingInput({ audience: 'all' }))
    // The guest verifies its phone against the local provider too.
    await env.verifyPhone(guest)
    expect((await guest.call('POST', '/api/reminders/test-call')).status).toBe(200)
    await runAll(guest)
    expect(dialled).toEqual([])
    // The code, the test call and the run's one call.
    expect(await localCallsOf(guest.id)).toBe(3)
    // And the guest is told so on the reminders screen.
    expect((await guest.call<ReminderSettingsView>('GET', '/api/reminders')).body.callsSimulated).toBe(true)

    // A registered warden's test call goes to the real provider.
    const warden = await withPhone(await env.registerAccount(), '0541112255')
    await verifyByYemot(warden)
    expect((await warden.call('POST', '/api/reminders/test-call')).status).toBe(200)
    expect(spoken).toEqual([{ phones: '0541112255', ttsMessage: expect.stringMatching(/^קוד האימות/) }])
    expect(dialled).toEqual(['0541112255'])
    expect((await warden.call<ReminderSettingsView>('GET', '/api/reminders')).body.callsSimulated).toBe(false)
  })

  it('a number that pressed 0 is never rung again, by any synagogue, nor by a test call', async () => {
    const a = await env.registerAccount()
    await a.addPerson('שמעון', 'שקט', '0542223344')
    await a.call('PUT', '/api/reminders', reminderSettingInput({ audience: 'all' }))
    // A demo guest's call runs the conversation on the local provider, whose callee here presses 0.
    const guest = await env.registerDemoGuest('0542220001')
    await guest.addPerson('שמעון', 'שקט', '0542223344')
    await guest.call('PUT', '/api/reminders', reminderSettingInput({ audience: 'all' }))
    await behave('0542223344', 'press_0')
    expect(await runAll(guest)).toMatchObject({ '0542223344': { outcome: 'answered', retry: null } })

    // Another synagogue's run does not list it.
    expect(await runAll(a)).toEqual({})
    // Nor does a test call to it ring.
    const same = await withPhone(await env.registerAccount(), '0542223344')
    const refused = await same.call<ErrorBody>('POST', '/api/reminders/test-call')
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe('phone_opted_out')
  })

  it('test calls and runs rung by hand are limited per hour, per account and per number', async () => {
    const a = await withPhone(await env.registerAccount(), '0543334455')
    await verifyByYemot(a)
    for (let i = 0; i < CALL_LIMITS.testCallsPerPhoneHour; i++)
      expect((await a.call('POST', '/api/reminders/test-call')).status).toBe(200)
    // The same number from another account: it has had its share this hour.
    const b = await withPhone(await env.registerAccount(), '0543334455')
    await verifyByYemot(b)
    const limited = await b.call<ErrorBody>('POST', '/api/reminders/test-call')
    expect(limited.status).toBe(429)
    expect(limited.body.error).toBe('rate_limited')

    const c = await env.registerAccount()
    await c.addPerson('לוי', 'רץ', '0543334466')
    for (let i = 0; i < CALL_LIMITS.runsNowPerAccountHour; i++)
      expect((await c.call('POST', '/api/reminders/run-now')).status).toBe(202)
    expect((await c.call<ErrorBody>('POST', '/api/reminders/run-now')).body.error).toBe('rate_limited')
  })
})
