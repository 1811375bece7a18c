import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INSIGHT_WEEKS, type DemoHistory, type ReportInsights } from '@seats/contracts'
import {
  startReporting,
  TEST_NOW,
  type ReportingTestEnv,
  type TestAccount,
} from '../../testing/reporting-harness'

let env: ReportingTestEnv
let demo: TestAccount

beforeAll(async () => {
  env = await startReporting()
  env.setNow(TEST_NOW)
  demo = await env.registerAccount()
  for (let i = 0; i < 40; i++)
    await demo.addPerson(`מתפלל${i}`, 'כהן', `05212300${String(i).padStart(2, '0')}`)
})
afterAll(() => env?.close())

describe('a demo synagogue’s history', () => {
  it('fills the plots with half a year of past weeks and reminder runs, once', async () => {
    const path = `/internal/accounts/${demo.id}/demo-history`
    const first = await env.internal<DemoHistory>('POST', path)
    expect(first.status).toBe(200)
    expect(first.body.runs).toBe(16)
    expect(first.body.reports).toBeGreaterThan(40)

    const insights = (await demo.call<ReportInsights>('GET', '/api/reports/insights')).body
    const weeks = insights.weeks
    expect(weeks).toHaveLength(INSIGHT_WEEKS)
    // The coming Shabbat is untouched: the demo's own week starts empty.
    expect(weeks.at(-1)!.freed).toBe(0)
    expect(weeks.slice(0, -1).filter((w) => w.freed > 0).length).toBeGreaterThan(20)
    expect(weeks.reduce((n, w) => n + w.freed, 0)).toBe(first.body.reports)
    const sources = weeks.reduce((n, w) => n + w.bySource.reminder + w.bySource.link, 0)
    expect(sources).toBeGreaterThan(0)
    expect(insights.topReporters.length).toBeGreaterThan(0)
    expect(insights.runs).toHaveLength(16)
    expect(insights.runs.every((r) => r.answered + r.noAnswer + r.busy > 0)).toBe(true)
    // The reminders screen lists the seeded runs too.
    expect((await demo.call<unknown[]>('GET', '/api/reminders/runs')).body.length).toBeGreaterThan(0)

    expect((await env.internal<DemoHistory>('POST', path)).body).toEqual({ reports: 0, runs: 0 })
    expect((await demo.call<ReportInsights>('GET', '/api/reports/insights')).body.weeks).toEqual(weeks)
  })
})
