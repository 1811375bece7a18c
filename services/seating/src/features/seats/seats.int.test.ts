import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MapVersion, Person, SeatMap } from '@seats/contracts'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

let env: SeatingTestEnv
let a: TestAccount
let map: SeatMap
let moshe: Person
let david: Person

beforeAll(async () => {
  env = await startSeating()
  a = await env.registerAccount()
  moshe = await a.add<Person>('/api/persons', { firstName: 'משה', lastName: 'כהן', phone: '0501111111' })
  david = await a.add<Person>('/api/persons', { firstName: 'דוד', lastName: 'לוי', phone: '0502222222' })
  map = await a.add<SeatMap>('/api/maps', {
    name: 'אולם',
    rows: 4,
    cols: 5,
    cells: [{ row: 1, col: 3, kind: 'aisle' }],
  })
})
afterAll(() => env.close())

const ops = (version: number, list: unknown[]) =>
  a.call<MapVersion>('POST', `/api/maps/${map.id}/seats`, { version, ops: list })
const current = async () => (await a.call<SeatMap>('GET', `/api/maps/${map.id}`)).body

describe('seat ops', () => {
  it('assigns, shares a seat, moves and unassigns, bumping the version once per call', async () => {
    const r1 = await ops(map.version, [
      { op: 'assign', personId: moshe.id, to: { row: 2, col: 2 } },
      { op: 'assign', personId: david.id, to: { row: 2, col: 2 } },
      { op: 'assign', personId: moshe.id, to: { row: 4, col: 5 } },
    ])
    expect(r1.status).toBe(200)
    expect(r1.body).toEqual({ mapId: map.id, version: map.version + 1 })
    let m = await current()
    expect(m.version).toBe(map.version + 1)
    expect(m.cells.find((c) => c.row === 2 && c.col === 2)?.people).toEqual([
      { id: moshe.id, phone: '0501111111' },
      { id: david.id, phone: '0502222222' },
    ])
    const r2 = await ops(r1.body.version, [
      { op: 'move', personId: david.id, from: { row: 2, col: 2 }, to: { row: 3, col: 1 } },
      { op: 'unassign', personId: moshe.id, from: { row: 4, col: 5 } },
    ])
    expect(r2.body.version).toBe(r1.body.version + 1)
    m = await current()
    expect(
      m.cells.filter((c) => c.people.length > 0).map((c) => [c.row, c.col, c.people.map((p) => p.id)]),
    ).toEqual([
      [2, 2, [moshe.id]],
      [3, 1, [david.id]],
    ])
    expect((await a.call<Person>('GET', `/api/persons/${moshe.id}`)).body.seats).toEqual([
      { mapId: map.id, row: 2, col: 2 },
    ])
    map = m
  })

  it('refuses a stale version with 409 and changes nothing', async () => {
    const res = await ops(map.version - 1, [{ op: 'assign', personId: moshe.id, to: { row: 1, col: 1 } }])
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ error: 'map_version_conflict' })
    expect((await current()).version).toBe(map.version)
  })

  it('is all or nothing: an op on an aisle or outside the grid refuses the batch naming the op', async () => {
    const res = await ops(map.version, [
      { op: 'assign', personId: moshe.id, to: { row: 1, col: 1 } },
      { op: 'assign', personId: moshe.id, to: { row: 1, col: 3 } },
      { op: 'assign', personId: david.id, to: { row: 9, col: 1 } },
      { op: 'unassign', personId: david.id, from: { row: 4, col: 4 } },
    ])
    expect(res.status).toBe(400)
    const fields = (res.body as unknown as { fields: Array<{ field: string; message: string }> }).fields
    expect(fields.map((f) => f.field)).toEqual(['ops.1.to', 'ops.2.to', 'ops.3.from'])
    expect(fields.map((f) => (f as { code?: string }).code)).toEqual([
      'not_a_seat',
      'outside_map',
      'person_not_in_seat',
    ])
    const m = await current()
    expect(m.version).toBe(map.version)
    expect(m.cells.find((c) => c.row === 1 && c.col === 1)).toBeUndefined()
  })

  it('answers 404 for a person of another account or a map of another account', async () => {
    const b = await env.registerAccount()
    const stranger = await b.add<Person>('/api/persons', {
      firstName: 'זר',
      lastName: 'זר',
      phone: '0503333333',
    })
    const res = await ops(map.version, [{ op: 'assign', personId: stranger.id, to: { row: 1, col: 1 } }])
    expect(res.status).toBe(404)
    const theirs = await b.call('POST', `/api/maps/${map.id}/seats`, {
      version: map.version,
      ops: [{ op: 'assign', personId: stranger.id, to: { row: 1, col: 1 } }],
    })
    expect(theirs.status).toBe(404)
    expect((await current()).version).toBe(map.version)
  })

  it('applies two thousand ops in one call', async () => {
    const many = (
      await a.call<{ created: Person[] }>(
        'POST',
        '/api/persons/many',
        Array.from({ length: 20 }, (_, i) => ({
          firstName: `בן${i}`,
          lastName: 'ישראל',
          phone: `05240000${String(i).padStart(2, '0')}`,
        })),
      )
    ).body.created
    const big = await a.add<SeatMap>('/api/maps', { name: 'גדול', rows: 60, cols: 40 })
    const list = Array.from({ length: 2_000 }, (_, i) => ({
      op: 'assign',
      personId: many[i % 20]?.id,
      to: { row: Math.floor(i / 40) + 1, col: (i % 40) + 1 },
    }))
    const res = await a.call<MapVersion>('POST', `/api/maps/${big.id}/seats`, {
      version: big.version,
      ops: list,
    })
    expect(res.status).toBe(200)
    const m = (await a.call<SeatMap>('GET', `/api/maps/${big.id}`)).body
    expect(m.cells.length).toBe(2_000)
  })
})
