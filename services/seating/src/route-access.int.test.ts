import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testTeam } from '@seats/auth/testing'
import { routeAccessBreaches, routeAccessLines } from '@seats/kit/testing'
import { buildSeatingApp } from './app'
import { startSeating, type SeatingTestEnv } from './testing/seating-harness'

let env: SeatingTestEnv
beforeAll(async () => {
  env = await startSeating()
})
afterAll(() => env?.close())

describe('who may call each seating route', () => {
  it('every route has a gate, and the service refuses whoever its gate refuses', async () => {
    const team = await testTeam(env.auth)
    const { table, breaches } = await routeAccessBreaches(buildSeatingApp(env.deps), env.base, {
      owner: team.owner.token,
      warden: team.warden.token,
      viewer: team.viewer.token,
      removed: team.removed.token,
    })
    expect(breaches).toEqual([])
    // A viewer reads and prints the map; every change is a warden's.
    expect(routeAccessLines(table)).toContain('GET /api/maps/:id: viewer')
    expect(routeAccessLines(table)).toContain('POST /api/maps/:id/seats: warden')
    expect(routeAccessLines(table)).toContain('DELETE /api/persons/:id: warden')
  })
})
