import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SeatMap } from '@seats/contracts'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

let env: SeatingTestEnv
let a: TestAccount
let map: SeatMap

beforeAll(async () => {
  env = await startSeating()
  a = await env.registerAccount()
  map = await a.add<SeatMap>('/api/maps', { name: 'אולם', rows: 3, cols: 3 })
})
afterAll(() => env.close())

describe('odd client input', () => {
  it('never answers 500', async () => {
    const huge = 1e20
    const cases: Array<[string, string, unknown?]> = [
      ['POST', '/api/maps', null],
      ['POST', '/api/maps', []],
      ['POST', '/api/maps', 'not json at all'],
      ['POST', '/api/maps', { name: 'x'.repeat(101), rows: 201, cols: 1.5 }],
      [
        'POST',
        '/api/maps',
        { name: '😀 אולם', rows: 1, cols: 1, cells: [{ row: 1, col: 1, kind: 'stage' }] },
      ],
      ['PUT', `/api/maps/${map.id}`, { name: 'x', rows: 3, cols: 3, version: huge }],
      ['PUT', '/api/maps/abc', { name: 'x', rows: 3, cols: 3, version: 1 }],
      ['GET', `/api/maps/${2 ** 53}`],
      ['GET', '/api/maps/-1'],
      ['POST', `/api/maps/${map.id}/seats`, { version: map.version, ops: [] }],
      ['POST', `/api/maps/${map.id}/seats`, { version: map.version, ops: [{ op: 'jump', personId: 1 }] }],
      [
        'POST',
        `/api/maps/${map.id}/seats`,
        { version: map.version, ops: [{ op: 'assign', personId: huge, to: { row: 1, col: 1 } }] },
      ],
      ['POST', '/api/persons', { firstName: 'א'.repeat(61), lastName: 'ב', phone: '0'.repeat(50) }],
      ['POST', '/api/persons/many', []],
      ['POST', '/api/persons/many', [null, 5, 'x']],
      ['DELETE', '/api/persons/many', { ids: [] }],
      ['DELETE', '/api/persons/many', { ids: [huge] }],
      ['DELETE', '/api/persons/many'],
      ['POST', '/api/events', { name: 'x', date: '2027-13-01' }],
      ['GET', '/api/displays?mapId=abc'],
      ['GET', '/api/displays?mapId=1&mapId=2'],
      ['GET', `/api/elements?mapId=${huge}`],
      ['POST', '/api/displays', { mapId: huge }],
      ['POST', '/api/displays', { mapId: map.id, size: 'A5', colRange: [3, 1] }],
      ['POST', '/api/elements', { mapId: map.id, name: 'x', kind: 'pool', row: 0, col: 1 }],
      ['PATCH', `/api/maps/${map.id}`, {}],
    ]
    for (const [method, path, body] of cases) {
      const res = await a.call<{ ok: boolean; error: string }>(method, path, body)
      expect({ method, path, status: res.status < 500 ? 'client error' : res.status }).toEqual({
        method,
        path,
        status: 'client error',
      })
      expect(res.body.ok).toBe(false)
    }
    expect((await a.call<SeatMap>('GET', `/api/maps/${map.id}`)).body.version).toBe(map.version)
  })
})
