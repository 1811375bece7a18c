import { randomBytes, createHash } from 'node:crypto'
import type { DemoSeason, SeasonSuggestion } from '@seats/contracts'
import type { Knex } from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import { inTransaction } from '../../platform/transactions'
import { lockAccount } from '../accounts'
import { householdsRepo } from '../households'
import {
  areaColumns,
  areasRepo,
  buildMapDocument,
  elementColumns,
  elementsRepo,
  insertCopy,
  insertMap,
  mapsRepo,
} from '../maps'
import { personsRepo } from '../persons'
import { seasonPaymentsRepo } from '../season-payments'
import { seasonRequestsRepo, seatsOf } from '../season-requests'
import { highHolidaySeason, seasonsRepo } from '../seasons'
import {
  FRONT_ROW_PRICE,
  HALL_AREAS,
  HALL_COLS,
  HALL_ELEMENTS,
  HALL_NAME,
  HALL_ROWS,
  SECTION_AREA,
  SECTION_PRICE,
  demoHouseholds,
  frontRowSeats,
  hallCells,
  lastYearAnswers,
  lastYearPayments,
  seatsByAssignment,
  seededRandom,
  thisYearAnswers,
  weeklySeating,
  type DemoAnswer,
  type DemoHousehold,
  type DemoSeat,
} from './season-congregation'

type Deps = Pick<SeatingDeps, 'db' | 'now'>

/** Any fixed seed gives every account the same synagogue; this one is the coming year's. */
const SEED = 5788
const MINUTE = 60_000
const DAY = 86_400_000
/** Before last year's Yom Kippur and after the one before it, whatever the lengths of the years (353–385 days). */
const BACK_TO_LAST_YEAR = 390 * DAY

/**
 * A synagogue of 400 households ready to run the High Holiday season, in one transaction: about a thousand
 * worshippers, the 1,200-seat hall with its men's and women's sections, eight accessible seats and the weekly
 * seating of the regular men, last year's season (answered, closed, most households seated by the product's own
 * assignment, priced and mostly paid for) and this year's on a fresh copy of the hall, priced, open, a link sent
 * to every household and 320 answers in. Written
 * through the features' own repos; the system's doing, so nothing is recorded in the activity list. Safe to
 * call again: an account that already has a map gets the same answer and nothing new.
 */
export async function seedDemoSeason(deps: Deps, accountId: number): Promise<DemoSeason> {
  return inTransaction(deps.db, async (trx) => {
    // Serialises two seeds of one account: the second finds the first one's hall.
    await lockAccount(trx, accountId)
    if (!(await firstMapOf(trx, accountId))) await seed(trx, accountId, deps.now())
    return describe(trx, accountId)
  })
}

const firstMapOf = async (trx: Knex.Transaction, accountId: number) =>
  ((await trx('maps').where({ owner_id: accountId }).orderBy('id').first('id')) as { id: number } | undefined)
    ?.id

async function describe(trx: Knex.Transaction, accountId: number): Promise<DemoSeason> {
  const mapId = (await firstMapOf(trx, accountId))!
  const seasonIds = (
    (await trx('seasons').where({ owner_id: accountId }).orderBy('id').pluck('id')) as number[]
  ).map(Number)
  const count = async (table: string) =>
    Number(
      ((await trx(table).where({ owner_id: accountId }).count({ n: '*' })) as Array<{ n: number }>)[0]?.n,
    )
  const built = await buildMapDocument(trx, accountId, mapId)
  const current = seasonIds.at(-1)
  return {
    mapId,
    seasonIds,
    households: await count('households'),
    persons: await count('persons'),
    seats: built ? seatsOf(built.map).length : 0,
    requests: current ? (await seasonRequestsRepo(trx).requests(current)).size : 0,
  }
}

async function seed(trx: Knex.Transaction, accountId: number, now: Date): Promise<void> {
  const next = seededRandom(SEED)
  const households = demoHouseholds(next)
  const weekly = weeklySeating(households, next)
  const lastAnswers = lastYearAnswers(households, next)
  const lastSeats = seatsByAssignment(lastAnswers)
  const answers = thisYearAnswers(households, new Set(lastSeats.map((s) => s.household)), next)

  const persons = personsRepo(trx)
  const before = await persons.maxId(accountId)
  await persons.insertMany(
    accountId,
    households.flatMap((h) => h.members),
  )
  // Writes of this account hold its lock, so the new ids are ours and in insertion order.
  const newIds = (await persons.newerThan(accountId, before)).map((p) => p.id)
  let k = 0
  const memberIds = households.map((h) => h.members.map(() => newIds[k++]!))
  const personAt = (s: Pick<DemoSeat, 'household' | 'member'>) => memberIds[s.household]![s.member]!

  const householdIds = await householdsRepo(trx).insertMany(
    accountId,
    households.map((h, i) => ({ name: h.name, phone: h.phone, email: h.email, memberIds: memberIds[i]! })),
    now,
  )

  const cells = hallCells()
  const marked = new Map(cells.map((c) => [`${c.row}:${c.col}`, c]))
  for (const s of weekly) {
    const person = { id: personAt(s) }
    const cell = marked.get(`${s.row}:${s.col}`)
    if (cell) cell.people = [person]
    else cells.push({ row: s.row, col: s.col, kind: 'seat', people: [person] })
  }
  const mapId = await insertMap(trx, accountId, { name: HALL_NAME, rows: HALL_ROWS, cols: HALL_COLS, cells })
  for (const element of HALL_ELEMENTS)
    await elementsRepo(trx).insert({ owner_id: accountId, map_id: mapId, ...elementColumns(element) })
  for (const area of HALL_AREAS)
    await areasRepo(trx).insert({ owner_id: accountId, map_id: mapId, ...areaColumns(area) })

  const thisYear = highHolidaySeason(now)
  const lastYear = highHolidaySeason(
    new Date(Date.parse(`${thisYear.dates[0]!.date}T12:00:00Z`) - BACK_TO_LAST_YEAR),
  )
  // Last year's links went out a month and a half before Rosh Hashana; this year's a fortnight ago.
  const lastSent = new Date(Date.parse(`${lastYear.dates[0]!.date}T09:00:00Z`) - 45 * DAY)
  const thisSent = new Date(now.getTime() - 15 * DAY)

  const last = await insertSeason(trx, accountId, mapId, lastYear, lastSent)
  await mapsRepo(trx).insertAssignments(
    last.mapId,
    lastSeats.map((s) => ({ seat_row: s.row, seat_col: s.col, person_id: personAt(s) })),
  )
  const requests = seasonRequestsRepo(trx)
  await sendLinks(requests, last.id, households, householdIds, lastSent)
  await saveAnswers(requests, last, lastAnswers, householdIds, memberIds, lastSent)
  await requests.setState(last.id, 'closed')
  await setPrices(trx, last)
  await seasonPaymentsRepo(trx).insertPayments(
    accountId,
    last.id,
    lastYearPayments(lastSeats).map((p) => ({
      householdId: householdIds[p.household]!,
      agorot: p.agorot,
      method: p.method,
      paidOn: new Date(lastSent.getTime() + p.daysAfterLink * DAY).toISOString().slice(0, 10),
      note: '',
    })),
    lastSent,
  )

  const current = await insertSeason(trx, accountId, mapId, thisYear, thisSent)
  await sendLinks(requests, current.id, households, householdIds, thisSent)
  await saveAnswers(requests, current, answers, householdIds, memberIds, thisSent)
  await requests.setState(current.id, 'open')
  await setPrices(trx, current)
}

/** Each section's price, and the men's first row before the ark at a price of its own. */
async function setPrices(trx: Knex.Transaction, season: { id: number; areas: Map<string, number> }) {
  const repo = seasonPaymentsRepo(trx)
  await repo.setAreaPrices(
    season.id,
    (['men', 'women'] as const).map((section) => ({
      areaId: season.areas.get(SECTION_AREA[section])!,
      agorot: SECTION_PRICE[section],
    })),
  )
  await repo.setSeatPrices(
    season.id,
    frontRowSeats().map((s) => ({ ...s, agorot: FRONT_ROW_PRICE })),
  )
}

/** A season on a fresh copy of the hall (its areas and elements, nobody seated), with its dates. */
async function insertSeason(
  trx: Knex.Transaction,
  accountId: number,
  hallId: number,
  season: SeasonSuggestion,
  createdAt: Date,
) {
  const mapId = await insertCopy(trx, accountId, hallId, { name: season.name, withSeating: false })
  const repo = seasonsRepo(trx)
  const id = await repo.insert(accountId, { name: season.name, mapId, sourceMapId: hallId }, createdAt)
  await repo.setDates(
    id,
    season.dates.map(({ date, name }) => ({ date, name })),
  )
  const areas = new Map((await areasRepo(trx).listByMap(mapId)).map((a) => [a.name, a.id]))
  return { id, mapId, areas }
}

/**
 * Every household's link recorded as sent. Nobody was given these links, so they open nothing: only the hash
 * of a random id is kept, as for a link that was sent. The warden's 'send again' gives a household a real one.
 */
async function sendLinks(
  requests: ReturnType<typeof seasonRequestsRepo>,
  seasonId: number,
  households: readonly DemoHousehold[],
  householdIds: readonly number[],
  sentAt: Date,
) {
  for (const [i, h] of households.entries()) {
    if (!h.phone && !h.email) continue
    const hash = createHash('sha256').update(randomBytes(16).toString('base64url')).digest('hex')
    await requests.replaceLink(seasonId, householdIds[i]!, hash, sentAt)
  }
}

/** The answers, each some time after the links went out. */
async function saveAnswers(
  requests: ReturnType<typeof seasonRequestsRepo>,
  season: { id: number; areas: Map<string, number> },
  answers: readonly DemoAnswer[],
  householdIds: readonly number[],
  memberIds: readonly number[][],
  sentAt: Date,
) {
  for (const a of answers) {
    const when = new Date(sentAt.getTime() + a.minutesAfterLink * MINUTE)
    await requests.saveRequest(
      season.id,
      householdIds[a.household]!,
      {
        attending: a.attending.map((p) => ({
          personId: memberIds[a.household]![p.member]!,
          areaId: season.areas.get(SECTION_AREA[p.section]) ?? null,
        })),
        sameAsLast: a.sameAsLast,
        together: a.together,
        nearArk: a.nearArk,
        notFrontRow: a.notFrontRow,
        accessible: a.accessible,
        note: a.note,
      },
      when,
    )
  }
}
