import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeAccessBreaches, routeAccessLines } from '@seats/kit/testing'
import { startTestServer, testTeam, type TestAuthServer } from './testing/test-server'

let srv: TestAuthServer
beforeAll(async () => {
  srv = await startTestServer()
})
afterAll(() => srv?.close())

describe('who may call each auth route', () => {
  it('every route has a gate, and the service refuses whoever its gate refuses', async () => {
    const team = await testTeam(srv)
    const { table, breaches } = await routeAccessBreaches(srv.app, srv.base, {
      owner: team.owner.token,
      warden: team.warden.token,
      viewer: team.viewer.token,
      removed: team.removed.token,
    })
    expect(breaches).toEqual([])
    const lines = routeAccessLines(table)
    expect(lines).toContain('POST /api/members/invitations: owner')
    expect(lines).toContain('GET /api/members: viewer')
    expect(lines).toContain('POST /api/auth/login: public')
    expect(lines).toContain('GET /api/users/me: signed-in')
    expect(lines).toContain('DELETE /api/users/:id: admin')
  })
})
