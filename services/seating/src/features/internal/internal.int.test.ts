import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DemoSynagogue, InternalPerson, Person, SeatEvent, SeatMap } from '@seats/contracts'
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
  it('counts persons for many accounts at once, 0 for an account with none', async () => {
    const c = await env.registerAccount()
    await c.add('/api/persons', { firstName: 'יוסף', lastName: 'כץ', phone: '0507777777' })
    await c.add('/api/persons', { firstName: 'בנימין', lastName: 'כץ', phone: '0507777777' })
    const res = await send<Record<string, number>>(
      env.base,
      null,
      'POST',
      '/internal/accounts/person-counts',
      { accountIds: [c.id, 99999999] },
      { 'x-service-token': env.auth.env.INTERNAL_TOKEN },
    )
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ [String(c.id)]: 2, '99999999': 0 })
    const closed = await send(env.base, null, 'POST', '/internal/accounts/person-counts', {
      accountIds: [c.id],
    })
    expect(closed.status).toBe(403)
  })

  it('is closed without the service token', async () => {
    expect((await internal('/internal/persons/by-phone/0501111111', 'wrong')).status).toBe(403)
    expect((await a.call('GET', '/internal/persons/by-phone/0501111111')).status).toBe(403)
  })

  it("finds a caller's persons across accounts by phone, in any spelling", async () => {
    const pa = await a.add<Person>('/api/persons', { firstName: 'משה', lastName: 'כהן', phone: '0501111111' })
    const pb = await b.add<Person>('/api/persons', {
      firstName: 'משה',
      lastName: 'לוי',
      phone: '050-111-1111',
    })
    const res = await internal<InternalPerson[]>('/internal/persons/by-phone/+972501111111')
    expect(res.status).toBe(200)
    expect(res.body).toEqual([
      {
        id: pa.id,
        accountId: a.id,
        firstName: 'משה',
        lastName: 'כהן',
        phone: '0501111111',
        gender: null,
        seatNames: [],
      },
      {
        id: pb.id,
        accountId: b.id,
        firstName: 'משה',
        lastName: 'לוי',
        phone: '0501111111',
        gender: null,
        seatNames: [],
      },
    ])
    expect((await internal<InternalPerson[]>('/internal/persons/by-phone/0509999999')).body).toEqual([])
  })

  it("answers an account's person with seats only under that account, its persons and its upcoming events", async () => {
    const p = await a.add<Person>('/api/persons', { firstName: 'אהרן', lastName: 'כהן', phone: '0502222222' })
    const m = await a.add<SeatMap>('/api/maps', {
      name: 'אולם',
      rows: 2,
      cols: 2,
      cells: [{ row: 1, col: 2, people: [{ id: p.id }] }],
    })
    const one = await internal<Person>(`/internal/accounts/${a.id}/persons/${p.id}`)
    expect(one.body).toEqual({ ...p, seats: [{ mapId: m.id, row: 1, col: 2 }] })
    expect((await internal(`/internal/accounts/${b.id}/persons/${p.id}`)).status).toBe(404)
    expect((await internal<Person[]>(`/internal/accounts/${a.id}/persons`)).body.map((x) => x.id)).toContain(
      p.id,
    )
    await a.call('POST', '/api/events', { name: 'עבר', date: '2020-01-01' })
    const next = await a.add<SeatEvent>('/api/events', { name: 'פורים', date: '2099-03-01' })
    expect((await internal<SeatEvent[]>(`/internal/accounts/${a.id}/events?from=2026-01-01`)).body).toEqual([
      next,
    ])
  })

  it("seeds a demo guest's synagogue once: aisles, the ark and the bimah, eighty worshippers by family, the guest on a good seat", async () => {
    const guest = await env.registerAccount()
    const path = `/internal/accounts/${guest.id}/demo-synagogue`
    const seed = () =>
      send<DemoSynagogue>(
        env.base,
        null,
        'POST',
        path,
        { guest: { name: 'ישראל ישראלי', phone: '054-765-4321' } },
        { 'x-service-token': env.auth.env.INTERNAL_TOKEN },
      )
    const res = await seed()
    expect(res.status).toBe(200)
    const map = (await guest.call<SeatMap>('GET', `/api/maps/${res.body.mapId}`)).body
    expect(map).toMatchObject({ name: 'בית הכנסת לדוגמה', rows: 13, cols: 17 })
    const kindAt = (row: number, col: number) =>
      map.cells.find((c) => c.row === row && c.col === col)?.kind ?? 'seat'
    // Side aisles, the central aisle and the walkway before the ark.
    for (let row = 1; row <= 13; row++) for (const col of [1, 9, 17]) expect(kindAt(row, col)).toBe('aisle')
    expect(kindAt(1, 5)).toBe('aisle')
    expect(map.elements.map((e) => [e.kind, e.name, e.row])).toEqual([
      ['ark', 'ארון הקודש', 1],
      ['bimah', 'בימה', 6],
    ])
    expect(map.areas.map((x) => [x.name, x.rowRange, x.colRange])).toEqual([
      ['עזרת גברים', [1, 11], [1, 17]],
      ['עזרת נשים', [12, 13], [1, 17]],
    ])
    const seated = map.cells.filter((c) => c.people.length > 0)
    expect(seated).toHaveLength(81)
    expect(seated.every((c) => c.row >= 2 && c.row <= 11)).toBe(true)
    expect(new Set(seated.flatMap((c) => c.people.map((p) => p.id)))).toEqual(new Set(res.body.personIds))

    const persons = (await guest.call<Person[]>('GET', '/api/persons')).body
    expect(persons).toHaveLength(81)
    const me = persons.find((p) => p.id === res.body.guestPersonId)
    expect(me).toMatchObject({
      firstName: 'ישראל',
      lastName: 'ישראלי',
      phone: '0547654321',
      seats: [{ mapId: map.id, row: 3, col: 8 }],
    })
    expect(new Set(persons.map((p) => `${p.firstName} ${p.lastName}`)).size).toBe(81)
    // Families sit together: two Mizrahis side by side.
    const seatOf = (first: string, last: string) =>
      persons.find((p) => p.firstName === first && p.lastName === last)?.seats[0]
    const [a1, a2] = [seatOf('יעקב', 'מזרחי'), seatOf('דוד', 'מזרחי')]
    expect(a1?.row).toBe(a2?.row)
    expect(Math.abs((a1?.col ?? 0) - (a2?.col ?? 0))).toBe(1)

    const again = await seed()
    expect(again.body).toEqual(res.body)
    expect((await guest.call<Person[]>('GET', '/api/persons')).body).toHaveLength(81)
  })

  it("seeds without a guest when none is given (the start command's demo account)", async () => {
    const warden = await env.registerAccount()
    const res = await internal<DemoSynagogue>(
      `/internal/accounts/${warden.id}/demo-synagogue`,
      undefined,
      'POST',
    )
    expect(res.status).toBe(200)
    expect(res.body.personIds).toHaveLength(80)
    expect(res.body.guestPersonId).toBeUndefined()
    const bad = await send(
      env.base,
      null,
      'POST',
      `/internal/accounts/${warden.id}/demo-synagogue`,
      { guest: { name: '', phone: '12' } },
      { 'x-service-token': env.auth.env.INTERNAL_TOKEN },
    )
    expect(bad.status).toBe(400)
  })
})

describe("a map's cell, for a guest lent a seat", () => {
  it("names the seat under the map's numbering and tells who holds it; an aisle is no seat", async () => {
    const owner = await env.registerAccount()
    const holder = await owner.add<Person>('/api/persons', {
      firstName: 'אהרן',
      lastName: 'כהן',
      phone: '0509990001',
    })
    const map = await owner.add<SeatMap>('/api/maps', {
      name: 'עזרת גברים',
      rows: 2,
      cols: 3,
      cells: [
        { row: 2, col: 2, kind: 'aisle' },
        { row: 2, col: 3, people: [{ id: holder.id }] },
      ],
    })
    const cell = (row: number, col: number, token?: string) =>
      internal<{ kind: string; seatName: string | null; mapName: string; people: number[] }>(
        `/internal/accounts/${owner.id}/maps/${map.id}/cells/${row}/${col}`,
        token,
      )

    const held = await cell(2, 3)
    expect(held.status).toBe(200)
    expect(held.body).toEqual({
      kind: 'seat',
      seatName: expect.stringMatching(/^שורה ב, מושב [12]$/),
      mapName: 'עזרת גברים',
      people: [holder.id],
    })
    expect((await cell(2, 1)).body).toMatchObject({ kind: 'seat', people: [] })
    expect((await cell(2, 1)).body.seatName).not.toBe(held.body.seatName)
    expect((await cell(2, 2)).body).toEqual({
      kind: 'aisle',
      seatName: null,
      mapName: 'עזרת גברים',
      people: [],
    })
    expect((await cell(3, 1)).status).toBe(404)
    expect((await cell(2, 3, 'wrong')).status).toBe(403)
    expect((await owner.call('GET', `/internal/accounts/${owner.id}/maps/${map.id}/cells/2/3`)).status).toBe(
      403,
    )
    // Another account's map is not found, whatever account the caller names.
    const other = await internal<{ error: string }>(`/internal/accounts/${b.id}/maps/${map.id}/cells/2/3`)
    expect(other.status).toBe(404)
    expect(other.body.error).toBe('map_not_found')
  })
})
