import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '@seats/kit'
import { testRedisUrl } from '@seats/kit/testing'
import {
  REMINDER_RUN_JOB,
  REMINDERS_QUEUE,
  reminderEarlyRunJobId,
  type ReminderRun,
  type ReminderRunDetail,
  type ReportCreatedEvent,
} from '@seats/contracts'
import { Queue } from 'bullmq'
import {
  reminderSettingInput,
  remindersRepo,
  startReporting,
  COMING_SHABBAT,
  TEST_NOW,
  type ReportingTestEnv,
} from '@seats/reporting/testing'
import { workersEnvSchema } from '../env'
import { startReminders } from './reminders.worker'

const log = createLogger('workers-test', 'silent')
let reporting: ReportingTestEnv
let queue: Queue
// Friday 2026-11-20, 10:00 in Israel.
const FRIDAY_10 = new Date('2026-11-20T08:00:00Z')
const connection = { url: testRedisUrl(), maxRetriesPerRequest: null }

const workersEnv = (over: Record<string, string> = {}) =>
  workersEnvSchema.parse({
    REDIS_PREFIX: reporting.prefix,
    AUTH_URL: reporting.seating.auth.base,
    INTERNAL_TOKEN: reporting.seating.auth.env.INTERNAL_TOKEN,
    REPORTING_URL: reporting.base,
    REMINDER_CALLS_PER_SECOND: '20',
    REMINDER_RETRY_DELAY_MS: '50',
    REMINDER_CALL_ATTEMPTS: '2',
    ...over,
  })

const setting = reminderSettingInput({ text: 'תזכורת לקראת {תאריך}' })

beforeAll(async () => {
  reporting = await startReporting()
  reporting.setNow(FRIDAY_10)
  queue = new Queue(REMINDERS_QUEUE, { connection, prefix: reporting.prefix })
})
afterAll(async () => {
  await queue?.close()
  await reporting?.close()
})

describe('the reminders worker', () => {
  it('calls every phone exactly once when the worker is closed mid-run and started again, under the limiter', async () => {
    const a = await reporting.registerAccount()
    const phones = Array.from({ length: 40 }, (_, i) => `05400${String(i).padStart(5, '0')}`)
    for (const [i, phone] of phones.entries()) await a.addPerson(`מתפלל${i}`, 'בדיקה', phone)
    // Two more worshippers share the first phone: still one call.
    await a.addPerson('שותף', 'בדיקה', phones[0] as string)
    expect((await a.call('PUT', '/api/reminders', setting)).status).toBe(200)
    const db = remindersRepo(reporting.instances[0]!.deps.db)

    const first = await startReminders(workersEnv({ REMINDER_CALLS_PER_SECOND: '10' }), connection, log)
    const started = Date.now()
    // The scheduler's job, twice (two instances, a retry): one run, one call job per phone.
    await queue.add(REMINDER_RUN_JOB, { accountId: a.id })
    await queue.add(REMINDER_RUN_JOB, { accountId: a.id })
    await expect
      .poll(async () => (await db.localCalls()).length, { timeout: 10_000, interval: 50 })
      .toBeGreaterThan(8)
    await Promise.all(first.map((r) => r.close()))
    const atClose = (await db.localCalls()).length
    expect(atClose).toBeLessThan(phones.length)

    const second = await startReminders(workersEnv({ REMINDER_CALLS_PER_SECOND: '10' }), connection, log)
    await expect
      .poll(async () => (await a.call<ReminderRun[]>('GET', '/api/reminders/runs')).body[0]?.status, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe('done')
    const seconds = (Date.now() - started) / 1000
    await Promise.all(second.map((r) => r.close()))

    const calls = await db.localCalls()
    const byPhone = new Map<string, number>()
    for (const c of calls.filter((c) => c.owner_id === a.id))
      byPhone.set(c.phone, (byPhone.get(c.phone) ?? 0) + 1)
    expect([...byPhone.keys()].sort()).toEqual([...phones].sort())
    expect([...byPhone.values()].every((n) => n === 1)).toBe(true)
    // The limiter: 40 calls at 10 a second take at least about 3 seconds.
    expect(seconds).toBeGreaterThan(3)
    const runs = (await a.call<ReminderRun[]>('GET', '/api/reminders/runs')).body
    expect(runs).toHaveLength(1)
    expect(runs[0]?.date).toBe(COMING_SHABBAT)
    expect(runs[0]?.counts).toMatchObject({ queued: 40, called: 40, answered: 40 })
  })

  it('retries a busy phone, records the final failure, and a press of 1 frees the seat live', async () => {
    const a = await reporting.registerAccount()
    const presser = await a.addPerson('רחל', 'לוחצת', '0551111111')
    await a.addPerson('יעקב', 'עסוק', '0552222222')
    await reporting.instances[0]!.deps.db('reminder_local_callees')
      .insert([
        { phone: '0551111111', behaviour: 'press_1' },
        { phone: '0552222222', behaviour: 'busy' },
      ])
      .onConflict('phone')
      .merge()
    await a.call('PUT', '/api/reminders', setting)
    const socket = await reporting.connect(a.token)
    const created: ReportCreatedEvent[] = []
    socket.on('createReport', (r: ReportCreatedEvent) => created.push(r))

    // Every attempt's outcome is logged, not only stored.
    const logged: Record<string, unknown>[] = []
    const capture = createLogger('workers-test', 'info', {
      write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>),
    })
    const workers = await startReminders(workersEnv(), connection, capture)
    // "Run now" (development): reporting makes the run and adds its job.
    const res = await a.call<ReminderRun>('POST', '/api/reminders/run-now')
    expect(res.status).toBe(202)
    await expect
      .poll(
        async () =>
          (await a.call<ReminderRunDetail>('GET', `/api/reminders/runs/${res.body.id}`)).body.status,
        {
          timeout: 10_000,
          interval: 100,
        },
      )
      .toBe('done')
    await Promise.all(workers.map((r) => r.close()))
    const detail = (await a.call<ReminderRunDetail>('GET', `/api/reminders/runs/${res.body.id}`)).body
    expect(detail.calls.find((c) => c.phone === '0552222222')).toMatchObject({
      outcome: 'failed',
      attempts: 2,
      reason: 'busy',
    })
    expect(detail.calls.find((c) => c.phone === '0551111111')?.outcome).toBe('reported')
    const callLines = logged
      .filter((l) => l.msg === 'reminder call' && l.phone === '0552222222')
      .map(({ runId, outcome, attempt, retry }) => ({ runId, outcome, attempt, retry }))
    expect(callLines).toEqual([
      { runId: res.body.id, outcome: 'busy', attempt: 1, retry: 'busy' },
      { runId: res.body.id, outcome: 'failed', attempt: 2, retry: null },
    ])
    await expect.poll(() => created.map((r) => r.personId), { timeout: 5_000 }).toContain(presser.id)
    expect(created[0]).toMatchObject({ source: 'reminder', date: COMING_SHABBAT, personName: 'רחל לוחצת' })
    socket.disconnect()
    reporting.setNow(TEST_NOW)
    reporting.setNow(FRIDAY_10)
  })

  it("a late week's own job starts the run at its latest safe start; the scheduler's firing adds nothing", async () => {
    const a = await reporting.registerAccount()
    await a.addPerson('שמעון', 'מוקדם', '0561111111')
    await a.addPerson('לוי', 'מוקדם', '0562222222')
    // Saved on Thursday: Friday 15:30 is too late for Jerusalem's 15:57 candle-lighting, so Friday's run
    // has a job of its own at 14:57.
    reporting.setNow(new Date('2026-11-19T10:00:00+02:00'))
    await a.call('PUT', '/api/reminders', { ...setting, hour: 15, minute: 30 })
    const job = await queue.getJob(reminderEarlyRunJobId(a.id, COMING_SHABBAT))
    expect(job?.data.startsAt).toBe('2026-11-20T12:57:00.000Z')

    const workers = await startReminders(workersEnv(), connection, log)
    reporting.setNow(new Date('2026-11-20T14:57:00+02:00'))
    await job?.promote()
    const runs = () => a.call<ReminderRun[]>('GET', '/api/reminders/runs')
    await expect.poll(async () => (await runs()).body[0]?.status, { timeout: 10_000 }).toBe('done')
    // The scheduler fires at 15:30, after the cut-off: no second run, nobody called again.
    reporting.setNow(new Date('2026-11-20T15:30:00+02:00'))
    const late = await queue.add(REMINDER_RUN_JOB, { accountId: a.id })
    await expect.poll(async () => late.isCompleted(), { timeout: 5_000 }).toBe(true)
    await Promise.all(workers.map((r) => r.close()))
    const all = (await runs()).body
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({ date: COMING_SHABBAT, counts: { queued: 2, called: 2 } })
    const db = remindersRepo(reporting.instances[0]!.deps.db)
    expect((await db.localCalls('0561111111')).length + (await db.localCalls('0562222222')).length).toBe(2)
    reporting.setNow(FRIDAY_10)
  })
})
