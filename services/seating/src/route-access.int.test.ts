import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeAccessOfTeam } from '@seats/auth/testing'
import { routeAccessLines } from '@seats/kit/testing'
import { buildSeatingApp } from './app'
import { startSeating, type SeatingTestEnv } from './testing/seating-harness'

let env: SeatingTestEnv
beforeAll(async () => {
  env = await startSeating()
})
afterAll(() => env?.close())

describe('who may call each seating route', () => {
  it('every route has a gate, and the service refuses whoever its gate refuses', async () => {
    const { table, breaches } = await routeAccessOfTeam(env.auth, buildSeatingApp(env.deps), env.base)
    expect(breaches).toEqual([])
    // The table as reviewed: a new route, or a route whose callers change, shows up in this file's diff.
    await expect(routeAccessLines(table).join('\n') + '\n').toMatchFileSnapshot('./route-access.txt')
    // A viewer reads and prints the map; every change is a warden's.
    expect(routeAccessLines(table)).toContain('GET /api/maps/:id: viewer')
    expect(routeAccessLines(table)).toContain('POST /api/maps/:id/seats: warden')
    expect(routeAccessLines(table)).toContain('DELETE /api/persons/:id: warden')
  })
})
