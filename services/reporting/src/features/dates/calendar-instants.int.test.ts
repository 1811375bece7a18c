import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  DateOption,
  ErrorBody,
  ReminderRun,
  ReminderRunStart,
  ReminderSettingsView,
} from '@seats/contracts'
import {
  reminderSettingInput,
  send,
  startReporting,
  type ReportingTestEnv,
  type TestAccount,
} from '../../testing/reporting-harness'

/**
 * Every rule that depends on the day, through the service's own routes, at fixed instants of the calendar:
 * what the warden's date selector offers first, what the phone line offers a caller, when the weekly run is
 * due, and when a call may ring at all. The instants are Israel wall-clock times; the synagogue is in
 * Jerusalem, its reminder set for Friday 10:00.
 */
let env: ReportingTestEnv
let a: TestAccount
const PHONE = '0527000111'

const internal = <T>(method: string, path: string, body?: unknown) => env.internal<T>(method, path, body)

const at = (instant: string) => env.setNow(new Date(instant))
const comingDate = async () => (await a.call<DateOption[]>('GET', '/api/reports/dates/list')).body[0]
const nextRun = async () => (await a.call<ReminderSettingsView>('GET', '/api/reminders')).body.nextRun
const runNow = () => a.call<ReminderRun | ErrorBody>('POST', '/api/reminders/run-now')
const scheduledRun = async () =>
  (await internal<ReminderRunStart>('POST', `/internal/reminders/accounts/${a.id}/runs`, {})).body.run

/** The date the phone line offers this caller (one worshipper, one date: straight to the confirmation). */
async function phoneOffers(): Promise<string[]> {
  const reply = await send<{ say: string[] }>(env.base, null, 'POST', `/api/ivr/json/${env.ivrSecret}`, {
    callId: `cal-${Math.random().toString(36).slice(2)}`,
    phone: PHONE,
  })
  if (reply.status !== 200)
    throw new Error(`the phone line answered ${reply.status}: ${JSON.stringify(reply.body)}`)
  return reply.body.say.filter((line) => line.includes('דיווח היעדרות'))
}

beforeAll(async () => {
  env = await startReporting()
  at('2026-11-24T10:00:00+02:00')
  a = await env.registerAccount()
  await env.nameSynagogue(a.id, 'אהל משה')
  await a.addPerson('יעקב', 'הנוסע', PHONE)
  expect((await a.call('PUT', '/api/reminders', reminderSettingInput())).status).toBe(200)
})
afterAll(async () => {
  await env?.close()
})

describe('a week of the calendar, instant by instant', () => {
  it('Thursday: this week is offered everywhere, the run is tomorrow, and a run now may ring', async () => {
    at('2026-11-26T10:00:00+02:00')
    expect(await comingDate()).toMatchObject({ date: '2026-11-28', name: 'שבת פרשת וישלח', kind: 'shabbat' })
    expect(await phoneOffers()).toEqual(['לאישור דיווח היעדרות עבור יעקב הנוסע לשבת פרשת וישלח הקישו 1'])
    expect(await nextRun()).toMatchObject({ day: '2026-11-27', candleLighting: '15:55', stopsAt: '15:25' })
    expect(await scheduledRun()).toBeNull()
    expect((await runNow()).status).toBe(202)
  })

  it("Friday before the cut-off: the week's run is due once, and calls may ring", async () => {
    at('2026-11-27T10:05:00+02:00')
    const run = await scheduledRun()
    expect(run).toMatchObject({ date: '2026-11-28' })
    // The scheduler's repeat of the same morning answers the same run.
    expect((await scheduledRun())?.id).toBe(run?.id)
    at('2026-11-27T15:00:00+02:00')
    expect((await runNow()).status).toBe(202)
  })

  it('Friday after the cut-off: no run starts and no call rings, and the refusal says until when they could', async () => {
    at('2026-11-27T16:30:00+02:00')
    const refused = await runNow()
    expect(refused.body).toMatchObject({
      error: 'reminder_calls_stopped',
      message: 'השיחות של היום נעצרו ב-15:25, לפני כניסת השבת',
    })
    const test = await a.call<ErrorBody>('POST', '/api/reminders/test-call')
    expect(test.body.error).toBe('reminder_calls_stopped')
    // The map for tomorrow is still the one offered.
    expect((await comingDate())?.date).toBe('2026-11-28')
    expect(await phoneOffers()).toEqual(['לאישור דיווח היעדרות עבור יעקב הנוסע לשבת פרשת וישלח הקישו 1'])
  })

  it('Shabbat afternoon: nothing rings; the warden still sees this Shabbat; the next run is next Friday', async () => {
    at('2026-11-28T14:00:00+02:00')
    expect((await runNow()).body).toMatchObject({
      error: 'no_calls_on_rest_day',
      message: 'לא מתקשרים בשבת ובחג',
    })
    expect((await comingDate())?.date).toBe('2026-11-28')
    expect(await nextRun()).toMatchObject({ day: '2026-12-04' })
  })

  it('Saturday night: a caller is offered next week; the warden keeps this Shabbat until Sunday rolls over', async () => {
    at('2026-11-28T21:00:00+02:00')
    expect(await phoneOffers()).toEqual(['לאישור דיווח היעדרות עבור יעקב הנוסע לשבת פרשת וישב הקישו 1'])
    expect((await comingDate())?.date).toBe('2026-11-28')
    at('2026-11-29T08:00:00+02:00')
    expect(await comingDate()).toMatchObject({ date: '2026-12-05', name: 'שבת פרשת וישב' })
    expect(await phoneOffers()).toEqual(['לאישור דיווח היעדרות עבור יעקב הנוסע לשבת פרשת וישב הקישו 1'])
  })

  it('a festival on Friday (Shavuot 2027): the run moves to its eve, Thursday, and stops before its candles', async () => {
    at('2027-06-09T12:00:00+03:00')
    expect(await nextRun()).toMatchObject({ day: '2027-06-10', candleLighting: '19:04', stopsAt: '18:34' })
    at('2027-06-10T10:05:00+03:00')
    expect(await scheduledRun()).toMatchObject({ date: '2027-06-12' })
    at('2027-06-10T19:00:00+03:00')
    expect((await runNow()).body).toMatchObject({ error: 'reminder_calls_stopped' })
    at('2027-06-11T10:00:00+03:00')
    expect((await runNow()).body).toMatchObject({ error: 'no_calls_on_rest_day' })
    expect(await scheduledRun()).toBeNull()
  })

  it('the week of Erev Pesach on a Wednesday (2027): calls stop on the eve, not on the festival, and Friday of Chol HaMoed rings', async () => {
    at('2027-04-21T12:00:00+03:00')
    expect((await runNow()).status).toBe(202)
    expect(await nextRun()).toMatchObject({ day: '2027-04-23', candleLighting: '18:33', stopsAt: '18:03' })
    at('2027-04-21T18:30:00+03:00')
    expect((await runNow()).body).toMatchObject({
      error: 'reminder_calls_stopped',
      message: 'השיחות של היום נעצרו ב-18:01, לפני כניסת השבת',
    })
    at('2027-04-22T10:00:00+03:00')
    expect((await runNow()).body).toMatchObject({ error: 'no_calls_on_rest_day' })
    at('2027-04-23T10:05:00+03:00')
    expect(await scheduledRun()).toMatchObject({ date: '2027-04-24' })
    const shabbat = await comingDate()
    expect(shabbat?.date).toBe('2027-04-24')
    expect(shabbat?.name).toMatch(/פסח/)
  })
})
