import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MapSummary, Person, SeatMap } from '@seats/contracts'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

let env: SeatingTestEnv
let a: TestAccount

beforeAll(async () => {
  env = await startSeating()
  a = await env.registerAccount()
})
afterAll(() => env.close())

const person = async (firstName: string, phone: string) =>
  await a.add<Person>('/api/persons', { firstName, lastName: 'כהן', phone })

describe('maps', () => {
  it('creates a map with its default display, sparse cells and version 1', async () => {
    const p = await person('משה', '0521111111')
    const res = await a.call<SeatMap>('POST', '/api/maps', {
      name: 'אולם מרכזי',
      rows: 5,
      cols: 6,
      cells: [
        { row: 1, col: 3, kind: 'aisle' },
        { row: 2, col: 2, label: 'גבאי', people: [{ id: p.id }] },
        { row: 4, col: 4 },
      ],
    })
    expect(res.status).toBe(201)
    const map = res.body
    expect(map).toMatchObject({
      name: 'אולם מרכזי',
      rows: 5,
      cols: 6,
      version: 1,
      settings: { printReportedNames: false, il: true },
      elements: [],
    })
    expect(map.displays).toEqual([
      {
        id: expect.any(Number),
        mapId: map.id,
        name: 'תצוגה ראשית',
        size: 'A4',
        orientation: 'landscape',
        colRange: null,
        rowRange: null,
        position: 0,
      },
    ])
    // A plain empty seat is not listed.
    expect(map.cells).toEqual([
      { row: 1, col: 3, kind: 'aisle', people: [] },
      { row: 2, col: 2, kind: 'seat', label: 'גבאי', people: [{ id: p.id, phone: '0521111111' }] },
    ])
    const again = await a.call<SeatMap>('GET', `/api/maps/${map.id}`)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(map)
  })

  it('lists maps without cells, with the number of assigned seats', async () => {
    const res = await a.call<MapSummary[]>('GET', '/api/maps')
    expect(res.status).toBe(200)
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      name: 'אולם מרכזי',
      rows: 5,
      cols: 6,
      seatNumbering: 'row',
      settings: { printReportedNames: false, il: true },
      version: 1,
      assigned: 1,
    })
  })

  it('answers an ETag and 304 while nothing changed', async () => {
    const [m] = (await a.call<MapSummary[]>('GET', '/api/maps')).body
    const first = await a.call('GET', `/api/maps/${m?.id}`)
    const etag = first.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"m/)
    expect(first.headers.get('cache-control')).toBe('no-store')
    const second = await fetch(`${env.base}/api/maps/${m?.id}`, {
      headers: { authorization: `Bearer ${a.token}`, 'if-none-match': etag },
    })
    expect(second.status).toBe(304)
    // Browsers get the cached gzipped copy (fetch undoes it).
    const zipped = await fetch(`${env.base}/api/maps/${m?.id}`, {
      headers: { authorization: `Bearer ${a.token}`, 'accept-encoding': 'gzip' },
    })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    expect(await zipped.json()).toEqual(first.body)
  })

  it('saves with the current version, bumps it, and refuses a stale save with 409', async () => {
    const created = await a.add<SeatMap>('/api/maps', { name: 'עזרה', rows: 3, cols: 3 })
    const saved = await a.call<SeatMap & { droppedAssignments: number }>('PUT', `/api/maps/${created.id}`, {
      name: 'עזרת נשים',
      rows: 3,
      cols: 3,
      version: 1,
      settings: { printReportedNames: true, il: false },
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      name: 'עזרת נשים',
      version: 2,
      settings: { printReportedNames: true, il: false },
      droppedAssignments: 0,
    })
    const stale = await a.call('PUT', `/api/maps/${created.id}`, {
      name: 'ישן',
      rows: 3,
      cols: 3,
      version: 1,
    })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ ok: false, error: 'map_version_conflict' })
    expect((stale.body as { message: string }).message).toMatch(/שונתה/)
    expect((await a.call<SeatMap>('GET', `/api/maps/${created.id}`)).body.name).toBe('עזרת נשים')
  })

  it('drops seats outside a shrunk grid and says how many', async () => {
    const p1 = await person('אהרן', '0522222222')
    const p2 = await person('יעקב', '0523333333')
    const created = (
      await a.call<SeatMap>('POST', '/api/maps', {
        name: 'גדול',
        rows: 10,
        cols: 10,
        cells: [
          { row: 2, col: 2, people: [{ id: p1.id }] },
          { row: 9, col: 2, people: [{ id: p2.id }] },
          { row: 2, col: 9, kind: 'blocked' },
        ],
      })
    ).body
    const res = await a.call<SeatMap & { droppedAssignments: number }>('PUT', `/api/maps/${created.id}`, {
      name: 'גדול',
      rows: 5,
      cols: 5,
      version: created.version,
    })
    expect(res.status).toBe(200)
    expect(res.body.droppedAssignments).toBe(1)
    expect(res.body.cells).toEqual([
      { row: 2, col: 2, kind: 'seat', people: [{ id: p1.id, phone: '0522222222' }] },
    ])
    const seats = (await a.call<Person>('GET', `/api/persons/${p2.id}`)).body.seats
    expect(seats).toEqual([])
  })

  it('replaces layout and seats exactly when cells are sent', async () => {
    const p = await person('שמעון', '0524444444')
    const created = await a.add<SeatMap>('/api/maps', {
      name: 'קטן',
      rows: 2,
      cols: 2,
      cells: [{ row: 1, col: 1, people: [{ id: p.id }] }],
    })
    const res = await a.call<SeatMap>('PUT', `/api/maps/${created.id}`, {
      name: 'קטן',
      rows: 2,
      cols: 2,
      version: created.version,
      cells: [
        { row: 2, col: 2, people: [{ id: p.id, phone: 'ignored' }] },
        { row: 1, col: 2, kind: 'aisle' },
      ],
    })
    expect(res.body.cells).toEqual([
      { row: 1, col: 2, kind: 'aisle', people: [] },
      { row: 2, col: 2, kind: 'seat', people: [{ id: p.id, phone: '0524444444' }] },
    ])
  })

  it("keeps a seat marked 'מקום נגיש' through a save and a read, with or without people, and drops the mark from a seat made an aisle", async () => {
    const p = await person('נחום', '0524444455')
    const created = await a.add<SeatMap>('/api/maps', {
      name: 'נגיש',
      rows: 2,
      cols: 3,
      cells: [{ row: 1, col: 1, accessible: true }],
    })
    // An empty accessible seat is listed: it is not a plain seat.
    expect(created.cells).toEqual([{ row: 1, col: 1, kind: 'seat', accessible: true, people: [] }])
    const saved = await a.call<SeatMap>('PUT', `/api/maps/${created.id}`, {
      name: 'נגיש',
      rows: 2,
      cols: 3,
      version: created.version,
      cells: [
        { row: 1, col: 2, accessible: true, label: 'כיסא גלגלים' },
        { row: 2, col: 3, accessible: true, people: [{ id: p.id }] },
      ],
    })
    expect(saved.status).toBe(200)
    const expected = [
      { row: 1, col: 2, kind: 'seat', label: 'כיסא גלגלים', accessible: true, people: [] },
      { row: 2, col: 3, kind: 'seat', accessible: true, people: [{ id: p.id, phone: '0524444455' }] },
    ]
    expect(saved.body.cells).toEqual(expected)
    expect((await a.call<SeatMap>('GET', `/api/maps/${created.id}`)).body.cells).toEqual(expected)

    // A save without cells (a rename) keeps the marks.
    const renamed = await a.call<SeatMap>('PUT', `/api/maps/${created.id}`, {
      name: 'נגיש 2',
      rows: 2,
      cols: 3,
      version: saved.body.version,
    })
    expect(renamed.body.cells).toEqual(expected)

    const aisle = await a.call<{ fields: Array<{ field: string; message: string }> }>(
      'PUT',
      `/api/maps/${created.id}`,
      {
        name: 'נגיש 2',
        rows: 2,
        cols: 3,
        version: renamed.body.version,
        cells: [{ row: 1, col: 2, kind: 'aisle', accessible: true }],
      },
    )
    expect(aisle.status).toBe(400)
    expect(aisle.body.fields.map((f) => [f.field, f.message])).toEqual([
      ['cells.0.accessible', 'רק מושב יכול להיות מקום נגיש'],
    ])
    const madeAisle = await a.call<SeatMap>('PUT', `/api/maps/${created.id}`, {
      name: 'נגיש 2',
      rows: 2,
      cols: 3,
      version: renamed.body.version,
      cells: [{ row: 1, col: 2, kind: 'aisle' }],
    })
    expect(madeAisle.body.cells).toEqual([{ row: 1, col: 2, kind: 'aisle', people: [] }])
  })

  it('shows a changed phone in the map at once (same version, new ETag)', async () => {
    const p = await person('לוי', '0525555555')
    const created = await a.add<SeatMap>('/api/maps', {
      name: 'טלפון',
      rows: 2,
      cols: 2,
      cells: [{ row: 1, col: 1, people: [{ id: p.id }] }],
    })
    const before = await a.call<SeatMap>('GET', `/api/maps/${created.id}`)
    await a.call('PUT', `/api/persons/${p.id}`, { firstName: 'לוי', lastName: 'כהן', phone: '0526666666' })
    const after = await a.call<SeatMap>('GET', `/api/maps/${created.id}`)
    expect(after.body.version).toBe(before.body.version)
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
    expect(after.body.cells[0]?.people).toEqual([{ id: p.id, phone: '0526666666' }])
  })

  it("refuses bad maps naming the fields, and people who are not the account's", async () => {
    const bad = await a.call<{ error: string; fields: Array<{ field: string }>; message: string }>(
      'POST',
      '/api/maps',
      {
        name: '',
        rows: 0,
        cols: 3,
        cells: [{ row: 1, col: 9 }],
      },
    )
    expect(bad.status).toBe(400)
    expect(bad.body.fields.map((f) => f.field)).toEqual(expect.arrayContaining(['name', 'rows']))
    expect(bad.body.message).toContain('שם')
    expect(bad.body.message).toContain('שורות')
    const outside = await a.call<{ fields: Array<{ field: string }> }>('POST', '/api/maps', {
      name: 'x',
      rows: 2,
      cols: 2,
      cells: [{ row: 1, col: 3 }],
    })
    expect(outside.body.fields.map((f) => f.field)).toEqual(['cells.0.col'])
    const ghost = await a.call('POST', '/api/maps', {
      name: 'x',
      rows: 2,
      cols: 2,
      cells: [{ row: 1, col: 1, people: [{ id: 999999 }] }],
    })
    expect(ghost.status).toBe(404)
    const malformed = await a.call('POST', '/api/maps', '{"name": "x",')
    expect(malformed.status).toBe(400)
    expect(malformed.body).toMatchObject({ error: 'invalid_json' })
    const huge = await a.call('POST', '/api/maps', {
      name: 'x',
      rows: 2,
      cols: 2,
      pad: 'x'.repeat(1_100_000),
    })
    expect(huge.status).toBe(413)
  })

  it('stores how the seats are numbered: per row unless chosen, kept by saves that omit it, refused in Hebrew when unknown', async () => {
    const m = await a.add<SeatMap>('/api/maps', { name: 'מספור', rows: 2, cols: 3 })
    expect(m.seatNumbering).toBe('row')
    const chosen = await a.call<SeatMap>('PUT', `/api/maps/${m.id}`, {
      name: 'מספור',
      rows: 2,
      cols: 3,
      version: m.version,
      seatNumbering: 'odd-even',
    })
    expect(chosen.body.seatNumbering).toBe('odd-even')
    const renamed = await a.call<SeatMap>('PUT', `/api/maps/${m.id}`, {
      name: 'מספור חדש',
      rows: 2,
      cols: 3,
      version: chosen.body.version,
    })
    expect(renamed.body.seatNumbering).toBe('odd-even')
    const listed = await a.call<MapSummary[]>('GET', '/api/maps')
    expect(listed.body.find((x) => x.id === m.id)?.seatNumbering).toBe('odd-even')
    const bad = await a.call<{ fields: Array<{ field: string }>; message: string }>(
      'PUT',
      `/api/maps/${m.id}`,
      {
        name: 'מספור',
        rows: 2,
        cols: 3,
        version: renamed.body.version,
        seatNumbering: 'spiral',
      },
    )
    expect(bad.status).toBe(400)
    expect(bad.body.fields.map((f) => f.field)).toEqual(['seatNumbering'])
    expect(bad.body.message).toContain('מספור המושבים')
  })

  it('deletes a map with its displays, elements and seats', async () => {
    const p = await person('דן', '0527777777')
    const m = await a.add<SeatMap>('/api/maps', {
      name: 'למחיקה',
      rows: 3,
      cols: 3,
      cells: [{ row: 1, col: 1, people: [{ id: p.id }] }],
    })
    const el = await a.call<{ id: number }>('POST', '/api/elements', {
      mapId: m.id,
      name: 'בימה',
      kind: 'bimah',
      row: 2,
      col: 2,
    })
    expect(el.status).toBe(201)
    const del = await a.call('DELETE', `/api/maps/${m.id}`)
    expect(del.status).toBe(204)
    expect((await a.call('GET', `/api/maps/${m.id}`)).status).toBe(404)
    expect((await a.call('GET', `/api/elements/${el.body.id}`)).status).toBe(404)
    expect((await a.call('GET', `/api/displays/${m.displays[0]?.id}`)).status).toBe(404)
    expect((await a.call<Person>('GET', `/api/persons/${p.id}`)).body.seats).toEqual([])
    expect(await env.deps.db('seat_assignments').where({ map_id: m.id }).count({ n: '*' }).first()).toEqual({
      n: 0,
    })
  })

  describe("'שכפול מפה': copying a map", () => {
    let copies = 0
    async function sourceMap() {
      copies += 1
      const p = await person(`אהרן ${copies}`, `05281111${String(copies).padStart(2, '0')}`)
      const m = await a.add<SeatMap>('/api/maps', {
        name: 'אולם לשכפול',
        rows: 4,
        cols: 5,
        seatNumbering: 'odd-even',
        settings: { printReportedNames: true, il: false },
        cells: [
          { row: 1, col: 3, kind: 'aisle' },
          { row: 2, col: 1, label: 'ראש', people: [{ id: p.id }] },
          { row: 4, col: 5, accessible: true },
        ],
      })
      await a.add('/api/elements', {
        mapId: m.id,
        name: 'ארון הקודש',
        kind: 'ark',
        row: 1,
        col: 1,
        colSpan: 2,
      })
      await a.add('/api/displays', {
        mapId: m.id,
        name: 'עזרת נשים',
        rowRange: [3, 4],
        orientation: 'portrait',
      })
      return { map: (await a.call<SeatMap>('GET', `/api/maps/${m.id}`)).body, person: p }
    }
    // What a copy keeps: everything but the ids and the name.
    const layoutOf = (m: SeatMap, seated: boolean) => ({
      rows: m.rows,
      cols: m.cols,
      seatNumbering: m.seatNumbering,
      settings: m.settings,
      cells: m.cells
        .map((c) => ({ ...c, people: seated ? c.people : [] }))
        .filter((c) => c.kind !== 'seat' || c.label || c.accessible || c.people.length > 0),
      elements: m.elements.map(({ id: _id, mapId: _mapId, ...rest }) => rest),
      displays: m.displays.map(({ id: _id, mapId: _mapId, ...rest }) => rest),
    })

    it('copies the layout, elements, pages and settings, and the seating only when asked', async () => {
      const { map } = await sourceMap()
      const bare = await a.call<SeatMap>('POST', `/api/maps/${map.id}/copy`, { name: 'ימים נוראים' })
      expect(bare.status).toBe(201)
      expect(bare.body).toMatchObject({ name: 'ימים נוראים', version: 1 })
      expect(bare.body.id).not.toBe(map.id)
      expect(layoutOf(bare.body, false)).toEqual(layoutOf(map, false))
      expect(bare.body.cells.flatMap((c) => c.people)).toEqual([])

      const seated = await a.call<SeatMap>('POST', `/api/maps/${map.id}/copy`, {
        name: 'ימים נוראים עם המושבים',
        withSeating: true,
      })
      expect(seated.status).toBe(201)
      expect(layoutOf(seated.body, true)).toEqual(layoutOf(map, true))
      const listed = await a.call<MapSummary[]>('GET', '/api/maps')
      expect(listed.body.map((m) => m.name)).toEqual(
        expect.arrayContaining(['אולם לשכפול', 'ימים נוראים', 'ימים נוראים עם המושבים']),
      )
    })

    it('never touches the map it came from', async () => {
      const { map, person: p } = await sourceMap()
      const copy = await a.add<SeatMap>(`/api/maps/${map.id}/copy`, { name: 'עותק', withSeating: true })
      const saved = await a.call('PUT', `/api/maps/${copy.id}`, {
        name: 'עותק',
        rows: 3,
        cols: 3,
        version: copy.version,
        cells: [{ row: 3, col: 3, people: [{ id: p.id }] }],
      })
      expect(saved.status).toBe(200)
      await a.call('DELETE', `/api/elements/${copy.elements[0]?.id}`)
      const source = await a.call<SeatMap>('GET', `/api/maps/${map.id}`)
      expect(source.body).toEqual(map)
    })

    it("copies no other account's map, and names the field of a bad name in Hebrew", async () => {
      const { map } = await sourceMap()
      const b = await env.registerAccount()
      const before = await b.call<MapSummary[]>('GET', '/api/maps')
      const stolen = await b.call('POST', `/api/maps/${map.id}/copy`, { name: 'גניבה', withSeating: true })
      expect(stolen.status).toBe(404)
      expect((await b.call<MapSummary[]>('GET', '/api/maps')).body).toEqual(before.body)
      const unnamed = await a.call<{ fields: Array<{ field: string }>; message: string }>(
        'POST',
        `/api/maps/${map.id}/copy`,
        { name: '' },
      )
      expect(unnamed.status).toBe(400)
      expect(unnamed.body.fields.map((f) => f.field)).toEqual(['name'])
      expect(unnamed.body.message).toContain('שם')
    })
  })
})
