import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Queue } from 'bullmq'
import {
  REMINDERS_QUEUE,
  reminderEarlyRunJobId,
  reminderSchedulerId,
  type ErrorBody,
  type ReminderPlaceCall,
  type ReminderRun,
  type ReminderRunDetail,
  type ReminderRunStart,
  type ReminderSettingsView,
  type ReminderTestCall,
  type ReportCreatedEvent,
} from '@seats/contracts'
import { testRedisUrl } from '@seats/kit/testing'
import {
  reminderSettingInput,
  send,
  startReporting,
  COMING_SHABBAT,
  TEST_NOW,
  type ReportingTestEnv,
  type TestAccount,
} from '../../testing/reporting-harness'
import { weekday } from '../calendar'
import { israelClock } from './reminder-calendar'
import { remindersRepo } from './reminders.repo'
import { LINK_SENT_PROMPT } from './reminder-call'
import { localSmsMessages } from '../sms'

let env: ReportingTestEnv
let queue: Queue

const internal = <T>(method: string, path: string, body?: unknown) => env.internal<T>(method, path, body)
const place = (runId: number, phone: string, maxAttempts = 2, maxProviderErrors = 3) =>
  internal<ReminderPlaceCall>('POST', `/internal/reminders/runs/${runId}/calls`, {
    phone,
    maxAttempts,
    maxProviderErrors,
  })
const behave = (phone: string, behaviour: string) =>
  internal('PUT', `/internal/reminders/local-callees/${phone}`, { behaviour })

const setting = reminderSettingInput
// Friday 2026-11-20, 10:00 in Israel (winter time): the run of COMING_SHABBAT is due.
const FRIDAY_10 = new Date('2026-11-20T08:00:00Z')

beforeAll(async () => {
  env = await startReporting()
  env.setNow(TEST_NOW)
  queue = new Queue(REMINDERS_QUEUE, { connection: { url: testRedisUrl() }, prefix: env.prefix })
})
afterAll(async () => {
  await queue?.close()
  await env?.close()
})

describe('the reminder setting', () => {
  let a: TestAccount
  beforeAll(async () => {
    a = await env.registerAccount()
  })

  it('answers the defaults until saved: Friday 10:00, seated worshippers, the coming Shabbat, Jerusalem', async () => {
    const res = await a.call<ReminderSettingsView>('GET', '/api/reminders')
    expect(res.status).toBe(200)
    expect(res.body.saved).toBe(false)
    expect(res.body.setting).toMatchObject({
      enabled: false,
      weekday: 5,
      hour: 10,
      minute: 0,
      audience: 'seated',
    })
    expect(res.body.setting.text).toContain('{בית הכנסת}')
    expect(res.body.cities).toContainEqual({ name: 'Bnei Brak', label: 'בני ברק' })
    expect(res.body.nextRun).toBeNull()
    expect(res.body.runNowEnabled).toBe(true)
  })

  it('refuses bad fields in Hebrew', async () => {
    const bad = await a.call<ErrorBody>('PUT', '/api/reminders', {
      ...setting(),
      weekday: 6,
      minute: 60,
      lateWeeks: 'later',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields?.map((f) => f.field).sort()).toEqual(['lateWeeks', 'minute', 'weekday'])
    const chosen = await a.call<ErrorBody>('PUT', '/api/reminders', setting({ audience: 'chosen' }))
    expect(chosen.body.fields?.[0]).toMatchObject({
      field: 'personIds',
      message: 'יש לבחור לפחות מתפלל אחד',
    })
    // Another account's worshipper is refused by name of the field, never saved to be silently skipped.
    const stranger = await (await env.registerAccount()).addPerson('זר', 'מבחוץ', '0529990001')
    const foreign = await a.call<ErrorBody>(
      'PUT',
      '/api/reminders',
      setting({ audience: 'chosen', personIds: [stranger.id] }),
    )
    expect(foreign.status).toBe(400)
    expect(foreign.body.fields?.[0]).toMatchObject({
      field: 'personIds',
      code: 'person_not_listed',
      message: 'אחד המתפללים שנבחרו אינו ברשימת המתפללים',
    })
    expect((await a.call<ReminderSettingsView>('GET', '/api/reminders')).body.saved).toBe(false)
    const city = await a.call<ErrorBody>('PUT', '/api/reminders', setting({ city: 'Springfield' }))
    expect(city.body.fields?.[0]).toMatchObject({
      field: 'city',
      code: 'city_unknown',
      message: 'עיר לא מוכרת',
    })
  })

  it('takes a time too late for some weeks: those weeks run at their latest safe start, listed ahead with why', async () => {
    // Jerusalem lights at 15:57 on Friday 2026-11-20 and 15:54 on 2026-12-04: 15:30 is too late for both.
    const res = await a.call<ReminderSettingsView>('PUT', '/api/reminders', setting({ hour: 15, minute: 30 }))
    expect(res.status).toBe(200)
    expect(res.body.setting.lateWeeks).toBe('earlier')
    expect(res.body.nextRun).toMatchObject({
      display: 'יום שישי 14:57, י׳ כסלו',
      day: '2026-11-20',
      earlier: true,
      candleLighting: '15:57',
    })
    const weeks = res.body.differingWeeks
    expect(weeks[0]).toEqual({
      shabbat: COMING_SHABBAT,
      day: '2026-11-20',
      dateName: 'שבת פרשת ויצא',
      dayName: 'יום שישי, י׳ כסלו',
      change: 'earlier',
      runsAt: '14:57',
      candleLighting: '15:57',
      latestStart: '14:57',
    })
    expect(weeks.find((w) => w.day === '2026-12-04')).toMatchObject({
      runsAt: '14:54',
      candleLighting: '15:54',
    })
    // Late January's Fridays light late enough again: the list ends there.
    expect(weeks.map((w) => w.day).at(-1)).toBe('2027-01-22')
    // Each of this week's and next week's late runs has a job of its own at its latest safe start.
    const early = await queue.getJob(reminderEarlyRunJobId(a.id, COMING_SHABBAT))
    expect(early?.data).toEqual({ accountId: a.id, startsAt: '2026-11-20T12:57:00.000Z' })
    expect(early?.opts.delay).toBe(Date.parse('2026-11-20T12:57:00Z') - TEST_NOW.getTime())
    expect((await queue.getJob(reminderEarlyRunJobId(a.id, '2026-11-28')))?.data.startsAt).toBe(
      '2026-11-27T12:55:00.000Z',
    )

    // Skipping those weeks instead: none runs, and the next run is the first Friday late enough, in spring.
    const skip = await a.call<ReminderSettingsView>(
      'PUT',
      '/api/reminders',
      setting({ hour: 15, minute: 30, lateWeeks: 'skip' }),
    )
    expect(skip.body.setting.lateWeeks).toBe('skip')
    expect(skip.body.differingWeeks[0]).toMatchObject({ day: '2026-11-20', change: 'skipped', runsAt: null })
    expect(skip.body.nextRun).toMatchObject({
      display: expect.stringMatching(/^יום שישי 15:30, /),
      earlier: false,
    })
    expect(await queue.getJob(reminderEarlyRunJobId(a.id, COMING_SHABBAT))).toBeUndefined()

    // A time that fits every week: nothing differs.
    const fits = await a.call<ReminderSettingsView>(
      'PUT',
      '/api/reminders',
      setting({ hour: 14, minute: 54 }),
    )
    expect(fits.body.differingWeeks).toEqual([])
    expect(fits.body.nextRun?.earlier).toBe(false)
  })

  it('saves, shows the next run in Hebrew with its cut-off, and keeps one job scheduler in Israel time', async () => {
    const res = await a.call<ReminderSettingsView>('PUT', '/api/reminders', setting())
    expect(res.status).toBe(200)
    expect(res.body.saved).toBe(true)
    expect(res.body.nextRun).toMatchObject({
      display: 'יום שישי 10:00, י׳ כסלו',
      day: '2026-11-20',
      shabbat: COMING_SHABBAT,
      candleLighting: '15:57',
      stopsAt: '15:27',
      latestStart: '14:57',
    })
    const scheduler = await queue.getJobScheduler(reminderSchedulerId(a.id))
    expect(scheduler).toMatchObject({ pattern: '0 10 * * 0-5', tz: 'Asia/Jerusalem' })
    await a.call('PUT', '/api/reminders', setting({ hour: 9, minute: 15 }))
    const moved = await queue.getJobScheduler(reminderSchedulerId(a.id))
    expect(moved?.pattern).toBe('15 9 * * 0-5')
    // BullMQ's own next firing is 09:15 in Israel, Sunday to Friday, whatever the server's zone.
    const next = israelClock(new Date(Number(moved?.next)))
    expect(`${next.hour}:${next.minute}`).toBe('9:15')
    expect(weekday(next.ymd)).toBeLessThan(6)
    await a.call('PUT', '/api/reminders', setting({ enabled: false }))
    expect(await queue.getJobScheduler(reminderSchedulerId(a.id))).toBeFalsy()
    // Another account sees only its own.
    const b = await env.registerAccount()
    expect((await b.call<ReminderSettingsView>('GET', '/api/reminders')).body.saved).toBe(false)
  })

  it('answers 402 to the changes of an expired account, and keeps its reads', async () => {
    const c = await env.registerAccount()
    await env.seating.expireTrial(c.id)
    expect((await c.call('PUT', '/api/reminders', setting())).status).toBe(402)
    expect((await c.call('POST', '/api/reminders/test-call')).status).toBe(402)
    expect((await c.call('GET', '/api/reminders')).status).toBe(200)
    expect((await c.call('GET', '/api/reminders/runs')).status).toBe(200)
  })

  it("places a test call to the warden's own phone with the text as it will sound", async () => {
    await env.verifyPhone(a)
    const res = await a.call<ReminderTestCall>('POST', '/api/reminders/test-call')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ phone: '0501234567', outcome: 'answered' })
    // The call itself, after the one that spoke the verification code.
    const logged = (await remindersRepo(env.instances[0]!.deps.db).localCalls('0501234567')).filter(
      (c) => c.owner_id === a.id && c.behaviour !== 'code',
    )
    expect(logged).toHaveLength(1)
    expect(logged[0]?.spoken).toContain('בית כנסת לבדיקה')
    expect(logged[0]?.spoken).toContain('שבת פרשת ויצא')
  })

  it('drops the setting and its scheduler when the account is deleted', async () => {
    const d = await env.registerAccount()
    await d.call('PUT', '/api/reminders', setting())
    expect(await queue.getJobScheduler(reminderSchedulerId(d.id))).toBeTruthy()
    await env.publish({ type: 'account.deleted', accountId: d.id })
    await expect
      .poll(async () => Boolean(await queue.getJobScheduler(reminderSchedulerId(d.id))), { timeout: 5_000 })
      .toBe(false)
    expect(await remindersRepo(env.instances[0]!.deps.db).setting(d.id)).toBeNull()
  })
})

describe('a run', () => {
  it('calls each phone once, skips who reported, retries busy, reports on 1 and pushes it all live', async () => {
    const a = await env.registerAccount()
    const p1a = await a.addPerson('משה', 'כהן', '0521111111')
    const p1b = await a.addPerson('שרה', 'כהן', '0521111111')
    const reported = await a.addPerson('דוד', 'לוי', '0522222222')
    await a.addPerson('יעקב', 'עסוק', '0523333333')
    const presser = await a.addPerson('רחל', 'לוחצת', '0524444444')
    await behave('0523333333', 'busy')
    await behave('0524444444', 'press_1')
    await a.call('POST', '/api/reports', { personId: reported.id, date: COMING_SHABBAT })
    await a.call('PUT', '/api/reminders', setting())
    const socket = await env.connect(a.token)
    const progress: ReminderRun[] = []
    const created: ReportCreatedEvent[] = []
    socket.on('reminderRunProgress', (r: ReminderRun) => progress.push(r))
    socket.on('createReport', (r: ReportCreatedEvent) => created.push(r))

    // Thursday: nothing is due.
    env.setNow(new Date('2026-11-19T08:00:00Z'))
    expect(
      (await internal<ReminderRunStart>('POST', `/internal/reminders/accounts/${a.id}/runs`, {})).body.run,
    ).toBeNull()
    env.setNow(FRIDAY_10)
    const start = await internal<ReminderRunStart>('POST', `/internal/reminders/accounts/${a.id}/runs`, {})
    expect(start.status).toBe(200)
    const runId = start.body.run?.id as number
    expect(start.body.run?.date).toBe(COMING_SHABBAT)
    expect(start.body.phones.sort()).toEqual(['0521111111', '0523333333', '0524444444'])
    // The run job again (a retry, another instance): the same run.
    const again = await internal<ReminderRunStart>('POST', `/internal/reminders/accounts/${a.id}/runs`, {})
    expect(again.body.run?.id).toBe(runId)

    expect((await place(runId, '0521111111')).body).toMatchObject({ outcome: 'answered', retry: null })
    // The job delivered again (a worker that died after the call): nothing rings twice.
    expect((await place(runId, '0521111111')).body).toEqual({ outcome: 'answered', retry: null, attempts: 1 })
    expect((await place(runId, '0523333333')).body).toMatchObject({
      outcome: 'busy',
      retry: { reason: 'busy', count: 1 },
    })
    expect((await place(runId, '0523333333')).body).toEqual({ outcome: 'failed', retry: null, attempts: 2 })
    expect((await place(runId, '0524444444')).body).toMatchObject({ outcome: 'reported', retry: null })

    await expect.poll(() => created.map((r) => r.personId), { timeout: 5_000 }).toContain(presser.id)
    expect(created.find((r) => r.personId === presser.id)).toMatchObject({
      source: 'reminder',
      dateName: 'שבת פרשת ויצא',
    })
    await expect.poll(() => progress.at(-1)?.status, { timeout: 5_000 }).toBe('done')
    expect(progress.at(-1)?.counts).toEqual({
      queued: 3,
      called: 3,
      answered: 2,
      reported: 1,
      skippedReported: 1,
      failed: 1,
      notCalledShabbat: 0,
      notCalledCap: 0,
    })

    const detail = await a.call<ReminderRunDetail>('GET', `/api/reminders/runs/${runId}`)
    const byPhone = new Map(detail.body.calls.map((c) => [c.phone, c]))
    expect(byPhone.get('0521111111')?.names).toEqual([
      `${p1a.firstName} ${p1a.lastName}`,
      `${p1b.firstName} ${p1b.lastName}`,
    ])
    expect(byPhone.get('0522222222')?.outcome).toBe('skipped_reported')
    // The run's details say who had already reported, not a nameless row.
    expect(byPhone.get('0522222222')?.names).toEqual([`${reported.firstName} ${reported.lastName}`])
    expect(byPhone.get('0523333333')).toMatchObject({ outcome: 'failed', attempts: 2, reason: 'busy' })
    expect((await a.call<ReminderRun[]>('GET', '/api/reminders/runs')).body.map((r) => r.id)).toEqual([runId])
    // One call per phone, both persons of the shared phone offered in it.
    const shared = (await remindersRepo(env.instances[0]!.deps.db).localCalls('0521111111')).filter(
      (c) => c.run_id === runId,
    )
    expect(shared).toHaveLength(1)
    expect(shared[0]?.spoken).toContain('משה כהן, שרה כהן')
    // Another account cannot read it.
    const other = await env.registerAccount()
    expect((await other.call('GET', `/api/reminders/runs/${runId}`)).status).toBe(404)
    socket.disconnect()
    env.setNow(TEST_NOW)
  })

  it('texts each mobile its report link once when the setting says so, and the call says it before its goodbye', async () => {
    const a = await env.registerAccount()
    await a.addPerson('נחום', 'שולח', '0526666661')
    await a.addPerson('עמוס', 'עסוק', '0526666662')
    await a.addPerson('אליקים', 'קווי', '026666663')
    await behave('0526666661', 'press_1')
    await behave('0526666662', 'busy')
    await behave('026666663', 'press_1')
    await a.call('PUT', '/api/reminders', setting({ sendLink: true }))
    expect((await a.call<ReminderSettingsView>('GET', '/api/reminders')).body.setting.sendLink).toBe(true)
    env.setNow(FRIDAY_10)
    const runId = (await internal<ReminderRunStart>('POST', `/internal/reminders/accounts/${a.id}/runs`, {}))
      .body.run?.id as number
    const db = env.instances[0]!.deps.db
    const spoken = async (phone: string) =>
      (await remindersRepo(db).localCalls(phone)).filter((c) => c.run_id === runId).map((c) => c.spoken)

    expect((await place(runId, '0526666661')).body).toMatchObject({ outcome: 'reported' })
    const [sms] = await localSmsMessages(db, '0526666661')
    expect(sms?.text).toMatch(
      /לדיווח שלא תגיעו בשבת או בחג, בלי להתקשר, הקישו על הקישור: http:\/\/app\.test\/r\//,
    )
    expect((await spoken('0526666661'))[0]).toContain(`${LINK_SENT_PROMPT} | הדיווח התקבל`)

    // Busy, then tried again: one SMS for the run, and the retry still says it was sent.
    await place(runId, '0526666662', 3)
    await behave('0526666662', 'hangup')
    await place(runId, '0526666662', 3)
    expect(await localSmsMessages(db, '0526666662')).toHaveLength(1)
    expect((await spoken('0526666662')).at(-1)).toContain(LINK_SENT_PROMPT)

    // A landline gets no SMS, and its call does not claim one.
    await place(runId, '026666663')
    expect(await localSmsMessages(db, '026666663')).toHaveLength(0)
    expect((await spoken('026666663'))[0]).not.toContain(LINK_SENT_PROMPT)
    env.setNow(TEST_NOW)
  })

  it('with "the next event", a run is about the event of that week that comes before Shabbat', async () => {
    const a = await env.registerAccount()
    await a.addPerson('גד', 'אירוע', '0527777777')
    const event = await a.addEvent('שמחת בית השואבה', '2026-11-20')
    await a.call('PUT', '/api/reminders', setting({ dateTarget: 'next', hour: 9 }))
    env.setNow(new Date('2026-11-20T07:00:00Z'))
    const start = await internal<ReminderRunStart>('POST', `/internal/reminders/accounts/${a.id}/runs`, {})
    expect(start.body.run?.date).toBe('2026-11-20')
    const run = (await a.call<ReminderRunDetail>('GET', `/api/reminders/runs/${start.body.run?.id}`)).body
    expect(run).toMatchObject({ eventId: event.id, dateName: 'שמחת בית השואבה' })
    env.setNow(TEST_NOW)
  })

  it("takes a reminder call's key press over its JSON endpoint once, behind the phone line's secret", async () => {
    const a = await env.registerAccount()
    const p = await a.addPerson('אסתר', 'מקשה', '0526666666')
    const conversation = env.instances[0]!.deps.reminders.conversation
    const call = await conversation.start({
      accountId: a.id,
      runId: null,
      phone: '0526666666',
      text: 'תזכורת',
      offer: {
        date: COMING_SHABBAT,
        eventId: null,
        dateName: 'שבת פרשת ויצא',
        persons: [{ id: p.id, name: 'אסתר מקשה' }],
      },
    })
    expect(call.say).toEqual([
      'תזכורת',
      'לדיווח שהמקום של אסתר מקשה פנוי בשבת פרשת ויצא, הקישו 1',
      'כדי שלא נתקשר יותר למספר הזה, הקישו 0',
    ])
    const turn = (secret: string) =>
      send<{ say: string[]; outcome: string }>(env.base, null, 'POST', `/api/ivr/reminder/json/${secret}`, {
        callId: call.callId,
        digits: '1',
      })
    expect((await turn('wrong-secret-wrong-secret')).status).toBe(404)
    const first = await turn(env.ivrSecret)
    expect(first.body).toEqual({ say: ['הדיווח התקבל, תודה רבה. להתראות'], outcome: 'reported' })
    // A replayed turn does nothing more.
    expect((await turn(env.ivrSecret)).body).toEqual({ say: [], outcome: 'answered' })
    const reports = await a.call<{ reports: Array<{ personId: number; source: string }> }>(
      'GET',
      `/api/reports/date/${COMING_SHABBAT}`,
    )
    expect(reports.body.reports).toEqual([expect.objectContaining({ personId: p.id, source: 'reminder' })])
  })

  it('waits for an attempt still with the provider, and never places again one whose process died (it may have rung)', async () => {
    const a = await env.registerAccount()
    await a.addPerson('נפתלי', 'נקטע', '0525555555')
    await a.call('PUT', '/api/reminders', setting())
    env.setNow(FRIDAY_10)
    const start = await internal<ReminderRunStart>('POST', `/internal/reminders/accounts/${a.id}/runs`, {})
    const runId = start.body.run?.id as number
    const repo = remindersRepo(env.instances[0]!.deps.db)
    const call = await repo.call(runId, '0525555555')
    // The first delivery took attempt 1, and reporting died before the provider answered.
    expect(await repo.claim(call?.id as number, FRIDAY_10)).toBe(true)
    // A second delivery soon after: that attempt may still be ringing, so look again later.
    env.setNow(new Date(FRIDAY_10.getTime() + 60_000))
    expect((await place(runId, '0525555555')).body).toMatchObject({
      outcome: 'queued',
      retry: { reason: 'in_progress', count: 1 },
    })
    // Minutes later it never finished: it is never placed again.
    env.setNow(new Date(FRIDAY_10.getTime() + 6 * 60_000))
    expect((await place(runId, '0525555555')).body).toMatchObject({ outcome: 'failed', retry: null })
    expect(await repo.localCalls('0525555555')).toHaveLength(0)
    const detail = (await a.call<ReminderRunDetail>('GET', `/api/reminders/runs/${runId}`)).body
    expect(detail.status).toBe('done')
    expect(detail.calls[0]).toMatchObject({ outcome: 'failed', reason: 'interrupted' })
    env.setNow(TEST_NOW)
  })

  it('a provider refusing calls rings nobody; they are tried again and fail only past the cap', async () => {
    const a = await env.registerAccount()
    await a.addPerson('זבולון', 'ממתין', '0526666666')
    await a.addPerson('יששכר', 'מסורב', '0527777777')
    await a.call('PUT', '/api/reminders', setting())
    env.setNow(FRIDAY_10)
    const start = await internal<ReminderRunStart>('POST', `/internal/reminders/accounts/${a.id}/runs`, {})
    const runId = start.body.run?.id as number
    await behave('0526666666', 'provider_error')
    await behave('0527777777', 'provider_error')
    for (const count of [1, 2])
      expect((await place(runId, '0526666666')).body).toMatchObject({
        outcome: 'queued',
        retry: { reason: 'provider_error', count },
      })
    // The provider is back: the call rings once, as its first attempt.
    await behave('0526666666', 'hangup')
    expect((await place(runId, '0526666666')).body).toMatchObject({ outcome: 'answered', retry: null })
    for (let i = 0; i < 2; i++) await place(runId, '0527777777')
    expect((await place(runId, '0527777777')).body).toMatchObject({ outcome: 'failed', retry: null })

    const repo = remindersRepo(env.instances[0]!.deps.db)
    expect(await repo.localCalls('0526666666')).toHaveLength(1)
    expect(await repo.localCalls('0527777777')).toHaveLength(0)
    const detail = (await a.call<ReminderRunDetail>('GET', `/api/reminders/runs/${runId}`)).body
    const byPhone = new Map(detail.calls.map((c) => [c.phone, c]))
    expect(byPhone.get('0526666666')).toMatchObject({ outcome: 'answered', attempts: 1 })
    expect(byPhone.get('0527777777')).toMatchObject({
      outcome: 'failed',
      attempts: 0,
      reason: 'local: refused',
    })
    expect(detail.status).toBe('done')
    env.setNow(TEST_NOW)
  })

  it('stops placing calls at the Shabbat cut-off and marks the rest "not called: Shabbat"', async () => {
    const a = await env.registerAccount()
    await a.addPerson('אחד', 'ראשון', '0531111111')
    await a.addPerson('שני', 'שני', '0532222222')
    await a.addPerson('שלישי', 'שלישי', '0533333333')
    await a.call('PUT', '/api/reminders', setting({ hour: 14, minute: 0 }))
    env.setNow(new Date('2026-11-20T12:00:00Z'))
    const start = await internal<ReminderRunStart>('POST', `/internal/reminders/accounts/${a.id}/runs`, {})
    const runId = start.body.run?.id as number
    expect((await place(runId, '0531111111')).body.outcome).toBe('answered')
    // 15:27 in Jerusalem: half an hour before candle-lighting.
    env.setNow(new Date('2026-11-20T13:27:00Z'))
    expect((await place(runId, '0532222222')).body).toMatchObject({
      outcome: 'not_called_shabbat',
      retry: null,
    })
    expect((await place(runId, '0533333333')).body).toMatchObject({
      outcome: 'not_called_shabbat',
      retry: null,
    })
    const run = (await a.call<ReminderRunDetail>('GET', `/api/reminders/runs/${runId}`)).body
    expect(run.status).toBe('stopped')
    expect(run.counts.notCalledShabbat).toBe(2)
    expect(await remindersRepo(env.instances[0]!.deps.db).localCalls('0532222222')).toHaveLength(0)
    // Later that day (or after Shabbat) the run never starts again.
    env.setNow(new Date('2026-11-21T19:00:00Z'))
    expect(
      (await internal<ReminderRunStart>('POST', `/internal/reminders/accounts/${a.id}/runs`, {})).body.run,
    ).toBeNull()
    env.setNow(TEST_NOW)
  })
})

describe("a late week's run", () => {
  // Pesach 5787 is on Thursday 2027-04-22: a Thursday run rings on Wednesday, erev Pesach, when Jerusalem
  // lights candles at 18:31 (summer time): its latest safe start is 17:31, its calls stop at 18:01.
  const thursday20 = (over: Partial<ReturnType<typeof setting>> = {}) =>
    setting({ weekday: 4, hour: 20, minute: 0, ...over })
  const erevPesach = (hm: string) => new Date(`2027-04-21T${hm}:00+03:00`)
  const start = (accountId: number) =>
    internal<ReminderRunStart>('POST', `/internal/reminders/accounts/${accountId}/runs`, {})

  it('starts at the latest safe start of that week, once, and nothing rings after the cut-off', async () => {
    const a = await env.registerAccount()
    await a.addPerson('אהרן', 'פסח', '0534444441')
    await a.addPerson('מרים', 'פסח', '0534444442')
    expect((await a.call('PUT', '/api/reminders', thursday20())).status).toBe(200)
    env.setNow(new Date('2027-03-01T10:00:00+02:00'))
    const view = (await a.call<ReminderSettingsView>('GET', '/api/reminders')).body
    expect(view.differingWeeks).toEqual([
      {
        shabbat: '2027-04-24',
        day: '2027-04-21',
        dateName: 'ערב פסח',
        dayName: 'יום רביעי, י״ד ניסן',
        change: 'earlier',
        runsAt: '17:31',
        candleLighting: '18:31',
        latestStart: '17:31',
      },
    ])

    // The week before: 20:00 on Thursday as set.
    env.setNow(new Date('2027-04-15T19:59:00+03:00'))
    expect((await start(a.id)).body.run?.date).toBe('2027-04-17')
    env.setNow(erevPesach('17:25'))
    expect((await start(a.id)).body.run).toBeNull()
    env.setNow(erevPesach('17:31'))
    const run = (await start(a.id)).body
    expect(run.run?.date).toBe('2027-04-24')
    expect(run.phones.sort()).toEqual(['0534444441', '0534444442'])
    // The scheduler's own firing, or the job again: the same run.
    env.setNow(erevPesach('17:40'))
    expect((await start(a.id)).body.run?.id).toBe(run.run?.id)
    expect((await place(run.run?.id as number, '0534444441')).body.outcome).toBe('answered')
    // 18:01: calls stop; the set time, 20:00, starts nothing.
    env.setNow(erevPesach('18:01'))
    expect((await place(run.run?.id as number, '0534444442')).body.outcome).toBe('not_called_shabbat')
    env.setNow(erevPesach('20:00'))
    expect((await start(a.id)).body.run).toBeNull()
    const runs = (await a.call<ReminderRun[]>('GET', '/api/reminders/runs')).body
    expect(runs.filter((r) => r.date === '2027-04-24')).toHaveLength(1)
    env.setNow(TEST_NOW)
  })

  it('with "skip", that week has no run at all, and the next week runs as set', async () => {
    const a = await env.registerAccount()
    await a.addPerson('יוכבד', 'מדלגת', '0534444443')
    await a.call('PUT', '/api/reminders', thursday20({ lateWeeks: 'skip' }))
    env.setNow(new Date('2027-03-01T10:00:00+02:00'))
    expect((await a.call<ReminderSettingsView>('GET', '/api/reminders')).body.differingWeeks).toMatchObject([
      { day: '2027-04-21', dateName: 'ערב פסח', change: 'skipped', runsAt: null, candleLighting: '18:31' },
    ])
    for (const hm of ['17:31', '17:45', '20:00']) {
      env.setNow(erevPesach(hm))
      expect((await start(a.id)).body.run, hm).toBeNull()
    }
    env.setNow(new Date('2027-04-29T20:00:00+03:00'))
    expect((await start(a.id)).body.run?.date).toBe('2027-05-01')
    expect((await a.call<ReminderRun[]>('GET', '/api/reminders/runs')).body.map((r) => r.date)).toEqual([
      '2027-05-01',
    ])
    env.setNow(TEST_NOW)
  })

  it("plans that week's run job on the scheduler's firings before it, and drops it when reminders go off", async () => {
    const a = await env.registerAccount()
    await a.call('PUT', '/api/reminders', thursday20())
    // Saved long before: no job yet. The firing of the Thursday before (or any day that week) plans it.
    expect(await queue.getJob(reminderEarlyRunJobId(a.id, '2027-04-24'))).toBeUndefined()
    env.setNow(new Date('2027-04-15T20:00:00+03:00'))
    await start(a.id)
    const job = await queue.getJob(reminderEarlyRunJobId(a.id, '2027-04-24'))
    expect(job?.data).toEqual({ accountId: a.id, startsAt: '2027-04-21T14:31:00.000Z' })
    expect(job?.opts.delay).toBe(Date.parse('2027-04-21T14:31:00Z') - Date.parse('2027-04-15T17:00:00Z'))
    // Planned again, it stays one job.
    await start(a.id)
    expect((await queue.getDelayed()).filter((j) => j.id === job?.id)).toHaveLength(1)
    await a.call('PUT', '/api/reminders', thursday20({ enabled: false }))
    expect(await queue.getJob(reminderEarlyRunJobId(a.id, '2027-04-24'))).toBeUndefined()
    env.setNow(TEST_NOW)
  })
})
