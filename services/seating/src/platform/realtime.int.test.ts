import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Person, SeatMap } from '@seats/contracts'
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
})
