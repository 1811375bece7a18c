import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  Household,
  Person,
  Season,
  SeasonPayment,
  SeasonPayments,
  SeasonPrices,
  SeatMap,
} from '@seats/contracts'
import { seasonSynagogue } from '../../testing/season-fixture'
import { seatingEventHandler } from '../accounts'
import { startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'

let env: SeatingTestEnv

beforeAll(async () => {
  env = await startSeating()
})
afterAll(() => env.close())

type Refusal = {
  error: string
  message: string
  fields: Array<{ field: string; message: string; code?: string }>
}

/** Seats persons on a map: [personId, row, col] each. */
async function seat(a: TestAccount, mapId: number, places: Array<[number, number, number]>) {
  const map = (await a.call<SeatMap>('GET', `/api/maps/${mapId}`)).body
  const res = await a.call('POST', `/api/maps/${mapId}/seats`, {
    version: map.version,
    ops: places.map(([personId, row, col]) => ({ op: 'assign', personId, to: { row, col } })),
  })
  expect(res.status).toBe(200)
}

/** A season whose men's seats cost ₪1,800 and women's ₪1,200.10, with the Levi father and daughter seated in both. */
async function pricedSeason(a: TestAccount) {
  const synagogue = await seasonSynagogue(a)
  const { father, daughter, men, women, season } = synagogue
  await seat(a, season.mapId, [
    [father.id, 2, 2],
    [daughter.id, 5, 1],
  ])
  const priced = await a.call<SeasonPrices>('PUT', `/api/seasons/${season.id}/prices`, {
    areas: [
      { areaId: men, price: 1800 },
      { areaId: women, price: 1200.1 },
    ],
  })
  expect(priced.status).toBe(200)
  return synagogue
}

const accounts = async (a: TestAccount, season: Season) =>
  (await a.call<SeasonPayments>('GET', `/api/seasons/${season.id}/payments`)).body

const pay = (a: TestAccount, season: Season, body: Record<string, unknown>) =>
  a.call<SeasonPayment>('POST', `/api/seasons/${season.id}/payments`, {
    method: 'cash',
    paidOn: '2027-09-01',
    ...body,
  })

describe("a season's prices and payments", () => {
  it('prices each area of the season’s map in shekels and agorot; unpriced, an area costs nothing', async () => {
    const a = await env.registerAccount()
    const { season, men, women } = await seasonSynagogue(a)
    const unpriced = await a.call<SeasonPrices>('GET', `/api/seasons/${season.id}/prices`)
    expect(unpriced.body).toEqual({
      areas: [
        { areaId: men, name: 'עזרת גברים', seats: 32, price: 0 },
        { areaId: women, name: 'עזרת נשים', seats: 16, price: 0 },
      ],
      seatsOutside: 0,
      seats: [],
      rows: expect.any(Array),
    })
    const set = await a.call<SeasonPrices>('PUT', `/api/seasons/${season.id}/prices`, {
      areas: [
        { areaId: men, price: 1800 },
        { areaId: women, price: 1200.1 },
      ],
    })
    expect(set.body.areas.map((p) => p.price)).toEqual([1800, 1200.1])
    // The list is the whole price list: an area left out is free again.
    await a.call('PUT', `/api/seasons/${season.id}/prices`, { areas: [{ areaId: women, price: 0.5 }] })
    const read = (await a.call<SeasonPrices>('GET', `/api/seasons/${season.id}/prices`)).body
    expect(read.areas.map((p) => [p.name, p.price])).toEqual([
      ['עזרת גברים', 0],
      ['עזרת נשים', 0.5],
    ])
  })

  it('a household seated in two areas owes both seats; payments lower its balance to the agora', async () => {
    const a = await env.registerAccount()
    const { season, levi } = await pricedSeason(a)
    const before = await accounts(a, season)
    expect(before.households).toEqual([
      {
        householdId: levi.id,
        name: 'משפחת לוי',
        seats: 2,
        due: 3000.1,
        paid: 0,
        balance: 3000.1,
        owes: true,
        payments: [],
      },
    ])
    expect(before.totals).toEqual({ due: 3000.1, paid: 0, owed: 3000.1, owing: 1 })

    const cheque = await pay(a, season, {
      householdId: levi.id,
      amount: 1000,
      method: 'cheque',
      paidOn: '2027-10-01',
      note: ' המחאה 1234 ',
    })
    expect(cheque.status).toBe(201)
    expect(cheque.body).toMatchObject({
      householdId: levi.id,
      amount: 1000,
      method: 'cheque',
      paidOn: '2027-10-01',
      note: 'המחאה 1234',
    })
    // Sums in agorot: 0.10 + 0.20 is 0.30, never 0.30000000000000004.
    await pay(a, season, { householdId: levi.id, amount: 0.1 })
    await pay(a, season, { householdId: levi.id, amount: 0.2, method: 'transfer' })

    const after = await accounts(a, season)
    const [row] = after.households
    expect(row).toMatchObject({ paid: 1000.3, balance: 1999.8, owes: true })
    // By the day paid: the two on 1 September before the cheque of 1 October.
    expect(row?.payments.map((p) => [p.amount, p.method, p.paidOn])).toEqual([
      [0.1, 'cash', '2027-09-01'],
      [0.2, 'transfer', '2027-09-01'],
      [1000, 'cheque', '2027-10-01'],
    ])
    expect(after.totals).toEqual({ due: 3000.1, paid: 1000.3, owed: 1999.8, owing: 1 })
  })

  it('the owing list: who owes, who paid in full, who paid ahead without a seat; the seated in no household', async () => {
    const a = await env.registerAccount()
    const { season, levi } = await pricedSeason(a)
    const person = (firstName: string, lastName: string, phone: string) =>
      a.add<Person>('/api/persons', { firstName, lastName, phone })
    const cohen = await person('אהרן', 'כהן', '0524200001')
    const mizrahi = await person('דן', 'מזרחי', '0524200002')
    const guest = await person('יוסי', 'אורח', '0524200003')
    const cohens = await a.add<Household>('/api/households', {
      name: 'משפחת כהן',
      phone: cohen.phone,
      memberIds: [cohen.id],
    })
    const mizrahis = await a.add<Household>('/api/households', {
      name: 'משפחת מזרחי',
      phone: mizrahi.phone,
      memberIds: [mizrahi.id],
    })
    await seat(a, season.mapId, [
      [cohen.id, 1, 1],
      [guest.id, 3, 3],
    ])
    await pay(a, season, { householdId: cohens.id, amount: 1800 })
    await pay(a, season, { householdId: mizrahis.id, amount: 250.5 })

    const list = await accounts(a, season)
    expect(list.households.map((h) => [h.name, h.seats, h.due, h.paid, h.balance, h.owes])).toEqual([
      ['משפחת כהן', 1, 1800, 1800, 0, false],
      ['משפחת לוי', 2, 3000.1, 0, 3000.1, true],
      ['משפחת מזרחי', 0, 0, 250.5, -250.5, false],
    ])
    expect(list.households.filter((h) => h.owes).map((h) => h.householdId)).toEqual([levi.id])
    // What is owed counts only debts: the Mizrahis' payment ahead lowers no one else's.
    expect(list.totals).toEqual({ due: 4800.1, paid: 2050.5, owed: 3000.1, owing: 1 })
    expect(list.seatedWithoutHousehold).toBe(1)
  })

  it('a seat priced on its own costs its price, not its area’s; a seat in no area costs nothing', async () => {
    const a = await env.registerAccount()
    const { season, men, women } = await pricedSeason(a)
    const own = (await a.call<SeatMap>('GET', `/api/maps/${season.mapId}`)).body
    // Two rows more, in no area.
    expect(
      (await a.call('PUT', `/api/maps/${own.id}`, { name: own.name, rows: 8, cols: 8, version: own.version }))
        .status,
    ).toBe(200)
    const priced = await a.call<SeasonPrices>('PUT', `/api/seasons/${season.id}/prices`, {
      areas: [
        { areaId: men, price: 1800 },
        { areaId: women, price: 1200.1 },
      ],
      seats: [{ row: 2, col: 2, price: 2500 }],
    })
    expect(priced.body.seats).toEqual([{ row: 2, col: 2, price: 2500 }])
    expect(priced.body.seatsOutside).toBe(16)
    const extra = await a.add<Person>('/api/persons', {
      firstName: 'שמעון',
      lastName: 'לוי',
      phone: '0524300001',
    })
    const levi = (await a.call<Household[]>('GET', '/api/households')).body[0]!
    await a.call('PUT', `/api/households/${levi.id}`, {
      name: levi.name,
      email: levi.email,
      memberIds: [...levi.memberIds, extra.id],
    })
    await seat(a, season.mapId, [[extra.id, 7, 1]])
    expect((await accounts(a, season)).households[0]).toMatchObject({ seats: 3, due: 3700.1 })

    // Prices sent without seats keep the seats' own prices.
    await a.call('PUT', `/api/seasons/${season.id}/prices`, { areas: [{ areaId: men, price: 1000 }] })
    expect((await accounts(a, season)).households[0]).toMatchObject({ due: 2500 })
  })

  it('a seat’s own price changes exactly the household sitting there; a non-seat or one outside the map is refused', async () => {
    const a = await env.registerAccount()
    const { season, father, daughter, men, women, levi } = await seasonSynagogue(a)
    const own = (await a.call<SeatMap>('GET', `/api/maps/${season.mapId}`)).body
    // Row א's fourth cell is an aisle: the printed row's seats skip it.
    const aisled = await a.call('PUT', `/api/maps/${own.id}`, {
      name: own.name,
      rows: 6,
      cols: 8,
      version: own.version,
      cells: [{ row: 1, col: 4, kind: 'aisle' }],
    })
    expect(aisled.status).toBe(200)
    const rabbi = await a.add<Person>('/api/persons', {
      firstName: 'יוסף',
      lastName: 'כהן',
      phone: '0524400001',
    })
    const cohen = await a.add<Household>('/api/households', {
      name: 'משפחת כהן',
      email: 'cohen@example.com',
      memberIds: [rabbi.id],
    })
    await seat(a, season.mapId, [
      [father.id, 2, 2],
      [daughter.id, 5, 1],
      [rabbi.id, 1, 1],
    ])
    await a.call('PUT', `/api/seasons/${season.id}/prices`, {
      areas: [
        { areaId: men, price: 1800 },
        { areaId: women, price: 1200.1 },
      ],
    })
    const dues = async () =>
      Object.fromEntries((await accounts(a, season)).households.map((h) => [h.householdId, h.due]))
    expect(await dues()).toEqual({ [levi.id]: 3000.1, [cohen.id]: 1800 })

    // The rabbi's family sits free; the areas' prices, not sent, stay.
    const free = await a.call<SeasonPrices>('PUT', `/api/seasons/${season.id}/prices`, {
      seats: [{ row: 1, col: 1, price: 0 }],
    })
    expect(free.status).toBe(200)
    expect(free.body.seats).toEqual([{ row: 1, col: 1, price: 0 }])
    expect(free.body.areas.map((p) => p.price)).toEqual([1800, 1200.1])
    expect(free.body.rows.map((r) => r.label)).toEqual(['א', 'ב', 'ג', 'ד', 'ה', 'ו'])
    expect(free.body.rows[0]?.seats.map((s) => s.col)).toEqual([1, 2, 3, 5, 6, 7, 8])
    expect(free.body.rows[4]?.seats[0]).toMatchObject({ col: 1, areaId: women })
    expect(await dues()).toEqual({ [levi.id]: 3000.1, [cohen.id]: 0 })
    expect((await accounts(a, season)).totals.due).toBe(3000.1)

    await a.call('PUT', `/api/seasons/${season.id}/prices`, { seats: [{ row: 1, col: 1, price: 2500.5 }] })
    expect(await dues()).toEqual({ [levi.id]: 3000.1, [cohen.id]: 2500.5 })

    const refused = await a.call<Refusal>('PUT', `/api/seasons/${season.id}/prices`, {
      seats: [
        { row: 1, col: 1, price: 2500.5 },
        { row: 1, col: 4, price: 100 },
        { row: 7, col: 1, price: 100 },
        { row: 2, col: 9, price: 100 },
      ],
    })
    expect(refused.status).toBe(400)
    expect(refused.body.fields.map((f) => [f.field, f.code])).toEqual([
      ['seats.1.col', 'not_a_seat'],
      ['seats.2.row', 'map_rows'],
      ['seats.3.col', 'map_cols'],
    ])
    expect(await dues()).toEqual({ [levi.id]: 3000.1, [cohen.id]: 2500.5 })

    // Removing the seat's price brings back its area's.
    await a.call('PUT', `/api/seasons/${season.id}/prices`, { seats: [] })
    expect(await dues()).toEqual({ [levi.id]: 3000.1, [cohen.id]: 1800 })

    // Another account neither reads nor sets this season's seats; its own season has none.
    await a.call('PUT', `/api/seasons/${season.id}/prices`, { seats: [{ row: 1, col: 1, price: 0 }] })
    const b = await env.registerAccount()
    const theirs = await seasonSynagogue(b)
    expect((await b.call('GET', `/api/seasons/${season.id}/prices`)).status).toBe(404)
    const setTheirs = await b.call<Refusal>('PUT', `/api/seasons/${season.id}/prices`, {
      seats: [{ row: 1, col: 1, price: 9000 }],
    })
    expect([setTheirs.status, setTheirs.body.error]).toEqual([404, 'season_not_found'])
    expect((await b.call<SeasonPrices>('GET', `/api/seasons/${theirs.season.id}/prices`)).body.seats).toEqual(
      [],
    )
    expect(await dues()).toEqual({ [levi.id]: 3000.1, [cohen.id]: 0 })
  })

  it("another account's season, household, area and payment ids answer 404, and nothing is written", async () => {
    const a = await env.registerAccount()
    const { season, men, levi } = await pricedSeason(a)
    const paid = (await pay(a, season, { householdId: levi.id, amount: 500 })).body
    const b = await env.registerAccount()
    const theirs = await seasonSynagogue(b)
    const base = `/api/seasons/${season.id}`

    expect((await b.call('GET', `${base}/prices`)).status).toBe(404)
    expect((await b.call('GET', `${base}/payments`)).status).toBe(404)
    const setTheirs = await b.call<Refusal>('PUT', `${base}/prices`, { areas: [{ areaId: men, price: 1 }] })
    expect([setTheirs.status, setTheirs.body.error]).toEqual([404, 'season_not_found'])
    const payTheirs = await pay(b, season, { householdId: levi.id, amount: 1 })
    expect(payTheirs.status).toBe(404)
    const deleteTheirs = await b.call<Refusal>('DELETE', `${base}/payments/${paid.id}`)
    expect(deleteTheirs.status).toBe(404)

    // On its own season, another account's household, area and payment are none of its own.
    const own = `/api/seasons/${theirs.season.id}`
    const foreignHousehold = await pay(b, theirs.season, { householdId: levi.id, amount: 1 })
    expect([foreignHousehold.status, (foreignHousehold.body as unknown as Refusal).error]).toEqual([
      404,
      'household_not_found',
    ])
    const foreignArea = await b.call<Refusal>('PUT', `${own}/prices`, {
      areas: [
        { areaId: theirs.men, price: 5 },
        { areaId: men, price: 5 },
      ],
    })
    expect([foreignArea.status, foreignArea.body.error]).toEqual([404, 'area_not_found'])
    const foreignPayment = await b.call<Refusal>('DELETE', `${own}/payments/${paid.id}`)
    expect([foreignPayment.status, foreignPayment.body.error]).toEqual([404, 'season_payment_not_found'])

    const theirPrices = (await b.call<SeasonPrices>('GET', `${own}/prices`)).body
    expect(theirPrices.areas.map((p) => p.price)).toEqual([0, 0])
    expect((await accounts(b, theirs.season)).totals).toEqual({ due: 0, paid: 0, owed: 0, owing: 0 })
    const mine = await accounts(a, season)
    expect(mine.households[0]?.payments.map((p) => p.id)).toEqual([paid.id])
    expect((await a.call<SeasonPrices>('GET', `${base}/prices`)).body.areas[0]?.price).toBe(1800)
  })

  it('bad input answers 400 naming each field in Hebrew, and records nothing', async () => {
    const a = await env.registerAccount()
    const { season, men, levi } = await pricedSeason(a)
    const bad = await a.call<Refusal>('POST', `/api/seasons/${season.id}/payments`, {
      householdId: levi.id,
      amount: 0,
      method: 'card',
      paidOn: '1/10/2027',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields.map((f) => [f.field, f.message])).toEqual([
      ['amount', 'הסכום חייב להיות גדול מאפס'],
      ['method', 'יש לבחור אמצעי תשלום'],
      ['paidOn', 'תאריך לא תקין'],
    ])
    expect(bad.body.message).toBe('חלק מהשדות אינם תקינים: סכום, אמצעי תשלום, תאריך התשלום')
    const tooMuch = await pay(a, season, { householdId: levi.id, amount: 100_000.01 })
    expect((tooMuch.body as unknown as Refusal).fields).toEqual([
      expect.objectContaining({ field: 'amount', code: 'amount_max', message: 'סכום עד ₪100,000' }),
    ])
    const agorot = await pay(a, season, { householdId: levi.id, amount: 10.005 })
    expect((agorot.body as unknown as Refusal).fields[0]?.message).toBe('עד שתי ספרות אחרי הנקודה (אגורות)')

    const prices = await a.call<Refusal>('PUT', `/api/seasons/${season.id}/prices`, {
      areas: [{ areaId: men, price: -1 }],
    })
    expect(prices.status).toBe(400)
    expect(prices.body.fields).toEqual([
      expect.objectContaining({ field: 'areas.0.price', message: 'מחיר מ-0 עד ₪100,000' }),
    ])
    expect(prices.body.message).toBe('חלק מהשדות אינם תקינים: מחיר')

    const list = await accounts(a, season)
    expect(list.totals.paid).toBe(0)
    expect(list.totals.due).toBe(3000.1)
  })

  it('deleting a payment brings the balance back; deleting it again answers 404', async () => {
    const a = await env.registerAccount()
    const { season, levi } = await pricedSeason(a)
    const first = (await pay(a, season, { householdId: levi.id, amount: 3000.1 })).body
    expect((await accounts(a, season)).households[0]).toMatchObject({ balance: 0, owes: false })

    expect((await a.call('DELETE', `/api/seasons/${season.id}/payments/${first.id}`)).status).toBe(204)
    const after = await accounts(a, season)
    expect(after.households[0]).toMatchObject({ paid: 0, balance: 3000.1, owes: true, payments: [] })
    const again = await a.call<Refusal>('DELETE', `/api/seasons/${season.id}/payments/${first.id}`)
    expect([again.status, again.body.error]).toEqual([404, 'season_payment_not_found'])
  })

  it("a deleted account's prices and payments go with it, and no other account's", async () => {
    const gone = await env.registerAccount()
    const kept = await env.registerAccount()
    for (const acc of [gone, kept]) {
      const { season, levi } = await pricedSeason(acc)
      await pay(acc, season, { householdId: levi.id, amount: 100 })
    }
    const db = env.deps.db
    const count = async (query: ReturnType<typeof db>) =>
      Number(((await query.count({ n: '*' }).first()) as { n: number }).n)
    const pricesOf = (ownerId: number) =>
      count(
        db('season_area_prices as p')
          .join('seasons as s', 's.id', 'p.season_id')
          .where('s.owner_id', ownerId),
      )
    expect(await pricesOf(gone.id)).toBe(2)

    // As the service hears of it: auth's account.deleted.
    await seatingEventHandler(env.deps)({ type: 'account.deleted', accountId: gone.id })
    expect(await count(db('season_payments').where({ owner_id: gone.id }))).toBe(0)
    expect(await count(db('season_area_prices').whereNotIn('season_id', db('seasons').select('id')))).toBe(0)
    expect(await count(db('season_payments').where({ owner_id: kept.id }))).toBe(1)
    expect(await pricesOf(kept.id)).toBe(2)
  })
})
