import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MapSummary, Person, Season, SeasonListItem, SeatMap } from '@seats/contracts'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

let env: SeatingTestEnv
let a: TestAccount

beforeAll(async () => {
  env = await startSeating()
  a = await env.registerAccount()
})
afterAll(() => env.close())

type Refusal = { message: string; fields: Array<{ field: string; message: string }> }

const HIGH_HOLIDAYS = [
  { date: '2027-10-11', name: 'יום כיפור' },
  { date: '2027-10-02', name: 'ראש השנה א׳' },
  { date: '2027-10-03', name: 'ראש השנה ב׳' },
  { date: '2027-10-10', name: 'כל נדרי' },
]

let maps = 0
/** A weekly map with one worshipper seated and an ark. */
async function weeklyMap(account = a) {
  maps += 1
  const p = await account.add<Person>('/api/persons', {
    firstName: `יעקב ${maps}`,
    lastName: 'לוי',
    phone: `05291111${String(maps).padStart(2, '0')}`,
  })
  const map = await account.add<SeatMap>('/api/maps', {
    name: 'בית הכנסת',
    rows: 4,
    cols: 6,
    cells: [{ row: 2, col: 2, people: [{ id: p.id }] }],
  })
  await account.add('/api/elements', { mapId: map.id, name: 'ארון הקודש', kind: 'ark', row: 1, col: 3 })
  await account.add('/api/areas', { mapId: map.id, name: 'עזרת גברים', rowRange: [1, 3], colRange: [1, 6] })
  await account.add('/api/areas', { mapId: map.id, name: 'עזרת נשים', rowRange: [4, 4], colRange: [1, 6] })
  return { map, person: p }
}

describe('seasons', () => {
  it('a new season gets a map of its own, copied from the weekly one, with its dates in calendar order', async () => {
    const { map, person } = await weeklyMap()
    const res = await a.call<Season>('POST', '/api/seasons', {
      name: 'ימים נוראים תשפ״ח',
      sourceMapId: map.id,
      withSeating: true,
      dates: HIGH_HOLIDAYS,
    })
    expect(res.status).toBe(201)
    const season = res.body
    expect(season).toMatchObject({ name: 'ימים נוראים תשפ״ח', sourceMapId: map.id })
    expect(season.dates.map((d) => d.name)).toEqual(['ראש השנה א׳', 'ראש השנה ב׳', 'כל נדרי', 'יום כיפור'])
    expect(season.mapId).not.toBe(map.id)

    const own = (await a.call<SeatMap>('GET', `/api/maps/${season.mapId}`)).body
    expect(own.name).toBe('ימים נוראים תשפ״ח')
    expect(own.cells.flatMap((c) => c.people.map((p) => p.id))).toEqual([person.id])
    expect(own.elements.map((e) => e.name)).toEqual(['ארון הקודש'])
    // A printed page for each area, after the map's own.
    expect(own.displays.map((d) => [d.name, d.rowRange, d.colRange, d.position])).toEqual([
      ['תצוגה ראשית', null, null, 0],
      ['עזרת גברים', [1, 3], [1, 6], 1],
      ['עזרת נשים', [4, 4], [1, 6], 2],
    ])

    const listed = await a.call<SeasonListItem[]>('GET', '/api/seasons')
    expect(listed.body[0]).toMatchObject({ id: season.id, mapName: 'ימים נוראים תשפ״ח', seated: 1 })
  })

  it("seating the season's map leaves the weekly map as it was", async () => {
    const { map } = await weeklyMap()
    const season = await a.add<Season>('/api/seasons', {
      name: 'ימים נוראים',
      sourceMapId: map.id,
      dates: HIGH_HOLIDAYS.slice(0, 1),
    })
    const own = (await a.call<SeatMap>('GET', `/api/maps/${season.mapId}`)).body
    expect(own.cells.flatMap((c) => c.people)).toEqual([])
    const saved = await a.call('PUT', `/api/maps/${own.id}`, {
      name: own.name,
      rows: 6,
      cols: 6,
      version: own.version,
    })
    expect(saved.status).toBe(200)
    const weekly = (await a.call<SeatMap>('GET', `/api/maps/${map.id}`)).body
    expect(weekly.rows).toBe(4)
    expect(weekly.cells.flatMap((c) => c.people)).toHaveLength(1)
  })

  it('renames and re-dates a season; deleting it deletes its map and never the weekly one', async () => {
    const { map } = await weeklyMap()
    const season = await a.add<Season>('/api/seasons', {
      name: 'סוכות',
      sourceMapId: map.id,
      dates: [{ date: '2027-10-16', name: 'סוכות' }],
    })
    const changed = await a.call<Season>('PUT', `/api/seasons/${season.id}`, {
      name: 'סוכות ושמחת תורה',
      dates: [
        { date: '2027-10-23', name: 'שמחת תורה' },
        { date: '2027-10-16', name: 'סוכות' },
      ],
    })
    expect(changed.status).toBe(200)
    expect(changed.body.name).toBe('סוכות ושמחת תורה')
    expect(changed.body.dates.map((d) => d.date)).toEqual(['2027-10-16', '2027-10-23'])

    expect((await a.call('DELETE', `/api/seasons/${season.id}`)).status).toBe(204)
    expect((await a.call('GET', `/api/seasons/${season.id}`)).status).toBe(404)
    expect((await a.call('GET', `/api/maps/${season.mapId}`)).status).toBe(404)
    expect((await a.call('GET', `/api/maps/${map.id}`)).status).toBe(200)
  })

  it('names a missing date, a date chosen twice and an empty name in Hebrew, and makes nothing', async () => {
    const { map } = await weeklyMap()
    const before = (await a.call<MapSummary[]>('GET', '/api/maps')).body.length
    const none = await a.call<Refusal>('POST', '/api/seasons', {
      name: 'עונה',
      sourceMapId: map.id,
      dates: [],
    })
    expect(none.status).toBe(400)
    expect(none.body.fields).toEqual([
      expect.objectContaining({ field: 'dates', message: 'יש לבחור לפחות תאריך אחד' }),
    ])
    const twice = await a.call<Refusal>('POST', '/api/seasons', {
      name: '',
      sourceMapId: map.id,
      dates: [HIGH_HOLIDAYS[0], HIGH_HOLIDAYS[0]],
    })
    expect(twice.status).toBe(400)
    expect(twice.body.fields.map((f) => [f.field, f.message])).toEqual(
      expect.arrayContaining([
        ['name', 'שדה חובה'],
        ['dates', 'תאריך נבחר פעמיים'],
      ]),
    )
    expect((await a.call<MapSummary[]>('GET', '/api/maps')).body).toHaveLength(before)
  })

  it('another account sees none of it: its seasons, maps and ids answer 404 and nothing changes', async () => {
    const { map } = await weeklyMap()
    const season = await a.add<Season>('/api/seasons', {
      name: 'ימים נוראים',
      sourceMapId: map.id,
      dates: HIGH_HOLIDAYS,
    })
    const b = await env.registerAccount()
    expect((await b.call<SeasonListItem[]>('GET', '/api/seasons')).body).toEqual([])
    expect((await b.call('GET', `/api/seasons/${season.id}`)).status).toBe(404)
    const renamed = await b.call('PUT', `/api/seasons/${season.id}`, { name: 'שלי', dates: HIGH_HOLIDAYS })
    expect(renamed.status).toBe(404)
    expect((await b.call('DELETE', `/api/seasons/${season.id}`)).status).toBe(404)
    const onTheirMap = await b.call('POST', '/api/seasons', {
      name: 'גניבה',
      sourceMapId: map.id,
      withSeating: true,
      dates: HIGH_HOLIDAYS,
    })
    expect(onTheirMap.status).toBe(404)
    expect((await b.call<MapSummary[]>('GET', '/api/maps')).body).toEqual([])
    expect((await a.call<Season>('GET', `/api/seasons/${season.id}`)).body).toEqual(season)
  })

  it('suggests the coming High Holidays with their Hebrew dates', async () => {
    const res = await a.call<{ name: string; dates: Array<{ name: string; hebrewDate: string }> }>(
      'GET',
      '/api/seasons/suggestion',
    )
    expect(res.status).toBe(200)
    expect(res.body.name).toMatch(/^ימים נוראים ת/)
    expect(res.body.dates.map((d) => d.name)).toEqual(['ראש השנה א׳', 'ראש השנה ב׳', 'כל נדרי', 'יום כיפור'])
    expect(res.body.dates[0]?.hebrewDate).toMatch(/^א׳ תשרי /)
  })
})
