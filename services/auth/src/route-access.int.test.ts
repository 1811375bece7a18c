import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeAccessLines } from '@seats/kit/testing'
import { routeAccessOfTeam, startTestServer, type TestAuthServer } from './testing/test-server'

let srv: TestAuthServer
beforeAll(async () => {
  srv = await startTestServer()
})
afterAll(() => srv?.close())

describe('who may call each auth route', () => {
  it('every route has a gate, and the service refuses whoever its gate refuses', async () => {
    const { table, breaches } = await routeAccessOfTeam(srv, srv.app, srv.base)
    expect(breaches).toEqual([])
    // The table as reviewed: a new route, or a route whose callers change, shows up in this file's diff.
    await expect(routeAccessLines(table).join('\n') + '\n').toMatchFileSnapshot('./route-access.txt')
    const lines = routeAccessLines(table)
    expect(lines).toContain('POST /api/members/invitations: owner')
    expect(lines).toContain('GET /api/members: viewer')
    expect(lines).toContain('POST /api/auth/login: public')
    expect(lines).toContain('GET /api/users/me: signed-in')
    expect(lines).toContain('DELETE /api/users/:id: admin')
  })
})
