import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DateReports, DemoReports, DemoSynagogue } from '@seats/contracts'
import {
  send,
  startReporting,
  COMING_SHABBAT,
  TEST_NOW,
  type ReportingTestEnv,
  type TestAccount,
} from '../../testing/reporting-harness'

let env: ReportingTestEnv
let demo: TestAccount
let synagogue: DemoSynagogue

const service = <T>(base: string, path: string, body: unknown, token = env.seating.auth.env.INTERNAL_TOKEN) =>
  send<T>(base, null, 'POST', path, body, { 'x-service-token': token })

beforeAll(async () => {
  env = await startReporting()
  env.setNow(TEST_NOW)
  demo = await env.registerAccount()
  const seeded = await service<DemoSynagogue>(
    env.seating.base,
    `/internal/accounts/${demo.id}/demo-synagogue`,
    {
      guest: { name: 'ישראל ישראלי', phone: '0547654321' },
    },
  )
  synagogue = seeded.body
})
afterAll(() => env?.close())

describe('demo reports', () => {
  it('opens the demo on a lively map: five worshippers reported their seats free by phone for the coming Shabbat, once', async () => {
    const others = synagogue.personIds.filter((id) => id !== synagogue.guestPersonId)
    const path = `/internal/accounts/${demo.id}/demo-reports`
    const res = await service<DemoReports>(env.base, path, { personIds: others })
    expect(res.status).toBe(200)
    expect(res.body.date).toBe(COMING_SHABBAT)
    expect(res.body.reportIds).toHaveLength(5)

    const day = (await demo.call<DateReports>('GET', `/api/reports/date/${COMING_SHABBAT}`)).body
    expect(day.reports).toHaveLength(5)
    expect(day.reports.every((r) => r.source === 'phone' && others.includes(r.personId))).toBe(true)
    expect(day.reports.some((r) => r.personId === synagogue.guestPersonId)).toBe(false)

    const again = await service<DemoReports>(env.base, path, { personIds: others })
    expect(again.body).toEqual(res.body)
    expect(
      (await demo.call<DateReports>('GET', `/api/reports/date/${COMING_SHABBAT}`)).body.reports,
    ).toHaveLength(5)
  })

  it('refuses callers without the service token and persons of another account', async () => {
    const path = `/internal/accounts/${demo.id}/demo-reports`
    expect(
      (await service(env.base, path, { personIds: synagogue.personIds }, 'not-the-token-at-all')).status,
    ).toBe(403)
    const other = await env.registerAccount()
    const res = await service(env.base, `/internal/accounts/${other.id}/demo-reports`, {
      personIds: synagogue.personIds,
    })
    expect(res.status).toBe(404)
    expect((await service(env.base, path, { personIds: 'x' })).status).toBe(400)
  })
})
