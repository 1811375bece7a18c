import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testTeam } from '@seats/auth/testing'
import { routeAccessBreaches, routeAccessLines } from '@seats/kit/testing'
import { buildReportingApp } from './app'
import { startReporting, type ReportingTestEnv } from './testing/reporting-harness'

let env: ReportingTestEnv
beforeAll(async () => {
  env = await startReporting()
})
afterAll(() => env?.close())

describe('who may call each reporting route', () => {
  it('every route has a gate, and the service refuses whoever its gate refuses', async () => {
    const team = await testTeam(env.seating.auth)
    const first = env.instances[0]!
    const { table, breaches } = await routeAccessBreaches(buildReportingApp(first.deps), env.base, {
      owner: team.owner.token,
      warden: team.warden.token,
      viewer: team.viewer.token,
      removed: team.removed.token,
    })
    expect(breaches).toEqual([])
    const lines = routeAccessLines(table)
    // Anything that rings a phone is a warden's; the free seats are anyone's to read.
    expect(lines).toContain('POST /api/reminders/run-now: warden')
    expect(lines).toContain('POST /api/reminders/test-call: warden')
    expect(lines).toContain('GET /api/reports/dates/list: viewer')
  })
})
