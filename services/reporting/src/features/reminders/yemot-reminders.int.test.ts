import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  DateReports,
  ReminderPlaceCall,
  ReminderRun,
  ReminderRunDetail,
  ReminderRunStart,
} from '@seats/contracts'
import { startYemotStandIn, type RunningYemotStandIn } from '@seats/yemot-stand-in/testing'
import {
  reminderSettingInput,
  startReporting,
  type ReportingTestEnv,
  type TestAccount,
} from '../../testing/reporting-harness'

/**
 * A reminder rung through Yemot: the provider's stand-in takes CallExtensionBridging as Yemot does, "answers"
 * by calling our API extension turn by turn and keeps what the callee heard; the callee hears the warden's
 * text and the offer, and a key press reports the seats free or puts the number on the stop-list.
 */
let env: ReportingTestEnv
let yemot: RunningYemotStandIn
/** The harness's YEMOT_IVR_PATH. */
const IVR_PATH = 'ivr2:/7'
const reminderExtension = () => `${env.base}/api/ivr/yemot/${env.ivrSecret}/reminder`

const withPhone = async (a: TestAccount, phone: string) => {
  await env.seating.auth.db('users').where({ id: a.id }).update({ phone })
  return a
}

/** The warden's phone verified with the code its callee heard through SendTTS. */
async function verifyThroughYemot(a: TestAccount, phone: string) {
  expect((await a.call('POST', '/api/reminders/phone-verification/code')).status).toBe(200)
  const heard = (await yemot.calls(phone)).filter((c) => c.ivrPath === '').at(-1)
  expect(heard?.protocolErrors).toEqual([])
  const code = (heard?.spoken[0]?.match(/\d/g) ?? []).slice(0, 6).join('')
  expect((await a.call('POST', '/api/reminders/phone-verification', { code })).status).toBe(200)
}

/** Starts a run now and places every call of it, as the worker would; the run and each phone's outcome. */
async function runAll(a: TestAccount) {
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
      {
        phone,
        maxAttempts: 1,
        maxProviderErrors: 1,
      },
    )
    outcomes[phone] = placed.body
  }
  return { run: run.body, outcomes }
}

/** A synagogue with one worshipper on `phone` and the warden's reminder text. */
async function synagogueWith(phone: string, text: string) {
  const a = await env.registerAccount()
  await env.nameSynagogue(a.id, 'אהל משה')
  const person = await a.addPerson('יוסף', 'כהן', phone)
  const saved = await a.call('PUT', '/api/reminders', reminderSettingInput({ audience: 'all', text }))
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return { a, person }
}

/** Each phone's outcome on the run's screen. */
const outcomesOf = async (a: TestAccount, runId: number) =>
  (await a.call<ReminderRunDetail>('GET', `/api/reminders/runs/${runId}`)).body.calls.map((c) => [
    c.phone,
    c.outcome,
  ])

const reportsOf = async (a: TestAccount, date: string) =>
  (await a.call<DateReports>('GET', `/api/reports/date/${date}`)).body.reports

beforeAll(async () => {
  // The harness's Yemot token is "0770000000:test".
  yemot = await startYemotStandIn({ password: 'test' })
  env = await startReporting({ yemotUrl: yemot.apiUrl })
  yemot.setExtension(IVR_PATH, reminderExtension())
  // A Thursday morning: calls may ring, for this week's Shabbat (2026-11-28).
  env.setNow(new Date('2026-11-26T08:00:00Z'))
})
afterAll(async () => {
  await env?.close()
  await yemot?.close()
})

describe('a reminder rung through Yemot', () => {
  it("the warden's test call speaks the warden's text, and nothing more is asked", async () => {
    const warden = await withPhone(await env.registerAccount(), '0546660001')
    await env.nameSynagogue(warden.id, 'אהל משה')
    await warden.call(
      'PUT',
      '/api/reminders',
      reminderSettingInput({ text: 'שלום מגבאי {בית הכנסת}. מי שלא מגיע ל{תאריך} מתבקש לדווח' }),
    )
    await verifyThroughYemot(warden, '0546660001')
    const placed = await warden.call<{ outcome: string }>('POST', '/api/reminders/test-call')
    expect(placed.body.outcome).toBe('placed')

    // The call into our extension, after the one that spoke the code.
    const [call] = (await yemot.calls('0546660001')).filter((c) => c.ivrPath !== '')
    expect(call).toMatchObject({
      status: 'answered',
      ended: 'hangup_command',
      pressed: [],
      protocolErrors: [],
    })
    expect(call?.spoken).toEqual([
      'שלום מגבאי אהל משה מי שלא מגיע לשבת פרשת וישלח מתבקש לדווח',
      'זוהי שיחת ניסיון תודה ולהתראות',
    ])
  })

  it("pressing 1 after the text reports the worshipper's seat free for that Shabbat", async () => {
    const { a, person } = await synagogueWith('0546660002', 'תזכורת שבועית מ{בית הכנסת}')
    yemot.setCallee('0546660002', { digits: ['1'] })
    const { run, outcomes } = await runAll(a)
    expect(outcomes).toMatchObject({ '0546660002': { outcome: 'placed', retry: null } })

    const [call] = await yemot.calls('0546660002')
    expect(call?.protocolErrors).toEqual([])
    expect(call?.spoken[0]).toBe('תזכורת שבועית מאהל משה')
    expect(call?.spoken).toContain(`לדיווח שהמקום של יוסף כהן פנוי ב${run.dateName} הקישו 1`)
    expect(call?.pressed).toEqual([{ variable: 'reminder_1', digits: '1' }])
    expect(call?.spoken.at(-1)).toBe('הדיווח התקבל תודה רבה להתראות')
    expect(run.date).toBe('2026-11-28')
    expect((await reportsOf(a, run.date)).map((r) => [r.personId, r.source])).toEqual([
      [person.id, 'reminder'],
    ])
    // The run's screen: placed, then reported once the callee pressed 1.
    // The callee's last answer reaches the run after the stand-in has ended the call.
    await expect.poll(() => outcomesOf(a, run.id)).toEqual([['0546660002', 'reported']])
  })

  it('a callee who hangs up after the text is answered, and nothing is reported', async () => {
    const { a } = await synagogueWith('0546660007', 'תזכורת מ{בית הכנסת}')
    const { run } = await runAll(a)
    const [call] = await yemot.calls('0546660007')
    expect(call).toMatchObject({ ended: 'callee_hung_up', pressed: [], protocolErrors: [] })
    expect(call?.spoken[0]).toBe('תזכורת מאהל משה')
    // The callee's last answer reaches the run after the stand-in has ended the call.
    await expect.poll(() => outcomesOf(a, run.id)).toEqual([['0546660007', 'answered']])
    expect(await reportsOf(a, run.date)).toEqual([])
  })

  it('pressing 0 puts the number on the stop-list: no later run rings it', async () => {
    const { a } = await synagogueWith('0546660003', 'תזכורת מ{בית הכנסת}')
    yemot.setCallee('0546660003', { digits: ['0'] })
    const { run } = await runAll(a)
    const [call] = await yemot.calls('0546660003')
    expect(call?.spoken.at(-1)).toBe('לא נתקשר יותר למספר הזה להתראות')
    // The callee's last answer reaches the run after the stand-in has ended the call.
    await expect.poll(() => outcomesOf(a, run.id)).toEqual([['0546660003', 'answered']])
    expect(await env.instances[0]!.deps.db('call_opt_outs').where({ phone: '0546660003' })).toHaveLength(1)
    expect((await runAll(a)).outcomes).toEqual({})
  })

  it('works whether Yemot names the callee in ApiPhone or elsewhere, and through the phone line extension too', async () => {
    // ApiPhone holding our caller id (the callee in ApiDID): the reminders' own extension still finds it.
    yemot.setBridgedApiPhone('caller_id')
    const first = await synagogueWith('0546660004', 'תזכורת מ{בית הכנסת}')
    yemot.setCallee('0546660004', { digits: ['1'] })
    const { run } = await runAll(first.a)
    expect((await yemot.calls('0546660004'))[0]?.spoken.at(-1)).toBe('הדיווח התקבל תודה רבה להתראות')
    expect(await reportsOf(first.a, run.date)).toHaveLength(1)

    // The phone line's own extension, with the callee in ApiPhone.
    yemot.setBridgedApiPhone('callee')
    yemot.setExtension(IVR_PATH, `${env.base}/api/ivr/yemot/${env.ivrSecret}`)
    try {
      const second = await synagogueWith('0546660005', 'תזכורת מ{בית הכנסת}')
      yemot.setCallee('0546660005', { digits: ['1'] })
      await runAll(second.a)
      const [call] = await yemot.calls('0546660005')
      expect(call?.spoken[0]).toBe('תזכורת מאהל משה')
      expect(await reportsOf(second.a, run.date)).toHaveLength(1)
    } finally {
      yemot.setExtension(IVR_PATH, reminderExtension())
    }
  })

  it('a request Yemot sends again repeats the ending, and the seat is reported once', async () => {
    // Without the hangup request the call's state stays, as while Yemot retries a turn.
    yemot.setExtension(IVR_PATH, reminderExtension(), { hangupSend: false })
    try {
      const { a } = await synagogueWith('0546660008', 'תזכורת מ{בית הכנסת}')
      yemot.setCallee('0546660008', { digits: ['1'] })
      const { run } = await runAll(a)
      const [call] = await yemot.calls('0546660008')
      const again = await fetch(reminderExtension(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          ApiCallId: call?.callId ?? '',
          ApiPhone: '0546660008',
          ApiDID: yemot.systemNumber,
          ApiExtension: '7',
          reminder_1: '1',
        }),
      })
      expect(await again.text()).toBe('id_list_message=t-הדיווח התקבל תודה רבה להתראות&go_to_folder=hangup')
      expect(await reportsOf(a, run.date)).toHaveLength(1)
    } finally {
      yemot.setExtension(IVR_PATH, reminderExtension())
    }
  })

  it('a call to the line with no reminder held still reaches the phone line', async () => {
    const { a } = await synagogueWith('0546660006', 'תזכורת')
    const res = await fetch(reminderExtension(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ApiCallId: 'inbound-1',
        ApiPhone: '0546660006',
        ApiDID: '0770000000',
        ApiExtension: '7',
      }),
    })
    expect(await res.text()).toContain('הגעתם לקו הדיווחים של בית הכנסת אהל משה')
    expect(a.id).toBeGreaterThan(0)
  })
})
