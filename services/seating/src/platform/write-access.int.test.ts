import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DisplayWriteResult, ElementWriteResult, Person, SeatEvent, SeatMap } from '@seats/contracts'
import { send, startSeating, type SeatingTestEnv, type TestAccount } from '../testing/seating-harness'

let env: SeatingTestEnv
let a: TestAccount
let map: SeatMap
let person: Person
let event: SeatEvent
let display: DisplayWriteResult
let element: ElementWriteResult

beforeAll(async () => {
  env = await startSeating()
  a = await env.registerAccount()
  person = await a.add<Person>('/api/persons', { firstName: 'משה', lastName: 'כהן', phone: '0501111111' })
  map = await a.add<SeatMap>('/api/maps', { name: 'אולם', rows: 5, cols: 5 })
  event = await a.add<SeatEvent>('/api/events', { name: 'פורים', date: '2027-03-23' })
  display = await a.add<DisplayWriteResult>('/api/displays', { mapId: map.id })
  element = await a.add<ElementWriteResult>('/api/elements', { mapId: map.id, name: 'בימה', row: 3, col: 3 })
})
afterAll(() => env.close())

const writes = (): Array<[string, string, unknown?]> => [
  ['POST', '/api/maps', { name: 'x', rows: 2, cols: 2 }],
  ['PUT', `/api/maps/${map.id}`, { name: 'x', rows: 5, cols: 5, version: element.mapVersion }],
  [
    'POST',
    `/api/maps/${map.id}/seats`,
    { version: element.mapVersion, ops: [{ op: 'assign', personId: person.id, to: { row: 1, col: 1 } }] },
  ],
  ['DELETE', `/api/maps/${map.id}`],
  ['POST', '/api/persons', { firstName: 'x', lastName: 'y', phone: '0502222222' }],
  ['POST', '/api/persons/many', [{ firstName: 'x', lastName: 'y', phone: '0502222222' }]],
  ['PUT', `/api/persons/${person.id}`, { firstName: 'x', lastName: 'y', phone: '0502222222' }],
  ['DELETE', `/api/persons/${person.id}`],
  ['DELETE', '/api/persons/many', { ids: [person.id] }],
  ['POST', '/api/events', { name: 'x', date: '2027-01-01' }],
  ['PUT', `/api/events/${event.id}`, { name: 'x', date: '2027-01-01' }],
  ['DELETE', `/api/events/${event.id}`],
  ['POST', '/api/displays', { mapId: map.id }],
  ['PUT', `/api/displays/${display.id}`, {}],
  ['DELETE', `/api/displays/${display.id}`],
  ['POST', '/api/elements', { mapId: map.id, name: 'x', row: 1, col: 1 }],
  ['PUT', `/api/elements/${element.id}`, { name: 'x', row: 1, col: 1 }],
  ['DELETE', `/api/elements/${element.id}`],
]
const reads = () => [
  '/api/maps',
  `/api/maps/${map.id}`,
  '/api/persons',
  `/api/persons/${person.id}`,
  '/api/events',
  `/api/events/${event.id}`,
  '/api/events/suggestions',
  `/api/displays?mapId=${map.id}`,
  `/api/displays/${display.id}`,
  `/api/elements?mapId=${map.id}`,
  `/api/elements/${element.id}`,
]

describe('an expired subscription', () => {
  it('answers 402 with a Hebrew message on every change, and keeps every read working', async () => {
    await env.expireTrial(a.id)
    for (const [method, path, body] of writes()) {
      const res = await a.call<{ error: string; message: string }>(method, path, body)
      expect({ method, path, status: res.status, error: res.body.error }).toEqual({
        method,
        path,
        status: 402,
        error: 'payment_required',
      })
      expect(res.body.message).toContain('אמצעי תשלום')
    }
    for (const path of reads())
      expect({ path, status: (await a.call('GET', path)).status }).toEqual({ path, status: 200 })
    expect((await a.call<SeatMap>('GET', `/api/maps/${map.id}`)).body.version).toBe(element.mapVersion)
  })
})

describe('auth unreachable', () => {
  it('fails writes closed with 503 upstream_unavailable, never a crash, while reads go on', async () => {
    const down = await startSeating({ authUrl: 'http://127.0.0.1:9' })
    try {
      const b = await down.registerAccount()
      const res = await b.call<{ error: string }>('POST', '/api/persons', {
        firstName: 'x',
        lastName: 'y',
        phone: '0502222222',
      })
      expect(res.status).toBe(503)
      expect(res.body.error).toBe('upstream_unavailable')
      expect((await b.call('GET', '/api/persons')).status).toBe(200)
      expect((await send(down.base, null, 'GET', '/readyz')).status).toBe(200)
    } finally {
      await down.close()
    }
  })
})
