import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeAccessOfTeam } from '@seats/auth/testing'
import { routeAccessLines } from '@seats/kit/testing'
import { buildLeadsApp } from './app'
import { startLeads, type LeadsTestEnv } from './testing/leads-harness'

let env: LeadsTestEnv
beforeAll(async () => {
  env = await startLeads()
})
afterAll(() => env?.close())

describe('who may call each leads route', () => {
  it('every route has a gate, and the service refuses whoever its gate refuses', async () => {
    const { table, breaches } = await routeAccessOfTeam(env.auth, buildLeadsApp(env.deps), env.base)
    expect(breaches).toEqual([])
    // The table as reviewed: a new route, or a route whose callers change, shows up in this file's diff.
    await expect(routeAccessLines(table).join('\n') + '\n').toMatchFileSnapshot('./route-access.txt')
    const lines = routeAccessLines(table)
    expect(lines).toContain('POST /api/leads: public')
    expect(lines).toContain('GET /api/leads: admin')
  })
})
