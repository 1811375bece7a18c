import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Household, Person, SeatMap } from '@seats/contracts'
import { listenToAccountRooms, testRedisUrl, type AccountRooms } from '@seats/kit/testing'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../testing/seating-harness'

let env: SeatingTestEnv
let a: TestAccount
let b: TestAccount
let rooms: AccountRooms

// Each account's browser in its room on a realtime server as the reporting service runs it.
beforeAll(async () => {
  env = await startSeating()
  a = await env.registerAccount()
  b = await env.registerAccount()
  rooms = await listenToAccountRooms(testRedisUrl(), env.prefix, [a.id, b.id])
})
afterAll(async () => {
  await rooms?.close()
  await env?.close()
})

describe('realtime', () => {
  it("pushes mapChanged and personsChanged to the account's room only", async () => {
    const personsChanged = rooms.next(a.id, 'personsChanged')
    const p = await a.add<Person>('/api/persons', { firstName: 'משה', lastName: 'כהן', phone: '0501111111' })
    expect(await personsChanged).toEqual({ ids: [p.id] })

    const created = rooms.next(a.id, 'mapChanged')
    const m = await a.add<SeatMap>('/api/maps', { name: 'אולם', rows: 2, cols: 2 })
    expect(await created).toEqual({ mapId: m.id, version: 1 })

    const seated = rooms.next(a.id, 'mapChanged')
    await a.call('POST', `/api/maps/${m.id}/seats`, {
      version: 1,
      ops: [{ op: 'assign', personId: p.id, to: { row: 1, col: 1 } }],
    })
    expect(await seated).toEqual({ mapId: m.id, version: 2 })

    const deleted = rooms.next(a.id, 'mapChanged')
    await a.call('DELETE', `/api/maps/${m.id}`)
    expect(await deleted).toEqual({ mapId: m.id, version: 3, deleted: true })

    await new Promise((r) => setTimeout(r, 200))
    expect(rooms.received(b.id)).toEqual([])
  })

  it("tells the account's room when its households change, by hand or by an import's family column", async () => {
    const grouped = rooms.next(a.id, 'householdsChanged')
    const p = await a.add<Person>('/api/persons', { firstName: 'אהרן', lastName: 'לוי', phone: '0502222222' })
    const made = await a.call<{ created: number }>('POST', '/api/households/group')
    expect(made.body.created).toBeGreaterThan(0)
    await grouped

    const household = (await a.call<Household[]>('GET', '/api/households')).body.find((h) =>
      h.memberIds.includes(p.id),
    )!
    const renamed = rooms.next(a.id, 'householdsChanged')
    await a.call('PUT', `/api/households/${household.id}`, {
      name: 'משפחת לוי',
      phone: household.phone,
      email: '',
      memberIds: household.memberIds,
    })
    await renamed

    const imported = rooms.next(a.id, 'householdsChanged')
    const bulk = await a.call('POST', '/api/persons/many', [
      { firstName: 'רחל', lastName: 'מזרחי', phone: '0503333333', household: 'משפחת מזרחי' },
    ])
    expect(bulk.status).toBe(201)
    await imported

    const gone = rooms.next(a.id, 'householdsChanged')
    await a.call('DELETE', `/api/households/${household.id}`)
    await gone
    expect(rooms.received(b.id)).toEqual([])
  })
})
