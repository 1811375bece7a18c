import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  DemoSeason,
  Household,
  Person,
  SeasonListItem,
  SeasonPayments,
  SeasonPrices,
  SeasonProposalResult,
  SeasonRequestsOverview,
  SeasonSuggestion,
  SeatMap,
} from '@seats/contracts'
import { send, startSeating, type SeatingTestEnv, type TestAccount } from '../../testing/seating-harness'
import { DEMO_PHONE_PREFIX } from '../persons'

let env: SeatingTestEnv
let a: TestAccount
let first: DemoSeason

const seedSeason = (accountId: number, token = env.auth.env.INTERNAL_TOKEN) =>
  send<DemoSeason>(env.base, null, 'POST', `/internal/accounts/${accountId}/demo-season`, undefined, {
    'x-service-token': token,
  })

beforeAll(async () => {
  env = await startSeating()
  a = await env.registerAccount()
  const res = await seedSeason(a.id)
  if (res.status !== 200) throw new Error(`demo season answered ${res.status} ${JSON.stringify(res.body)}`)
  first = res.body
})
afterAll(() => env.close())

const get = async <T>(account: TestAccount, path: string) => {
  const res = await account.call<T>('GET', path)
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
  return res.body
}

/** Who sits where on a map: person id → "row:col". */
const seatsOn = (map: SeatMap) =>
  new Map(map.cells.flatMap((c) => c.people.map((p) => [p.id, `${c.row}:${c.col}`] as const)))

const areaOf = (map: SeatMap, seat: string) => {
  const [row, col] = seat.split(':').map(Number) as [number, number]
  return map.areas.find(
    (x) => row >= x.rowRange[0] && row <= x.rowRange[1] && col >= x.colRange[0] && col <= x.colRange[1],
  )?.name
}

/** The account's synagogue with ids replaced by positions, to compare two seeded accounts. */
async function fingerprint(account: TestAccount, seeded: DemoSeason) {
  const persons = await get<Person[]>(account, '/api/persons')
  const index = new Map(persons.map((p, i) => [p.id, i]))
  const households = await get<Household[]>(account, '/api/households')
  const maps = await Promise.all(
    [seeded.mapId, ...(await get<SeasonListItem[]>(account, '/api/seasons')).map((s) => s.mapId)].map((id) =>
      get<SeatMap>(account, `/api/maps/${id}`),
    ),
  )
  const overview = await get<SeasonRequestsOverview>(account, `/api/seasons/${seeded.seasonIds[1]}/requests`)
  return {
    persons: persons.map((p) => [p.firstName, p.lastName, p.phone, p.gender]),
    households: households.map((h) => [h.name, h.phone, h.email, h.memberIds.map((id) => index.get(id))]),
    seats: maps.map((m) => [...seatsOn(m)].map(([id, seat]) => [index.get(id), seat]).sort()),
    answers: overview.households.map((h) => [
      h.name,
      h.request && {
        ...h.request,
        attending: h.request.attending.map((x) => index.get(x.personId)),
        submittedAt: undefined,
      },
    ]),
  }
}

describe('the season demo', () => {
  it('seeds 400 households on a 1,200-seat hall with last year seated and this year answered, once', async () => {
    expect(first).toMatchObject({ households: 400, seats: 1200, requests: 320 })
    expect(first.persons).toBeGreaterThanOrEqual(950)
    expect(first.persons).toBeLessThanOrEqual(1050)
    expect(first.seasonIds).toHaveLength(2)

    const hall = await get<SeatMap>(a, `/api/maps/${first.mapId}`)
    expect(hall).toMatchObject({ name: 'אולם ראשי', rows: 34, cols: 41 })
    // A wheelchair's places at the back of each section, by the side aisles.
    const accessible = hall.cells.filter((c) => c.accessible).map((c) => `${c.row}:${c.col}`)
    expect(accessible).toEqual(['21:2', '21:3', '21:39', '21:40', '34:2', '34:3', '34:39', '34:40'])
    expect(hall.areas.map((x) => x.name)).toEqual(['עזרת גברים', 'עזרת נשים'])
    expect(hall.elements.map((e) => e.kind)).toEqual(['ark', 'bimah'])
    const persons = await get<Person[]>(a, '/api/persons')
    const byId = new Map(persons.map((p) => [p.id, p]))
    // The weekly seating: about 300 regular men, all in the men's section.
    const weekly = seatsOn(hall)
    expect(weekly.size).toBeGreaterThanOrEqual(280)
    expect(weekly.size).toBeLessThanOrEqual(310)
    for (const [id, seat] of weekly) {
      expect(byId.get(id)?.gender).toBe('male')
      expect(areaOf(hall, seat)).toBe('עזרת גברים')
    }
    // Only the demo's fictitious phones, so no real person is ever texted or called.
    expect(persons.every((p) => p.phone.startsWith(DEMO_PHONE_PREFIX))).toBe(true)

    const households = await get<Household[]>(a, '/api/households')
    const sizes = households.map((h) => h.memberIds.length)
    expect(Math.min(...sizes)).toBe(1)
    expect(Math.max(...sizes)).toBe(6)
    expect(sizes.filter((n) => n >= 2 && n <= 4).length).toBeGreaterThan(households.length / 2)
    for (const h of households) {
      const phones = new Set(h.memberIds.map((id) => byId.get(id)?.phone))
      expect(phones.size).toBe(1)
      if (h.email) expect(h.email).toMatch(/^family-\d{3}@example\.com$/)
      else expect(phones).toEqual(new Set([h.phone]))
    }
    expect(households.filter((h) => h.email).length).toBeGreaterThan(20)

    const suggestion = await get<SeasonSuggestion>(a, '/api/seasons/suggestion')
    const seasons = await get<SeasonListItem[]>(a, '/api/seasons')
    const [current, last] = seasons
    expect(seasons.map((s) => s.id)).toEqual([...first.seasonIds].reverse())
    expect(current).toMatchObject({ name: suggestion.name, seated: 0, sourceMapId: first.mapId })
    expect(current?.dates.map((d) => d.date)).toEqual(suggestion.dates.map((d) => d.date))
    expect(last?.name).toMatch(/^ימים נוראים /)
    const yearBefore = Date.parse(current!.dates[0]!.date) - Date.parse(last!.dates[0]!.date)
    expect(yearBefore / 86_400_000).toBeGreaterThanOrEqual(353)
    expect(yearBefore / 86_400_000).toBeLessThanOrEqual(385)
    // Most households sat last year.
    expect(last!.seated).toBeGreaterThan(700)

    const overview = await get<SeasonRequestsOverview>(a, `/api/seasons/${current!.id}/requests`)
    expect(overview.state).toBe('open')
    expect(overview.households.every((h) => h.linkSentAt !== null)).toBe(true)
    const answers = overview.households.flatMap((h) => (h.request ? [h.request] : []))
    expect(answers).toHaveLength(320)
    const notComing = answers.filter((r) => r.attending.length === 0).length
    expect(notComing).toBeGreaterThan(3)
    expect(notComing).toBeLessThan(40)
    const same = answers.filter((r) => r.sameAsLast).length / answers.length
    expect(same).toBeGreaterThan(0.3)
    expect(same).toBeLessThan(0.5)
    expect(answers.some((r) => r.nearArk) && answers.some((r) => r.notFrontRow)).toBe(true)
    expect(answers.some((r) => r.note !== '')).toBe(true)
    expect(answers.every((r) => Date.parse(r.submittedAt) < Date.now())).toBe(true)
    expect(overview.areas.map((x) => [x.name, x.seats])).toEqual([
      ['עזרת גברים', 744],
      ['עזרת נשים', 456],
    ])
    const lastOverview = await get<SeasonRequestsOverview>(a, `/api/seasons/${last!.id}/requests`)
    expect(lastOverview.state).toBe('closed')

    // Both seasons priced: each section, and the first row before the ark on its own.
    for (const season of [current!, last!]) {
      const prices = await get<SeasonPrices>(a, `/api/seasons/${season.id}/prices`)
      expect(prices.areas.map((x) => [x.name, x.price])).toEqual([
        ['עזרת גברים', 450],
        ['עזרת נשים', 350],
      ])
      expect(prices.seats.map((x) => [x.row, x.col, x.price])).toEqual(
        [18, 19, 20, 22, 23, 24].map((col) => [2, col, 900]),
      )
    }
    // Last year's households mostly paid, in cash, by cheque or by transfer; some still owe.
    const paid = await get<SeasonPayments>(a, `/api/seasons/${last!.id}/payments`)
    expect(paid.totals.owing).toBeGreaterThan(40)
    expect(paid.totals.owing).toBeLessThan(paid.households.length / 3)
    expect(paid.totals.paid).toBeGreaterThan(paid.totals.owed)
    expect(new Set(paid.households.flatMap((h) => h.payments.map((p) => p.method)))).toEqual(
      new Set(['cash', 'cheque', 'transfer']),
    )
    // Those who asked for an accessible place last year sat on one.
    const lastMap = await get<SeatMap>(a, `/api/maps/${last!.mapId}`)
    const lastSeat = seatsOn(lastMap)
    const asked = lastOverview.households.filter((h) => h.request?.accessible)
    expect(asked.length).toBeGreaterThan(0)
    for (const h of asked) {
      const theirs = h.request!.attending.map((p) => lastSeat.get(p.personId))
      expect(lastMap.cells.some((c) => c.accessible && theirs.includes(`${c.row}:${c.col}`))).toBe(true)
    }

    // The system's doing: nothing told to the activity list, nothing left in the outbox.
    expect((await env.domainEvents()).filter((e) => e.type === 'change.recorded')).toEqual([])
    expect(await env.deps.db('outbox').count({ n: '*' }).first()).toEqual({ n: 0 })

    const again = await seedSeason(a.id)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first)
    expect(await get<Person[]>(a, '/api/persons')).toHaveLength(first.persons)
    expect((await seedSeason(a.id, 'wrong')).status).toBe(403)
  })

  it('gives every account the same synagogue', async () => {
    const b = await env.registerAccount()
    const seeded = await seedSeason(b.id)
    expect(seeded.status).toBe(200)
    expect(await fingerprint(b, seeded.body)).toEqual(await fingerprint(a, first))
  })

  it("lets the warden's automatic assignment seat the answers within their areas", async () => {
    const seasonId = first.seasonIds[1]!
    const overview = await get<SeasonRequestsOverview>(a, `/api/seasons/${seasonId}/requests`)
    // Its speed is the assignment benchmark's to measure (bench:season-assignment), not a test's.
    const run = await a.call<SeasonProposalResult>('POST', `/api/seasons/${seasonId}/proposal`)
    expect(run.status).toBe(200)
    const coming = overview.households.filter((h) => h.request && h.request.attending.length > 0)
    const asked = coming.reduce((n, h) => n + h.request!.attending.length, 0)
    expect(run.body.households).toBe(coming.length)
    expect(run.body.seats).toBe(asked)

    const season = (await get<SeasonListItem[]>(a, '/api/seasons')).find((s) => s.id === seasonId)!
    const map = await get<SeatMap>(a, `/api/maps/${season.mapId}`)
    const seats = seatsOn(map)
    const areaName = new Map(map.areas.map((x) => [x.id, x.name]))
    for (const h of coming)
      for (const { personId, areaId } of h.request!.attending) {
        const seat = seats.get(personId)
        expect(seat).toBeDefined()
        expect(areaOf(map, seat!)).toBe(areaName.get(areaId!))
      }
    // Those who asked for last year's seats mostly got them.
    const last = await get<SeatMap>(
      a,
      `/api/maps/${(await get<SeasonListItem[]>(a, '/api/seasons'))[1]!.mapId}`,
    )
    const lastSeats = seatsOn(last)
    const returning = coming.filter((h) => h.request!.sameAsLast).flatMap((h) => h.request!.attending)
    const kept = returning.filter((p) => lastSeats.get(p.personId) === seats.get(p.personId)).length
    expect(kept / returning.length).toBeGreaterThan(0.8)
  })
})
