import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DisplayWriteResult, ElementWriteResult, Person, SeatEvent, SeatMap } from '@seats/contracts'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

let env: SeatingTestEnv
let owner: TestAccount
let other: TestAccount
let map: SeatMap
let person: Person
let event: SeatEvent
let display: DisplayWriteResult
let element: ElementWriteResult

beforeAll(async () => {
  env = await startSeating()
  owner = await env.registerAccount()
  other = await env.registerAccount()
  person = await owner.add<Person>('/api/persons', { firstName: 'משה', lastName: 'כהן', phone: '0501111111' })
  map = await owner.add<SeatMap>('/api/maps', {
    name: 'אולם',
    rows: 5,
    cols: 5,
    cells: [{ row: 1, col: 1, people: [{ id: person.id }] }],
  })
  event = await owner.add<SeatEvent>('/api/events', { name: 'פורים', date: '2027-03-23' })
  display = await owner.add<DisplayWriteResult>('/api/displays', { mapId: map.id, name: 'חלק א' })
  element = await owner.add<ElementWriteResult>('/api/elements', {
    mapId: map.id,
    name: 'בימה',
    kind: 'bimah',
    row: 3,
    col: 3,
  })
})
afterAll(() => env.close())

describe("another account's ids", () => {
  it('answer 404 on every route, read, write or delete, and leak nothing', async () => {
    const version = () => display.mapVersion + 1
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/maps/${map.id}`],
      ['PUT', `/api/maps/${map.id}`, { name: 'x', rows: 5, cols: 5, version: version() }],
      ['DELETE', `/api/maps/${map.id}`],
      [
        'POST',
        `/api/maps/${map.id}/seats`,
        { version: version(), ops: [{ op: 'unassign', personId: person.id, from: { row: 1, col: 1 } }] },
      ],
      ['GET', `/api/persons/${person.id}`],
      ['PUT', `/api/persons/${person.id}`, { firstName: 'x', lastName: 'y', phone: '0501111111' }],
      ['DELETE', `/api/persons/${person.id}`],
      ['DELETE', '/api/persons/many', { ids: [person.id] }],
      ['GET', `/api/events/${event.id}`],
      ['PUT', `/api/events/${event.id}`, { name: 'x', date: '2027-01-01' }],
      ['DELETE', `/api/events/${event.id}`],
      ['GET', `/api/displays?mapId=${map.id}`],
      ['GET', `/api/displays/${display.id}`],
      ['POST', '/api/displays', { mapId: map.id }],
      ['PUT', `/api/displays/${display.id}`, { name: 'x' }],
      ['DELETE', `/api/displays/${display.id}`],
      ['GET', `/api/elements?mapId=${map.id}`],
      ['GET', `/api/elements/${element.id}`],
      ['POST', '/api/elements', { mapId: map.id, name: 'x', row: 1, col: 1 }],
      ['PUT', `/api/elements/${element.id}`, { name: 'x', row: 1, col: 1 }],
      ['DELETE', `/api/elements/${element.id}`],
    ]
    for (const [method, path, body] of calls) {
      const res = await other.call<{ error: string }>(method, path, body)
      // Another account's id answers as one that does not exist: the resource's own "not found".
      expect({ method, path, status: res.status, error: res.body?.error }).toEqual({
        method,
        path,
        status: 404,
        error: expect.stringMatching(/^(map|person|event|display|element)_not_found$/),
      })
      expect(JSON.stringify(res.body)).not.toContain('0501111111')
    }
    // Lists only ever show the caller's own data.
    for (const path of ['/api/maps', '/api/persons', '/api/events'])
      expect((await other.call<unknown[]>('GET', path)).body).toEqual([])
    // Nothing of the owner's changed.
    const mine = (await owner.call<SeatMap>('GET', `/api/maps/${map.id}`)).body
    expect(mine.version).toBe(element.mapVersion)
    expect(mine.name).toBe('אולם')
    expect(mine.cells[0]?.people).toEqual([{ id: person.id, phone: '0501111111' }])
    expect(mine.displays).toHaveLength(2)
    expect(mine.elements).toHaveLength(1)
    expect((await owner.call<Person>('GET', `/api/persons/${person.id}`)).body.firstName).toBe('משה')
    expect((await owner.call<SeatEvent>('GET', `/api/events/${event.id}`)).body.name).toBe('פורים')
  })

  it('a map of one account cannot seat the persons of another (404)', async () => {
    const theirs = await other.add<SeatMap>('/api/maps', { name: 'שלהם', rows: 2, cols: 2 })
    const res = await other.call('POST', `/api/maps/${theirs.id}/seats`, {
      version: theirs.version,
      ops: [{ op: 'assign', personId: person.id, to: { row: 1, col: 1 } }],
    })
    expect(res.status).toBe(404)
    const put = await other.call('PUT', `/api/maps/${theirs.id}`, {
      name: 'x',
      rows: 2,
      cols: 2,
      version: theirs.version,
      cells: [{ row: 1, col: 1, people: [{ id: person.id }] }],
    })
    expect(put.status).toBe(404)
  })

  it('needs a valid access token', async () => {
    for (const path of [
      '/api/maps',
      '/api/persons',
      '/api/events',
      `/api/displays?mapId=${map.id}`,
      `/api/elements?mapId=${map.id}`,
    ]) {
      const res = await fetch(env.base + path)
      expect(res.status).toBe(401)
      const forged = await fetch(env.base + path, { headers: { authorization: 'Bearer not.a.token' } })
      expect(forged.status).toBe(401)
    }
  })
})
