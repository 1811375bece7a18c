import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DateOption, DateReports, Person, Report, SeatEvent } from '@seats/contracts'
import {
  send,
  startReporting,
  COMING_SHABBAT,
  TEST_NOW,
  type ReportingTestEnv,
  type TestAccount,
} from '../../testing/reporting-harness'

let env: ReportingTestEnv
let a: TestAccount
let b: TestAccount
let moshe: Person
let sarah: Person
let theirs: Person
let chanukah: SeatEvent
let dinner: SeatEvent

beforeAll(async () => {
  env = await startReporting()
  env.setNow(TEST_NOW)
  a = await env.registerAccount()
  b = await env.registerAccount()
  moshe = await a.addPerson('משה', 'כהן', '0501111111')
  sarah = await a.addPerson('שרה', 'כהן', '0501111112')
  theirs = await b.addPerson('דוד', 'לוי', '0502222222')
  chanukah = await a.addEvent('שבת חנוכה', '2026-12-05')
  dinner = await a.addEvent('סעודת חברה קדישא', '2026-12-10', 'הפוך')
})
afterAll(() => env?.close())

describe('creating reports', () => {
  it('records a report for the coming Shabbat; a repeat answers the same report with 200', async () => {
    const first = await a.call<Report>('POST', '/api/reports', { personId: moshe.id, date: COMING_SHABBAT })
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({
      personId: moshe.id,
      date: COMING_SHABBAT,
      eventId: null,
      source: 'web',
    })
    expect(Date.parse(first.body.createdAt)).toBeGreaterThan(0)
    const again = await a.call<Report>('POST', '/api/reports', {
      personId: moshe.id,
      date: COMING_SHABBAT,
      source: 'warden',
    })
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect((await a.call<Report>('GET', `/api/reports/${first.body.id}`)).body).toEqual(first.body)
  })

  it('keeps a Shabbat report and an event report of the same day apart', async () => {
    const plain = await a.call<Report>('POST', '/api/reports', { personId: sarah.id, date: '2026-12-05' })
    const event = await a.call<Report>('POST', '/api/reports', {
      personId: sarah.id,
      date: '2026-12-05',
      eventId: chanukah.id,
      source: 'warden',
    })
    expect([plain.status, event.status]).toEqual([201, 201])
    expect(event.body).toMatchObject({ eventId: chanukah.id, source: 'warden' })
    expect(event.body.id).not.toBe(plain.body.id)
  })

  it("refuses a person or an event that is not the account's with 404", async () => {
    for (const body of [
      { personId: theirs.id, date: COMING_SHABBAT },
      { personId: 999_999_999, date: COMING_SHABBAT },
      { personId: moshe.id, date: '2026-12-05', eventId: 999_999 },
    ]) {
      const res = await a.call<{ error: string }>('POST', '/api/reports', body)
      expect({ body, status: res.status, error: res.body.error }).toEqual({
        body,
        status: 404,
        error: body.eventId ? 'event_not_found' : 'person_not_found',
      })
    }
    const otherEvent = await b.addEvent('כינוס', '2026-12-06')
    expect(
      (
        await a.call('POST', '/api/reports', {
          personId: moshe.id,
          date: '2026-12-06',
          eventId: otherEvent.id,
        })
      ).status,
    ).toBe(404)
  })

  it('wants an event on its own date, and a plain report on a Saturday', async () => {
    const wrongDate = await a.call<{ error: string; fields: Array<{ field: string }> }>(
      'POST',
      '/api/reports',
      { personId: moshe.id, date: '2026-12-06', eventId: chanukah.id },
    )
    expect(wrongDate.status).toBe(400)
    expect(wrongDate.body.fields.map((f) => f.field)).toEqual(['date'])
    expect(wrongDate.body.fields[0]).toMatchObject({
      code: 'report_date_is_event_date',
      params: { date: chanukah.date },
      message: `תאריך האירוע הוא ${chanukah.date}`,
    })
    const weekday = await a.call<{ message: string; fields: Array<{ field: string }> }>(
      'POST',
      '/api/reports',
      { personId: moshe.id, date: '2026-11-19' },
    )
    expect(weekday.status).toBe(400)
    expect(weekday.body.message).toContain('תאריך')
  })

  it('answers bad input with 400 naming the fields, malformed JSON with 400 and a huge body with 413', async () => {
    const missing = await a.call<{ error: string; message: string; fields: Array<{ field: string }> }>(
      'POST',
      '/api/reports',
      { date: 'yesterday' },
    )
    expect(missing.status).toBe(400)
    expect(missing.body.error).toBe('validation_failed')
    expect(missing.body.fields.map((f) => f.field).sort()).toEqual(['date', 'personId'])
    expect(missing.body.message).toContain('מתפלל')
    const phone = await a.call<{ fields: Array<{ field: string }> }>('POST', '/api/reports', {
      personId: moshe.id,
      date: COMING_SHABBAT,
      source: 'phone',
    })
    expect(phone.status).toBe(400)
    expect(phone.body.fields.map((f) => f.field)).toEqual(['source'])
    const malformed = await a.call<{ error: string }>('POST', '/api/reports', '{"personId": 1,')
    expect([malformed.status, malformed.body.error]).toEqual([400, 'invalid_json'])
    const huge = await a.call<{ error: string }>('POST', '/api/reports', {
      personId: moshe.id,
      date: COMING_SHABBAT,
      padding: 'x'.repeat(1_100_000),
    })
    expect([huge.status, huge.body.error]).toEqual([413, 'payload_too_large'])
    expect((await a.call('GET', '/api/reports/abc')).status).toBe(404)
  })

  it('wants a valid access token', async () => {
    expect((await send(env.base, null, 'GET', '/api/reports/dates/list')).status).toBe(401)
    expect(
      (
        await send(env.base, 'not-a-token', 'POST', '/api/reports', {
          personId: moshe.id,
          date: COMING_SHABBAT,
        })
      ).status,
    ).toBe(401)
    expect(
      (await send(env.base, env.expiredToken(a.id), 'GET', '/api/reports/dates/list')).body,
    ).toMatchObject({ error: 'token_expired' })
  })
})

describe('dates', () => {
  it('answers a date with its name, Hebrew date and reports; an empty or invalid date is the coming Shabbat', async () => {
    const res = await a.call<DateReports>('GET', `/api/reports/date/${COMING_SHABBAT}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      date: COMING_SHABBAT,
      eventId: null,
      name: 'שבת פרשת ויצא',
      hebrewDate: 'י״א כסלו תשפ״ז',
      kind: 'shabbat',
      reverse: false,
    })
    expect(res.body.reports.map((r) => r.personId)).toEqual([moshe.id])
    for (const path of ['/api/reports/date', '/api/reports/date/not-a-date', '/api/reports/date/2026-02-30'])
      expect((await a.call<DateReports>('GET', path)).body).toEqual(res.body)
  })

  it("filters by event with ?eventId and refuses another account's event", async () => {
    const plain = await a.call<DateReports>('GET', '/api/reports/date/2026-12-05')
    const event = await a.call<DateReports>('GET', `/api/reports/date/2026-12-05?eventId=${chanukah.id}`)
    expect(plain.body.name).toBe('שבת פרשת וישב')
    expect(event.body).toMatchObject({ name: 'שבת חנוכה', kind: 'event', eventId: chanukah.id })
    expect(plain.body.reports).toHaveLength(1)
    expect(event.body.reports).toHaveLength(1)
    expect(plain.body.reports[0]?.id).not.toBe(event.body.reports[0]?.id)
    expect((await b.call('GET', `/api/reports/date/2026-12-05?eventId=${chanukah.id}`)).status).toBe(404)
    expect((await a.call('GET', `/api/reports/date/2026-12-06?eventId=${chanukah.id}`)).status).toBe(404)
    expect((await a.call('GET', '/api/reports/date/2026-12-05?eventId=x')).status).toBe(400)
  })

  it('names Shabbatot by the diaspora schedule with ?il=false', async () => {
    const israel = await a.call<DateReports>('GET', '/api/reports/date/2026-05-30')
    const diaspora = await a.call<DateReports>('GET', '/api/reports/date/2026-05-30?il=false')
    expect([israel.body.name, diaspora.body.name]).toEqual(['שבת פרשת בהעלתך', 'שבת פרשת נשא'])
    expect(israel.body.kind).toBe('past')
  })

  it('lists the coming Shabbat, the upcoming events and dates with reports, past ones last', async () => {
    await a.call('POST', '/api/reports', { personId: sarah.id, date: '2026-10-10', source: 'warden' })
    const res = await a.call<DateOption[]>('GET', '/api/reports/dates/list')
    expect(res.status).toBe(200)
    // The coming Shabbat first, then the later ones and the events by date, then the past.
    expect(res.body.map((o) => `${o.date} ${o.name}`)).toEqual([
      `${COMING_SHABBAT} שבת פרשת ויצא`,
      '2026-11-28 שבת פרשת וישלח',
      '2026-12-05 שבת פרשת וישב',
      '2026-12-05 שבת חנוכה',
      '2026-12-10 סעודת חברה קדישא',
      '2026-12-12 שבת פרשת מקץ',
      '2026-12-19 שבת פרשת ויגש',
      '2026-12-26 שבת פרשת ויחי',
      '2027-01-02 שבת פרשת שמות',
      '2027-01-09 שבת פרשת וארא',
      '2026-10-10 שבת פרשת בראשית',
    ])
    expect(res.body.filter((o) => o.date <= '2026-12-10' && o.date !== '2026-11-28')).toEqual([
      {
        date: COMING_SHABBAT,
        eventId: null,
        name: 'שבת פרשת ויצא',
        hebrewDate: 'י״א כסלו תשפ״ז',
        kind: 'shabbat',
        reverse: false,
      },
      {
        date: '2026-12-05',
        eventId: null,
        name: 'שבת פרשת וישב',
        hebrewDate: 'כ״ה כסלו תשפ״ז',
        kind: 'shabbat',
        reverse: false,
      },
      {
        date: '2026-12-05',
        eventId: chanukah.id,
        name: 'שבת חנוכה',
        hebrewDate: 'כ״ה כסלו תשפ״ז',
        kind: 'event',
        reverse: false,
      },
      {
        date: '2026-12-10',
        eventId: dinner.id,
        name: 'סעודת חברה קדישא',
        hebrewDate: 'ל׳ כסלו תשפ״ז',
        kind: 'event',
        reverse: true,
      },
      {
        date: '2026-10-10',
        eventId: null,
        name: 'שבת פרשת בראשית',
        hebrewDate: 'כ״ט תשרי תשפ״ז',
        kind: 'past',
        reverse: false,
      },
    ])
    // Another account sees only its own coming Shabbat and events.
    const others = (await b.call<DateOption[]>('GET', '/api/reports/dates/list')).body
    expect(others.filter((o) => o.kind === 'event').map((o) => o.name)).toEqual(['כינוס'])
    expect(others.filter((o) => o.kind === 'shabbat')).toHaveLength(8)
  })

  it('moves to the next week at midnight between Saturday and Sunday, Israel time', async () => {
    env.setNow(new Date('2026-11-21T21:59:59Z'))
    expect((await a.call<DateOption[]>('GET', '/api/reports/dates/list')).body[0]?.date).toBe('2026-11-21')
    env.setNow(new Date('2026-11-21T22:00:00Z'))
    const list = (await a.call<DateOption[]>('GET', '/api/reports/dates/list')).body
    expect(list[0]).toMatchObject({ date: '2026-11-28', name: 'שבת פרשת וישלח', kind: 'shabbat' })
    // Last week's Shabbat, with its report, is now in the past.
    expect(list.find((o) => o.date === COMING_SHABBAT)?.kind).toBe('past')
    env.setNow(TEST_NOW)
  })
})

describe('changing and deleting', () => {
  it('moves a report to another date; a clash with an existing report is 409', async () => {
    const r = (await a.call<Report>('POST', '/api/reports', { personId: moshe.id, date: '2026-11-28' })).body
    const moved = await a.call<Report>('PUT', `/api/reports/${r.id}`, {
      personId: moshe.id,
      date: '2026-12-05',
      source: 'warden',
    })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ id: r.id, date: '2026-12-05', source: 'warden', eventId: null })
    const clash = await a.call<{ error: string }>('PUT', `/api/reports/${r.id}`, {
      personId: moshe.id,
      date: COMING_SHABBAT,
    })
    expect([clash.status, clash.body.error]).toEqual([409, 'report_exists'])
    expect(
      (await a.call('PUT', '/api/reports/999999', { personId: moshe.id, date: COMING_SHABBAT })).status,
    ).toBe(404)
  })

  it('deletes a report once', async () => {
    const r = (await a.call<Report>('POST', '/api/reports', { personId: sarah.id, date: '2026-11-28' })).body
    expect((await a.call('DELETE', `/api/reports/${r.id}`)).status).toBe(204)
    expect((await a.call('DELETE', `/api/reports/${r.id}`)).status).toBe(404)
    expect((await a.call('GET', `/api/reports/${r.id}`)).status).toBe(404)
  })
})

describe("another account's reports", () => {
  it('answer 404 on every route and leak nothing', async () => {
    const r = (await a.call<Report>('POST', '/api/reports', { personId: sarah.id, date: COMING_SHABBAT }))
      .body
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/reports/${r.id}`],
      ['PUT', `/api/reports/${r.id}`, { personId: theirs.id, date: COMING_SHABBAT }],
      ['DELETE', `/api/reports/${r.id}`],
    ]
    for (const [method, path, body] of calls) {
      const res = await b.call<{ error: string }>(method, path, body)
      // Another account's id answers as one that does not exist.
      expect({ method, path, status: res.status, error: res.body?.error }).toEqual({
        method,
        path,
        status: 404,
        error: expect.stringMatching(/^(person|report|event)_not_found$/),
      })
    }
    // B's own view of the date holds none of A's reports; A's report is untouched.
    expect((await b.call<DateReports>('GET', `/api/reports/date/${COMING_SHABBAT}`)).body.reports).toEqual([])
    expect((await a.call<Report>('GET', `/api/reports/${r.id}`)).body).toEqual(r)
    // B may report its own person on the same date.
    expect((await b.call('POST', '/api/reports', { personId: theirs.id, date: COMING_SHABBAT })).status).toBe(
      201,
    )
  })
})

describe('domain events', () => {
  it("removes a deleted person's reports (seating publishes person.deleted)", async () => {
    const gone = await a.addPerson('יעקב', 'ישראלי', '0503333333')
    await a.call('POST', '/api/reports', { personId: gone.id, date: COMING_SHABBAT })
    await a.call('POST', '/api/reports', { personId: gone.id, date: '2026-12-05', eventId: chanukah.id })
    expect((await a.seating('DELETE', `/api/persons/${gone.id}`)).status).toBe(204)
    await expect
      .poll(
        async () =>
          (await a.call<DateReports>('GET', `/api/reports/date/${COMING_SHABBAT}`)).body.reports.some(
            (r) => r.personId === gone.id,
          ),
        { timeout: 5_000 },
      )
      .toBe(false)
    expect(
      (
        await a.call<DateReports>('GET', `/api/reports/date/2026-12-05?eventId=${chanukah.id}`)
      ).body.reports.some((r) => r.personId === gone.id),
    ).toBe(false)
  })

  it("purges a deleted account's reports and nobody else's", async () => {
    const c = await env.registerAccount()
    const p = await c.addPerson('אברהם', 'אבינו', '0504444444')
    const r = (await c.call<Report>('POST', '/api/reports', { personId: p.id, date: COMING_SHABBAT })).body
    await env.publish({ type: 'account.deleted', accountId: c.id })
    await expect
      .poll(async () => (await c.call('GET', `/api/reports/${r.id}`)).status, { timeout: 5_000 })
      .toBe(404)
    expect(
      (await a.call<DateReports>('GET', `/api/reports/date/${COMING_SHABBAT}`)).body.reports.length,
    ).toBeGreaterThan(0)
  })
})
