import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DateOption, ErrorBody, Report } from '@seats/contracts'
import {
  send,
  startReporting,
  type ReportingTestEnv,
  type TestAccount,
} from '../../testing/reporting-harness'

/**
 * What the date selector offers ahead: eight Shabbatot and the yom tov days among them, named as the phone
 * line names them; and which dates a report without an event may be for. The clock is pinned: Sunday
 * 2027-04-18 in Jerusalem, the week Pesach begins.
 */
let env: ReportingTestEnv
let a: TestAccount
let personId: number
const PHONE = '0527000222'

const list = async (il = true) =>
  (await a.call<DateOption[]>('GET', `/api/reports/dates/list${il ? '' : '?il=false'}`)).body
const report = (date: string) =>
  a.call<Report | ErrorBody>('POST', '/api/reports', { personId, date, source: 'warden' })

/** What the phone line says a caller may report for (one line per date it offers). */
async function phoneSays(): Promise<string[]> {
  const reply = await send<{ say: string[] }>(env.base, null, 'POST', `/api/ivr/json/${env.ivrSecret}`, {
    callId: `od-${Math.random().toString(36).slice(2)}`,
    phone: PHONE,
  })
  return reply.body.say
}

beforeAll(async () => {
  env = await startReporting()
  env.setNow(new Date('2027-04-18T10:00:00+03:00'))
  a = await env.registerAccount()
  personId = (await a.addPerson('יעקב', 'הנוסע', PHONE)).id
  await a.addEvent('הקפות שניות וסעודת שמחת תורה בבית הכנסת הגדול של השכונה', '2027-05-06')
})
afterAll(async () => {
  await env?.close()
})

describe('the dates offered ahead', () => {
  it('are eight Shabbatot named as the phone line names them, the yom tov days among them and the events', async () => {
    const israel = await list()
    expect(israel.map((o) => `${o.date} ${o.kind} ${o.name}`)).toEqual([
      '2027-04-24 shabbat שבת חול המועד פסח',
      '2027-04-22 holiday פסח א׳',
      '2027-04-28 holiday פסח ז׳',
      '2027-05-01 shabbat שבת פרשת אחרי מות',
      '2027-05-06 event הקפות שניות וסעודת שמחת תורה בבית הכנסת הגדול של השכונה',
      '2027-05-08 shabbat שבת פרשת קדשים',
      '2027-05-15 shabbat שבת פרשת אמור',
      '2027-05-22 shabbat שבת פרשת בהר',
      '2027-05-29 shabbat שבת פרשת בחקתי',
      '2027-06-05 shabbat שבת פרשת במדבר',
      '2027-06-11 holiday שבועות',
      '2027-06-12 shabbat שבת פרשת נשא',
    ])
    expect(israel.filter((o) => o.kind === 'shabbat')).toHaveLength(8)
    expect(israel[0]?.hebrewDate).toBe('י״ז ניסן תשפ״ז')
    // The map's diaspora schedule adds the second days of the festivals.
    const diaspora = (await list(false)).filter((o) => o.kind === 'holiday').map((o) => o.name)
    expect(diaspora).toEqual(['פסח א׳', 'פסח ב׳', 'פסח ז׳', 'פסח ח׳', 'שבועות א׳'])
  })

  it("names the week's dates exactly as a caller hears them", async () => {
    const said = (await phoneSays()).join(' | ')
    const week = (await list()).filter((o) => o.date <= '2027-04-24' && o.eventId === null)
    expect(week.map((o) => o.name)).toEqual(['שבת חול המועד פסח', 'פסח א׳'])
    for (const o of week) expect(said).toContain(`ל${o.name}`)
  })
})

describe('reports without an event', () => {
  it('are taken for any Shabbat or yom tov offered, and shown on that date only', async () => {
    const later = await report('2027-05-01')
    expect(later.status).toBe(201)
    expect((await report('2027-04-22')).status).toBe(201)
    expect((await report('2027-06-12')).status).toBe(201)
    const ofLater = await a.call<{ reports: Report[]; name: string }>('GET', '/api/reports/date/2027-05-01')
    expect(ofLater.body.name).toBe('שבת פרשת אחרי מות')
    expect(ofLater.body.reports.map((r) => r.personId)).toEqual([personId])
    expect((await a.call<{ reports: Report[] }>('GET', '/api/reports/date')).body.reports).toEqual([])
  })

  it('are refused for a weekday and past the eighth Shabbat, in Hebrew, naming the date', async () => {
    const weekday = await report('2027-04-26')
    expect(weekday.status).toBe(400)
    expect(weekday.body).toMatchObject({
      fields: [
        {
          field: 'date',
          code: 'report_date_not_shabbat',
          message: 'דיווח שאינו לאירוע הוא לשבת או לחג בלבד',
        },
      ],
    })
    expect((weekday.body as ErrorBody).message).toContain('תאריך')
    const tooFar = await report('2027-06-19')
    expect(tooFar.status).toBe(400)
    expect(tooFar.body).toMatchObject({
      fields: [
        {
          field: 'date',
          code: 'report_date_too_far',
          message: 'אפשר לדווח לשמונה השבתות הקרובות בלבד, עד 2027-06-12',
        },
      ],
    })
  })
})
