import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  numberSeatsOfMap,
  seatName,
  type InternalPerson,
  type Person,
  type SeatMap,
  type SeatNumberingScheme,
} from '@seats/contracts'
import { send, startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

let env: SeatingTestEnv
let a: TestAccount

beforeAll(async () => {
  env = await startSeating()
  a = await env.registerAccount()
})
afterAll(() => env.close())

/** What the phone line hears from seating about a caller: their seats, named as the hall labels them. */
const phoneLineSeats = async (phone: string) => {
  const res = await send<InternalPerson[]>(
    env.base,
    null,
    'GET',
    `/internal/persons/by-phone/${phone}`,
    undefined,
    {
      'x-service-token': env.auth.env.INTERNAL_TOKEN,
    },
  )
  expect(res.status).toBe(200)
  return res.body[0]?.seatNames ?? []
}

/** What the printed map gives the seat: the print numbers the map it reads under the map's own scheme. */
const printedSeat = (map: SeatMap, row: number, col: number) => {
  const numbering = numberSeatsOfMap(map)
  return seatName(numbering.rowLabel(row) ?? '?', numbering.numberAt(row, col) ?? 0)
}

describe('a seat under each numbering', () => {
  it('is the same on the printed map and on the phone line', async () => {
    const yosef = await a.add<Person>('/api/persons', {
      firstName: 'יוסף',
      lastName: 'מזרחי',
      phone: '0531111111',
    })
    const david = await a.add<Person>('/api/persons', {
      firstName: 'דוד',
      lastName: 'לוי',
      phone: '0532222222',
    })
    // Two rows of seven: an aisle down the middle (column 4), the ark over row א's column 5. Yosef sits at
    // row א's left end (column 7), David at row ב's column 2.
    const expected: Record<SeatNumberingScheme, { yosef: string; david: string }> = {
      row: { yosef: 'שורה א, מושב 5', david: 'שורה ב, מושב 2' },
      'column-right': { yosef: 'שורה א, מושב 6', david: 'שורה ב, מושב 2' },
      'column-left': { yosef: 'שורה א, מושב 1', david: 'שורה ב, מושב 5' },
      'odd-even': { yosef: 'שורה א, מושב 4', david: 'שורה ב, מושב 3' },
    }
    const schemes = Object.keys(expected) as SeatNumberingScheme[]
    const printed: Array<{ yosef: string; david: string }> = []
    for (const seatNumbering of schemes) {
      const made = await a.add<SeatMap>('/api/maps', {
        name: `אולם ${seatNumbering}`,
        rows: 2,
        cols: 7,
        seatNumbering,
        cells: [
          { row: 1, col: 4, kind: 'aisle' },
          { row: 2, col: 4, kind: 'aisle' },
          { row: 1, col: 7, people: [{ id: yosef.id }] },
          { row: 2, col: 2, people: [{ id: david.id }] },
        ],
      })
      await a.add('/api/elements', { mapId: made.id, name: 'ארון הקודש', kind: 'ark', row: 1, col: 5 })
      const map = (await a.call<SeatMap>('GET', `/api/maps/${made.id}`)).body
      expect(map.seatNumbering).toBe(seatNumbering)
      printed.push({ yosef: printedSeat(map, 1, 7), david: printedSeat(map, 2, 2) })
    }

    // The maps were made in the schemes' order, and the phone line names a caller's seats map by map.
    expect(printed).toEqual(schemes.map((s) => expected[s]))
    expect(await phoneLineSeats('0531111111')).toEqual(schemes.map((s) => expected[s].yosef))
    expect(await phoneLineSeats('0532222222')).toEqual(schemes.map((s) => expected[s].david))
  })
})
