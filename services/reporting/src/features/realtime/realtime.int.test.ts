import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Emitter } from '@socket.io/redis-emitter'
import {
  accountRoom,
  socketIoRedisKey,
  type Person,
  type Report,
  type ServerToClientEvents,
} from '@seats/contracts'
import type { Socket } from 'socket.io-client'
import {
  COMING_SHABBAT,
  startReporting,
  TEST_NOW,
  type ReportingTestEnv,
  type TestAccount,
  nextEvent,
} from '../../testing/reporting-harness'

let env: ReportingTestEnv
let a: TestAccount
let b: TestAccount
let moshe: Person

beforeAll(async () => {
  env = await startReporting({ instances: 2 })
  env.setNow(TEST_NOW)
  a = await env.registerAccount()
  b = await env.registerAccount()
  moshe = await a.addPerson('משה', 'כהן', '0501111111')
})
afterAll(() => env?.close())

/** Everything a socket receives, to prove that nothing arrived. */
function record(socket: Socket): unknown[][] {
  const seen: unknown[][] = []
  socket.onAny((...args) => seen.push(args))
  return seen
}

describe('the handshake', () => {
  it('refuses a missing or bad token with "unauthorized"', async () => {
    await expect(env.connect('')).rejects.toThrow(/^unauthorized$/)
    await expect(env.connect('not.a.token')).rejects.toThrow(/^unauthorized$/)
  })
  it('refuses an expired token with exactly "jwt expired", so the browser refreshes it', async () => {
    await expect(env.connect(env.expiredToken(a.id))).rejects.toThrow(/^jwt expired$/)
  })
  it('accepts a valid token on either instance', async () => {
    expect((await env.connect(a.token, 0)).connected).toBe(true)
    expect((await env.connect(a.token, 1)).connected).toBe(true)
  })
})

describe('fan-out between instances', () => {
  it('a report made on one instance reaches a warden connected to the other, and only that account', async () => {
    const warden = await env.connect(a.token, 1)
    const stranger = record(await env.connect(b.token, 1))
    const created = nextEvent(warden, 'createReport')
    const line = nextEvent(warden, 'changeRecorded')
    // env.base is instance 0.
    const res = await a.call<Report>('POST', '/api/reports', { personId: moshe.id, date: COMING_SHABBAT })
    expect(res.status).toBe(201)
    const payload = await created
    expect(payload).toEqual({
      ...res.body,
      personName: 'משה כהן',
      dateName: 'שבת פרשת ויצא',
      personGender: null,
    })
    expect(await line).toMatchObject({ action: 'report.create', memberId: a.id })

    // A repeat creates nothing, so nothing is pushed.
    const quiet = record(warden)
    expect((await a.call('POST', '/api/reports', { personId: moshe.id, date: COMING_SHABBAT })).status).toBe(
      200,
    )

    const deleted = nextEvent(warden, 'deleteReport')
    expect((await a.call('DELETE', `/api/reports/${res.body.id}`)).status).toBe(204)
    expect(await deleted).toBe(res.body.id)
    await new Promise((r) => setTimeout(r, 200))
    // The repeat pushed nothing; the delete pushed itself and its line in the activity list.
    expect(quiet.map((args) => args[0])).toEqual(['deleteReport', 'changeRecorded'])
    expect(stranger).toEqual([])
  })

  it("hears seating's Redis emitter (mapChanged, personsChanged): the adapter and the emitter share the key", async () => {
    const warden = await env.connect(a.token, 0)
    const other = await env.connect(a.token, 1)
    const stranger = record(await env.connect(b.token, 0))
    // A change made in the real seating service.
    const changed = Promise.all([nextEvent(warden, 'personsChanged'), nextEvent(other, 'personsChanged')])
    const p = await a.addPerson('שרה', 'כהן', '0501111112')
    expect(await changed).toEqual([{ ids: [p.id] }, { ids: [p.id] }])
    // And a bare emitter on the same key, as any other process would use it.
    const emitter = new Emitter<ServerToClientEvents>(env.instances[0]!.deps.redis, {
      key: socketIoRedisKey(env.prefix),
    })
    const map = Promise.all([nextEvent(warden, 'mapChanged'), nextEvent(other, 'mapChanged')])
    emitter.to(accountRoom(a.id)).emit('mapChanged', { mapId: 7, version: 3 })
    expect(await map).toEqual([
      { mapId: 7, version: 3 },
      { mapId: 7, version: 3 },
    ])
    await new Promise((r) => setTimeout(r, 200))
    expect(stranger).toEqual([])
  })

  it('pushes deleteReport when seating deletes a person, wherever the warden is connected', async () => {
    const warden = await env.connect(a.token, 1)
    const gone = await a.addPerson('יעקב', 'ישראלי', '0503333333')
    const r = (await a.call<Report>('POST', '/api/reports', { personId: gone.id, date: '2026-11-28' })).body
    const deleted = nextEvent(warden, 'deleteReport', 6_000)
    await a.seating('DELETE', `/api/persons/${gone.id}`)
    expect(await deleted).toBe(r.id)
  })

  it("closes a deleted account's connections on every instance", async () => {
    const c = await env.registerAccount()
    const sockets = [await env.connect(c.token, 0), await env.connect(c.token, 1)]
    const closed = sockets.map((s) => new Promise((resolve) => s.once('disconnect', resolve)))
    await env.publish({ type: 'account.deleted', accountId: c.id })
    expect(await Promise.all(closed)).toEqual(['io server disconnect', 'io server disconnect'])
  })
})
