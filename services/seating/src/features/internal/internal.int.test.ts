import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InternalPerson, Person, SeatEvent, SeatMap } from '@seats/contracts'
import { send, startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

let env: SeatingTestEnv
let a: TestAccount
let b: TestAccount

beforeAll(async () => {
  env = await startSeating()
  a = await env.registerAccount()
  b = await env.registerAccount()
})
afterAll(() => env.close())

const internal = <T>(path: string, token = env.auth.env.INTERNAL_TOKEN, method = 'GET') =>
  send<T>(env.base, null, method, path, undefined, { 'x-service-token': token })

describe('internal API', () => {
  it('is closed without the service token', async () => {
    expect((await internal('/internal/persons/by-phone/0501111111', 'wrong')).status).toBe(403)
    expect((await a.call('GET', '/internal/persons/by-phone/0501111111')).status).toBe(403)
  })

  it("finds a caller's persons across accounts by phone, in any spelling", async () => {
    const pa = (await a.call<Person>('POST', '/api/persons', { firstName: 'משה', lastName: 'כהן', phone: '0501111111' })).body
    const pb = (await b.call<Person>('POST', '/api/persons', { firstName: 'משה', lastName: 'לוי', phone: '050-111-1111' })).body
    const res = await internal<InternalPerson[]>('/internal/persons/by-phone/+972501111111')
    expect(res.status).toBe(200)
    expect(res.body).toEqual([
      { id: pa.id, accountId: a.id, firstName: 'משה', lastName: 'כהן', phone: '0501111111' },
      { id: pb.id, accountId: b.id, firstName: 'משה', lastName: 'לוי', phone: '0501111111' },
    ])
    expect((await internal<InternalPerson[]>('/internal/persons/by-phone/0509999999')).body).toEqual([])
  })

  it("answers an account's person with seats only under that account, its persons and its upcoming events", async () => {
    const p = (await a.call<Person>('POST', '/api/persons', { firstName: 'אהרן', lastName: 'כהן', phone: '0502222222' })).body
    const m = (await a.call<SeatMap>('POST', '/api/maps', { name: 'אולם', rows: 2, cols: 2, cells: [{ row: 1, col: 2, people: [{ id: p.id }] }] })).body
    const one = await internal<Person>(`/internal/accounts/${a.id}/persons/${p.id}`)
    expect(one.body).toEqual({ ...p, seats: [{ mapId: m.id, row: 1, col: 2 }] })
    expect((await internal(`/internal/accounts/${b.id}/persons/${p.id}`)).status).toBe(404)
    expect((await internal<Person[]>(`/internal/accounts/${a.id}/persons`)).body.map((x) => x.id)).toContain(p.id)
    await a.call('POST', '/api/events', { name: 'עבר', date: '2020-01-01' })
    const next = (await a.call<SeatEvent>('POST', '/api/events', { name: 'פורים', date: '2099-03-01' })).body
    expect((await internal<SeatEvent[]>(`/internal/accounts/${a.id}/events?from=2026-01-01`)).body).toEqual([next])
  })

  it("seeds a demo guest's synagogue once: a map with an aisle and the ark, fifty worshippers, forty seated", async () => {
    const guest = await env.registerAccount()
    const res = await internal<{ mapId: number }>(`/internal/accounts/${guest.id}/demo-synagogue`, undefined, 'POST')
    expect(res.status).toBe(200)
    const map = (await guest.call<SeatMap>('GET', `/api/maps/${res.body.mapId}`)).body
    expect(map).toMatchObject({ name: 'בית הכנסת לדוגמה', rows: 10, cols: 14 })
    expect(map.cells.filter((c) => c.kind === 'aisle')).toHaveLength(10)
    expect(map.cells.reduce((n, c) => n + c.people.length, 0)).toBe(40)
    expect(map.elements.map((e) => e.kind)).toEqual(['ark'])
    expect((await guest.call<Person[]>('GET', '/api/persons')).body).toHaveLength(50)
    const again = await internal<{ mapId: number }>(`/internal/accounts/${guest.id}/demo-synagogue`, undefined, 'POST')
    expect(again.body.mapId).toBe(res.body.mapId)
    expect((await guest.call<Person[]>('GET', '/api/persons')).body).toHaveLength(50)
  })
})
