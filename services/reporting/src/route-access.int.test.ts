import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeAccessOfTeam } from '@seats/auth/testing'
import { routeAccessLines } from '@seats/kit/testing'
import { buildReportingApp } from './app'
import { startReporting, type ReportingTestEnv } from './testing/reporting-harness'

let env: ReportingTestEnv
beforeAll(async () => {
  env = await startReporting()
})
afterAll(() => env?.close())

describe('who may call each reporting route', () => {
  it('every route has a gate, and the service refuses whoever its gate refuses', async () => {
    const first = env.instances[0]!
    const { table, breaches } = await routeAccessOfTeam(
      env.seating.auth,
      buildReportingApp(first.deps),
      env.base,
    )
    expect(breaches).toEqual([])
    // The table as reviewed: a new route, or a route whose callers change, shows up in this file's diff.
    await expect(routeAccessLines(table).join('\n') + '\n').toMatchFileSnapshot('./route-access.txt')
    const lines = routeAccessLines(table)
    // Anything that rings a phone is a warden's; the free seats are anyone's to read.
    expect(lines).toContain('POST /api/reminders/run-now: warden')
    expect(lines).toContain('POST /api/reminders/test-call: warden')
    expect(lines).toContain('GET /api/reports/dates/list: viewer')
  })
})
