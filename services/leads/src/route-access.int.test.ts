import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testTeam } from '@seats/auth/testing'
import { routeAccessBreaches, routeAccessLines } from '@seats/kit/testing'
import { buildLeadsApp } from './app'
import { startLeads, type LeadsTestEnv } from './testing/leads-harness'

let env: LeadsTestEnv
beforeAll(async () => {
  env = await startLeads()
})
afterAll(() => env?.close())

describe('who may call each leads route', () => {
  it('every route has a gate, and the service refuses whoever its gate refuses', async () => {
    const team = await testTeam(env.auth)
    const { table, breaches } = await routeAccessBreaches(buildLeadsApp(env.deps), env.base, {
      owner: team.owner.token,
      warden: team.warden.token,
      viewer: team.viewer.token,
      removed: team.removed.token,
    })
    expect(breaches).toEqual([])
    const lines = routeAccessLines(table)
    expect(lines).toContain('POST /api/leads: public')
    expect(lines).toContain('GET /api/leads: admin')
  })
})
