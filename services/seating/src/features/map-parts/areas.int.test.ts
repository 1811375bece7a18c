import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Area, AreaWriteResult, SeatMap } from '@seats/contracts'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

type Refusal = { error: string; fields: Array<{ field: string; code?: string; message: string }> }

let env: SeatingTestEnv
let a: TestAccount
let b: TestAccount

beforeAll(async () => {
  env = await startSeating()
  a = await env.registerAccount()
  b = await env.registerAccount()
})
afterAll(() => env.close())

const hall = (account: TestAccount, rows = 20, cols = 30) =>
  account.add<SeatMap>('/api/maps', { name: 'אולם', rows, cols })
const listOf = async (account: TestAccount, mapId: number) =>
  (await account.call<Area[]>('GET', `/api/areas?mapId=${mapId}`)).body
const documentOf = async (account: TestAccount, mapId: number) =>
  (await account.call<SeatMap>('GET', `/api/maps/${mapId}`)).body

describe('areas', () => {
  it('creates, lists by map, updates and deletes, bumping the map version; the document carries them', async () => {
    const map = await hall(a)
    const men = await a.call<AreaWriteResult>('POST', '/api/areas', {
      mapId: map.id,
      name: 'עזרת גברים',
      rowRange: [1, 12],
      colRange: [1, 30],
    })
    expect(men.status).toBe(201)
    expect(men.body).toEqual({
      id: expect.any(Number),
      mapId: map.id,
      name: 'עזרת גברים',
      rowRange: [1, 12],
      colRange: [1, 30],
      mapVersion: map.version + 1,
    })
    const women = await a.add<AreaWriteResult>('/api/areas', {
      mapId: map.id,
      name: ' עזרת נשים ',
      rowRange: [13, 20],
      colRange: [1, 30],
    })
    expect(women).toMatchObject({ name: 'עזרת נשים', mapVersion: map.version + 2 })
    expect((await a.call<Area>('GET', `/api/areas/${women.id}`)).body).toEqual({
      id: women.id,
      mapId: map.id,
      name: 'עזרת נשים',
      rowRange: [13, 20],
      colRange: [1, 30],
    })

    const put = await a.call<AreaWriteResult>('PUT', `/api/areas/${women.id}`, {
      name: 'יציע',
      rowRange: [15, 20],
      colRange: [5, 25],
    })
    expect(put.status).toBe(200)
    expect(put.body).toMatchObject({ name: 'יציע', rowRange: [15, 20], colRange: [5, 25] })
    expect(put.body.mapVersion).toBe(women.mapVersion + 1)

    const list = await listOf(a, map.id)
    expect(list.map((x) => [x.name, x.rowRange, x.colRange])).toEqual([
      ['עזרת גברים', [1, 12], [1, 30]],
      ['יציע', [15, 20], [5, 25]],
    ])
    const doc = await documentOf(a, map.id)
    expect(doc.areas).toEqual(list)
    expect(doc.version).toBe(put.body.mapVersion)

    const del = await a.call<{ mapId: number; mapVersion: number }>('DELETE', `/api/areas/${men.body.id}`)
    expect(del.body).toEqual({ mapId: map.id, mapVersion: doc.version + 1 })
    expect((await listOf(a, map.id)).map((x) => x.name)).toEqual(['יציע'])
    expect((await a.call('GET', `/api/areas/${men.body.id}`)).status).toBe(404)
    // A map may have no areas at all.
    expect((await a.call('DELETE', `/api/areas/${women.id}`)).status).toBe(200)
    expect((await documentOf(a, map.id)).areas).toEqual([])
  })

  it("answers 404 for another account's area or map, and changes nothing", async () => {
    const map = await hall(a)
    const area = await a.add<AreaWriteResult>('/api/areas', {
      mapId: map.id,
      name: 'עזרת גברים',
      rowRange: [1, 10],
      colRange: [1, 30],
    })
    const before = await documentOf(a, map.id)
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/areas?mapId=${map.id}`],
      ['GET', `/api/areas/${area.id}`],
      ['POST', '/api/areas', { mapId: map.id, name: 'יציע', rowRange: [11, 12], colRange: [1, 2] }],
      ['PUT', `/api/areas/${area.id}`, { name: 'שלי', rowRange: [1, 1], colRange: [1, 1] }],
      ['DELETE', `/api/areas/${area.id}`],
    ]
    for (const [method, path, body] of calls) {
      const res = await b.call<{ error: string }>(method, path, body)
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(res.body.error, `${method} ${path}`).toBe(
        path.includes('mapId') || method === 'POST' ? 'map_not_found' : 'area_not_found',
      )
    }
    const after = await documentOf(a, map.id)
    expect(after).toEqual(before)
    expect((await a.call<{ error: string }>('GET', '/api/areas/999999999')).body.error).toBe('area_not_found')
  })

  it('refuses a second area of the same name, under the name, in Hebrew', async () => {
    const map = await hall(a)
    await a.add('/api/areas', { mapId: map.id, name: 'עזרת נשים', rowRange: [1, 5], colRange: [1, 30] })
    const twice = await a.call<Refusal>('POST', '/api/areas', {
      mapId: map.id,
      name: 'עזרת נשים',
      rowRange: [6, 10],
      colRange: [1, 30],
    })
    expect(twice.status).toBe(400)
    expect(twice.body.fields).toEqual([
      { field: 'name', code: 'area_name_taken', message: 'כבר קיים במפה אזור בשם הזה' },
    ])
    // The same name on another map is another area.
    const other = await hall(a)
    const elsewhere = await a.call('POST', '/api/areas', {
      mapId: other.id,
      name: 'עזרת נשים',
      rowRange: [1, 5],
      colRange: [1, 30],
    })
    expect(elsewhere.status).toBe(201)
    // Renaming an area to its own name is no clash.
    const [own] = await listOf(a, map.id)
    const same = await a.call('PUT', `/api/areas/${own?.id}`, {
      name: 'עזרת נשים',
      rowRange: [1, 4],
      colRange: [1, 30],
    })
    expect(same.status).toBe(200)
  })

  it('refuses an area over another, under both ranges, naming the other in Hebrew', async () => {
    const map = await hall(a)
    const men = await a.add<AreaWriteResult>('/api/areas', {
      mapId: map.id,
      name: 'עזרת גברים',
      rowRange: [1, 10],
      colRange: [1, 15],
    })
    const over = await a.call<Refusal>('POST', '/api/areas', {
      mapId: map.id,
      name: 'עזרת נשים',
      rowRange: [10, 20],
      colRange: [15, 30],
    })
    expect(over.status).toBe(400)
    expect(over.body.error).toBe('validation_failed')
    expect(over.body.fields).toEqual([
      {
        field: 'rowRange',
        code: 'area_overlap',
        params: { name: 'עזרת גברים' },
        message: 'האזור חופף לאזור "עזרת גברים"',
      },
      {
        field: 'colRange',
        code: 'area_overlap',
        params: { name: 'עזרת גברים' },
        message: 'האזור חופף לאזור "עזרת גברים"',
      },
    ])
    // Side by side (touching rows, other columns) is no overlap; a taken name and an overlap say both.
    const beside = await a.call('POST', '/api/areas', {
      mapId: map.id,
      name: 'עזרת נשים',
      rowRange: [1, 10],
      colRange: [16, 30],
    })
    expect(beside.status).toBe(201)
    const both = await a.call<Refusal>('PUT', `/api/areas/${men.id}`, {
      name: 'עזרת נשים',
      rowRange: [1, 10],
      colRange: [1, 16],
    })
    expect(both.body.fields.map((f) => f.field)).toEqual(['name', 'rowRange', 'colRange'])
    expect((await documentOf(a, map.id)).areas.map((x) => [x.name, x.colRange])).toEqual([
      ['עזרת גברים', [1, 15]],
      ['עזרת נשים', [16, 30]],
    ])
  })

  it('refuses ranges outside the grid, reversed or missing, and a name over 40 characters', async () => {
    const map = await hall(a, 12, 20)
    const outside = await a.call<Refusal>('POST', '/api/areas', {
      mapId: map.id,
      name: 'יציע',
      rowRange: [10, 13],
      colRange: [1, 21],
    })
    expect(outside.status).toBe(400)
    expect(outside.body.fields).toEqual([
      { field: 'rowRange', code: 'map_rows', params: { rows: 12 }, message: 'המפה בת 12 שורות' },
      { field: 'colRange', code: 'map_cols', params: { cols: 20 }, message: 'המפה בת 20 עמודות' },
    ])
    const bad = await a.call<Refusal>('POST', '/api/areas', {
      mapId: map.id,
      name: 'א'.repeat(41),
      rowRange: [5, 2],
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'name', code: 'too_long', message: 'עד 40 תווים' }),
        expect.objectContaining({ field: 'rowRange', code: 'range_invalid', message: 'טווח לא תקין' }),
        expect.objectContaining({ field: 'colRange', code: 'required', message: 'שדה חובה' }),
      ]),
    )
    expect(await listOf(a, map.id)).toEqual([])
  })

  it('keeps an area a smaller grid leaves partly outside, as displays are kept', async () => {
    const map = await hall(a, 12, 20)
    await a.add('/api/areas', { mapId: map.id, name: 'יציע', rowRange: [9, 12], colRange: [1, 20] })
    const doc = await documentOf(a, map.id)
    const saved = await a.call<SeatMap>('PUT', `/api/maps/${map.id}`, {
      name: doc.name,
      rows: 10,
      cols: 20,
      version: doc.version,
    })
    expect(saved.status).toBe(200)
    expect(saved.body.areas.map((x) => x.rowRange)).toEqual([[9, 12]])
  })

  it('comes with a copied map, and the copy’s areas are its own', async () => {
    const map = await hall(a)
    await a.add('/api/areas', { mapId: map.id, name: 'עזרת גברים', rowRange: [1, 12], colRange: [1, 30] })
    await a.add('/api/areas', { mapId: map.id, name: 'עזרת נשים', rowRange: [13, 20], colRange: [1, 30] })
    const source = await documentOf(a, map.id)
    const copy = await a.add<SeatMap>(`/api/maps/${map.id}/copy`, { name: 'ימים נוראים' })
    const shape = (m: SeatMap) => m.areas.map(({ id: _id, mapId: _mapId, ...rest }) => rest)
    expect(shape(copy)).toEqual(shape(source))
    expect(copy.areas.every((x) => x.mapId === copy.id && !source.areas.some((s) => s.id === x.id))).toBe(
      true,
    )
    await a.call('DELETE', `/api/areas/${copy.areas[0]?.id}`)
    expect(await documentOf(a, map.id)).toEqual(source)
  })
})
