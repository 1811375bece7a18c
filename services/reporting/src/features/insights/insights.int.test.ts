import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { joinTestMember } from '@seats/auth/testing'
import { INSIGHT_WEEKS, type Person, type ReportInsights } from '@seats/contracts'
import {
  send,
  startReporting,
  TEST_NOW,
  type ReportingTestEnv,
  type TestAccount,
} from '../../testing/reporting-harness'

let env: ReportingTestEnv
let owner: TestAccount
let moshe: Person
let sarah: Person

// TEST_NOW is Tuesday 2026-11-17: the coming Shabbat is 2026-11-21 (ויצא), the one before 2026-11-14 (תולדות).
const db = () => env.instances[0]!.deps.db
const report = (
  ownerId: number,
  personId: number,
  date: string,
  source: string,
  eventId: number | null = null,
) =>
  db()('reports').insert({
    owner_id: ownerId,
    person_id: personId,
    report_date: date,
    event_id: eventId,
    source,
    created_at: new Date(),
  })

beforeAll(async () => {
  env = await startReporting()
  env.setNow(TEST_NOW)
  owner = await env.registerAccount()
  moshe = await owner.addPerson('משה', 'כהן', '0521230001')
  sarah = await owner.addPerson('שרה', 'לוי', '0521230002')
  // Past weeks, as the phone line, the reminders and the warden left them.
  await report(owner.id, moshe.id, '2026-11-14', 'phone')
  await report(owner.id, sarah.id, '2026-11-14', 'reminder')
  await report(owner.id, moshe.id, '2026-11-07', 'link')
  await report(owner.id, moshe.id, '2026-10-31', 'warden')
  // An event's report is not a freed seat of the week; it still counts for who reports most.
  await report(owner.id, sarah.id, '2026-11-12', 'web', 77)
  // Half a year ago and more: outside the plots.
  await report(owner.id, sarah.id, '2026-04-04', 'phone')
  await db()('guests').insert({
    owner_id: owner.id,
    map_id: 1,
    row: 1,
    col: 1,
    date: '2026-11-14',
    event_id: null,
    name: 'אורח',
    phone: null,
    host_name: '',
    note: '',
    seat_name: 'שורה א, מושב 1',
    created_at: new Date(),
  })
  const [runId] = await db()('reminder_runs').insert({
    owner_id: owner.id,
    week_shabbat: '2026-11-14',
    manual_no: 0,
    report_date: '2026-11-14',
    event_id: null,
    date_name: 'שבת פרשת תולדות',
    status: 'done',
    started_at: new Date(),
    finished_at: new Date(),
  })
  const call = (phone: string, outcome: string, reason: string | null = null) => ({
    run_id: runId,
    owner_id: owner.id,
    phone,
    persons: '[]',
    outcome,
    attempts: 1,
    reason,
    updated_at: new Date(),
  })
  await db()('reminder_calls').insert([
    call('0521230001', 'reported'),
    call('0521230002', 'answered'),
    call('0521230003', 'failed', 'busy'),
    call('0521230004', 'failed', 'no_answer'),
    call('0521230005', 'failed', 'no_answer'),
    call('0521230006', 'skipped_reported'),
  ])
})
afterAll(() => env?.close())

describe('the /reports plots', () => {
  it('count each week by its Shabbat and source, who reports most, and how each reminder run ended', async () => {
    const res = await owner.call<ReportInsights>('GET', '/api/reports/insights')
    expect(res.status).toBe(200)
    const { weeks, topReporters, runs } = res.body
    expect(weeks).toHaveLength(INSIGHT_WEEKS)
    expect(weeks.at(-1)).toMatchObject({ shabbat: '2026-11-21', name: 'שבת פרשת ויצא', freed: 0 })
    expect(weeks.at(-2)).toMatchObject({
      shabbat: '2026-11-14',
      name: 'שבת פרשת תולדות',
      freed: 2,
      guests: 1,
      bySource: { phone: 1, reminder: 1, web: 0, warden: 0, link: 0 },
    })
    expect(weeks.at(-3)).toMatchObject({ shabbat: '2026-11-07', freed: 1, bySource: { link: 1 } })
    expect(weeks[0]!.shabbat).toBe('2026-05-30')
    expect(weeks.reduce((n, w) => n + w.freed, 0)).toBe(4)
    expect(topReporters).toEqual([
      { personId: moshe.id, name: 'משה כהן', reports: 3 },
      { personId: sarah.id, name: 'שרה לוי', reports: 2 },
    ])
    expect(runs).toEqual([
      expect.objectContaining({
        date: '2026-11-14',
        name: 'שבת פרשת תולדות',
        answered: 1,
        reported: 1,
        noAnswer: 2,
        busy: 1,
        other: 0,
      }),
    ])
  })

  it("show a member their own synagogue only, and nobody's to a stranger", async () => {
    const viewer = await joinTestMember(env.seating.auth, owner, 'viewer')
    const read = await send<ReportInsights>(env.base, viewer.token, 'GET', '/api/reports/insights')
    expect(read.body.topReporters).toHaveLength(2)
    const other = await env.registerAccount()
    const theirs = (await other.call<ReportInsights>('GET', '/api/reports/insights')).body
    expect(theirs.weeks.every((w) => w.freed === 0 && w.guests === 0)).toBe(true)
    expect(theirs.topReporters).toEqual([])
    expect(theirs.runs).toEqual([])
    expect((await send(env.base, null, 'GET', '/api/reports/insights')).status).toBe(401)
  })
})
