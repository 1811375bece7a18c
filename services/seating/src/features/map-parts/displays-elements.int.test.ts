import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  Display,
  DisplayWriteResult,
  ElementWriteResult,
  MapElement,
  MapVersion,
  Person,
  SeatMap,
} from '@seats/contracts'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

let env: SeatingTestEnv
let a: TestAccount
let map: SeatMap

beforeAll(async () => {
  env = await startSeating()
  a = await env.registerAccount()
  map = await a.add<SeatMap>('/api/maps', { name: 'אולם', rows: 20, cols: 30 })
})
afterAll(() => env.close())

describe('displays', () => {
  it('adds displays after the default, reorders, and bumps the map version on each write', async () => {
    const left = await a.call<DisplayWriteResult>('POST', '/api/displays', {
      mapId: map.id,
      name: 'צד ימין',
      size: 'A3',
      orientation: 'portrait',
      colRange: [1, 15],
    })
    expect(left.status).toBe(201)
    expect(left.body).toMatchObject({
      mapId: map.id,
      name: 'צד ימין',
      size: 'A3',
      orientation: 'portrait',
      colRange: [1, 15],
      rowRange: null,
      position: 1,
      mapVersion: map.version + 1,
    })
    const right = await a.call<DisplayWriteResult>('POST', '/api/displays', {
      mapId: map.id,
      name: 'צד שמאל',
      colRange: [16, 30],
      rowRange: [1, 10],
      position: 0,
    })
    expect(right.body).toMatchObject({
      position: 0,
      size: 'A4',
      orientation: 'landscape',
      mapVersion: map.version + 2,
    })
    let list = (await a.call<Display[]>('GET', `/api/displays?mapId=${map.id}`)).body
    expect(list.map((d) => [d.name, d.position])).toEqual([
      ['צד שמאל', 0],
      ['תצוגה ראשית', 1],
      ['צד ימין', 2],
    ])
    const moved = await a.call<DisplayWriteResult>('PUT', `/api/displays/${left.body.id}`, {
      name: 'צד ימין',
      size: 'A4',
      orientation: 'landscape',
      colRange: null,
      position: 0,
    })
    expect(moved.body).toMatchObject({ position: 0, colRange: null, size: 'A4' })
    list = (await a.call<Display[]>('GET', `/api/displays?mapId=${map.id}`)).body
    expect(list.map((d) => d.name)).toEqual(['צד ימין', 'צד שמאל', 'תצוגה ראשית'])
    const m = (await a.call<SeatMap>('GET', `/api/maps/${map.id}`)).body
    expect(m.displays).toEqual(list)
    expect(m.version).toBe(moved.body.mapVersion)
    const del = await a.call<{ mapId: number; mapVersion: number }>(
      'DELETE',
      `/api/displays/${right.body.id}`,
    )
    expect(del.body).toEqual({ mapId: map.id, mapVersion: m.version + 1 })
    expect(
      (await a.call<Display[]>('GET', `/api/displays?mapId=${map.id}`)).body.map((d) => d.position),
    ).toEqual([0, 1])
  })

  it('refuses ranges outside the map and keeps the last display', async () => {
    const bad = await a.call<{ fields: Array<{ field: string }> }>('POST', '/api/displays', {
      mapId: map.id,
      colRange: [5, 31],
      rowRange: [3, 2],
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields.map((f) => f.field)).toContain('rowRange')
    const outside = await a.call<{ fields: Array<{ field: string }> }>('POST', '/api/displays', {
      mapId: map.id,
      colRange: [5, 31],
    })
    expect(outside.body.fields.map((f) => f.field)).toEqual(['colRange'])
    expect(outside.body.fields[0]).toMatchObject({
      code: 'map_cols',
      params: { cols: 30 },
      message: 'המפה בת 30 עמודות',
    })
    const solo = await a.add<SeatMap>('/api/maps', { name: 'יחיד', rows: 2, cols: 2 })
    const last = await a.call('DELETE', `/api/displays/${solo.displays[0]?.id}`)
    expect(last.status).toBe(409)
    expect(await a.call('GET', '/api/displays')).toMatchObject({ status: 400 })
  })
})

describe('elements', () => {
  it('creates, lists by map, updates and deletes, bumping the map version', async () => {
    const ark = await a.call<ElementWriteResult>('POST', '/api/elements', {
      mapId: map.id,
      name: 'ארון הקודש',
      kind: 'ark',
      row: 1,
      col: 12,
      colSpan: 6,
      color: '#8b5a2b',
    })
    expect(ark.status).toBe(201)
    expect(ark.body).toMatchObject({
      mapId: map.id,
      name: 'ארון הקודש',
      kind: 'ark',
      row: 1,
      col: 12,
      rowSpan: 1,
      colSpan: 6,
      color: '#8b5a2b',
    })
    const list = (await a.call<MapElement[]>('GET', `/api/elements?mapId=${map.id}`)).body
    expect(list).toEqual([
      {
        id: ark.body.id,
        mapId: map.id,
        name: 'ארון הקודש',
        kind: 'ark',
        row: 1,
        col: 12,
        rowSpan: 1,
        colSpan: 6,
        color: '#8b5a2b',
      },
    ])
    const put = await a.call<ElementWriteResult>('PUT', `/api/elements/${ark.body.id}`, {
      name: 'ארון הקודש',
      kind: 'ark',
      row: 1,
      col: 10,
      rowSpan: 2,
      colSpan: 8,
      color: '#8b5a2b',
    })
    expect(put.body).toMatchObject({ col: 10, rowSpan: 2, colSpan: 8, mapVersion: ark.body.mapVersion + 1 })
    expect((await a.call<SeatMap>('GET', `/api/maps/${map.id}`)).body.elements).toEqual([
      { ...list[0], col: 10, rowSpan: 2, colSpan: 8 },
    ])
    expect((await a.call('DELETE', `/api/elements/${ark.body.id}`)).status).toBe(200)
    expect((await a.call<MapElement[]>('GET', `/api/elements?mapId=${map.id}`)).body).toEqual([])
  })

  it('refuses a rectangle past the grid or a bad colour, naming the fields', async () => {
    const res = await a.call<{ fields: Array<{ field: string }> }>('POST', '/api/elements', {
      mapId: map.id,
      name: 'בימה',
      kind: 'bimah',
      row: 19,
      col: 1,
      rowSpan: 3,
      color: 'red',
    })
    expect(res.status).toBe(400)
    expect(res.body.fields.map((f) => f.field)).toEqual(['color'])
    const past = await a.call<{ fields: Array<{ field: string }> }>('POST', '/api/elements', {
      mapId: map.id,
      name: 'בימה',
      kind: 'bimah',
      row: 19,
      col: 1,
      rowSpan: 3,
    })
    expect(past.body.fields.map((f) => f.field)).toEqual(['rowSpan'])
    expect(past.body.fields[0]).toMatchObject({ code: 'map_rows' })
  })
})

describe('seats under an element', () => {
  it('placing the ark over seated people takes them off; nobody can be seated there or saved there', async () => {
    const moshe = await a.add<Person>('/api/persons', {
      firstName: 'משה',
      lastName: 'כהן',
      phone: '0521231231',
    })
    const david = await a.add<Person>('/api/persons', {
      firstName: 'דוד',
      lastName: 'לוי',
      phone: '0521231232',
    })
    const hall = await a.add<SeatMap>('/api/maps', {
      name: 'קטן',
      rows: 2,
      cols: 4,
      cells: [
        { row: 1, col: 2, people: [{ id: moshe.id }] },
        { row: 2, col: 4, people: [{ id: david.id }] },
      ],
    })
    const ark = await a.call<ElementWriteResult>('POST', '/api/elements', {
      mapId: hall.id,
      name: 'ארון הקודש',
      kind: 'ark',
      row: 1,
      col: 2,
      rowSpan: 1,
      colSpan: 2,
    })
    expect(ark.status).toBe(201)
    let doc = (await a.call<SeatMap>('GET', `/api/maps/${hall.id}`)).body
    expect(doc.cells.flatMap((c) => c.people.map((p) => [c.row, c.col, p.id]))).toEqual([[2, 4, david.id]])

    // Seating someone under it is refused, naming the op.
    const under = await a.call<{ fields: Array<{ field: string; message: string }> }>(
      'POST',
      `/api/maps/${hall.id}/seats`,
      { version: doc.version, ops: [{ op: 'assign', personId: moshe.id, to: { row: 1, col: 3 } }] },
    )
    expect(under.status).toBe(400)
    expect(under.body.fields).toEqual([{ field: 'ops.0.to', code: 'not_a_seat', message: 'המקום אינו מושב' }])

    // Moving the ark over David takes him off too; a full save cannot put anyone back under it.
    const moved = await a.call<ElementWriteResult>('PUT', `/api/elements/${ark.body.id}`, {
      name: 'ארון הקודש',
      kind: 'ark',
      row: 2,
      col: 3,
      rowSpan: 1,
      colSpan: 2,
    })
    expect(moved.status).toBe(200)
    doc = (await a.call<SeatMap>('GET', `/api/maps/${hall.id}`)).body
    expect(doc.cells.some((c) => c.people.length > 0)).toBe(false)
    const saved = await a.call<SeatMap>('PUT', `/api/maps/${hall.id}`, {
      name: 'קטן',
      rows: 2,
      cols: 4,
      version: doc.version,
      cells: [
        { row: 2, col: 4, people: [{ id: david.id }] },
        { row: 1, col: 1, people: [{ id: moshe.id }] },
      ],
    })
    expect(saved.body.cells.flatMap((c) => c.people.map((p) => [c.row, c.col, p.id]))).toEqual([
      [1, 1, moshe.id],
    ])
    const ok = await a.call<MapVersion>('POST', `/api/maps/${hall.id}/seats`, {
      version: saved.body.version,
      ops: [{ op: 'assign', personId: david.id, to: { row: 1, col: 3 } }],
    })
    expect(ok.status).toBe(200)
  })
})
