import type {
  AreaInput,
  CellInput,
  DemoSynagogue,
  DemoSynagogueInput,
  ElementInput,
  PersonInput,
} from '@seats/contracts'
import type { Knex } from '@seats/kit'
import type { SeatingDeps } from '../../deps'
import { inTransaction } from '../../platform/transactions'
import { lockAccount } from '../accounts'
import { areaColumns, areasRepo, elementColumns, elementsRepo, insertMap } from '../maps'
import { personsRepo } from '../persons'
import { demoFamilies, type DemoFamily } from './demo-worshippers'

export const DEMO_MAP_NAME = 'בית הכנסת לדוגמה'
/** Row 1 is the walkway in front of the ark; the last two rows stay free for guests. */
export const DEMO_ROWS = 13
export const DEMO_COLS = 17
const SIDE_AISLES = [1, DEMO_COLS]
const CENTRAL_AISLE = 9
/** The bimah stands in the middle of the hall, over the central aisle. */
const BIMAH = { row: 6, col: 7, rowSpan: 2, colSpan: 5 }
const ARK = { row: 1, col: 7, rowSpan: 1, colSpan: 5 }
const FIRST_SEAT_ROW = 2
/** Rows after this one are the guests' rows. */
const LAST_REGULAR_ROW = DEMO_ROWS - 2
/** The visitor's own seat: the third row, beside the central aisle, facing the ark. */
export const GUEST_SEAT = { row: 3, col: CENTRAL_AISLE - 1 }
/** How many seats of each block (half a row) are taken, cycling; never more than the block has. */
const FILL_PATTERN = [5, 4, 3, 5, 4, 3, 5, 4, 3, 4]

const under = (r: { row: number; col: number; rowSpan: number; colSpan: number }, row: number, col: number) =>
  row >= r.row && row < r.row + r.rowSpan && col >= r.col && col < r.col + r.colSpan

function cellKind(row: number, col: number): CellInput['kind'] {
  if (row < FIRST_SEAT_ROW || SIDE_AISLES.includes(col) || col === CENTRAL_AISLE) return 'aisle'
  if (under(BIMAH, row, col)) return 'blocked'
  return 'seat'
}

const isGuestSeat = (row: number, col: number) => row === GUEST_SEAT.row && col === GUEST_SEAT.col

/** The seats of each half-row, from the central aisle outwards (the seats people take first). */
function blocks(): Array<Array<{ row: number; col: number }>> {
  const out: Array<Array<{ row: number; col: number }>> = []
  for (let row = FIRST_SEAT_ROW; row <= LAST_REGULAR_ROW; row++) {
    for (const cols of [range(CENTRAL_AISLE - 1, 2), range(CENTRAL_AISLE + 1, DEMO_COLS - 1)]) {
      out.push(
        cols
          .filter((col) => cellKind(row, col) === 'seat' && !isGuestSeat(row, col))
          .map((col) => ({ row, col })),
      )
    }
  }
  return out
}

function range(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, i) => from + i * step)
}

/**
 * Where each family sits: a family goes to the next half-row that still has room for all of it, so its
 * members are neighbours; whoever is left (never, with this congregation) takes any free regular seat.
 */
export function seatFamilies(
  families: DemoFamily[],
): Array<{ person: PersonInput; row: number; col: number }> {
  const all = blocks()
  const taken = new Set<string>()
  const placed: Array<{ person: PersonInput; row: number; col: number }> = []
  const take = (person: PersonInput, seat: { row: number; col: number }) => {
    taken.add(`${seat.row}:${seat.col}`)
    placed.push({ person, ...seat })
  }
  let block = 0
  let used = 0
  const left: PersonInput[] = []
  for (const family of families) {
    while (
      block < all.length &&
      used + family.length > Math.min(FILL_PATTERN[block % FILL_PATTERN.length] ?? 0, all[block]?.length ?? 0)
    ) {
      block++
      used = 0
    }
    const seats = all[block]
    if (!seats) {
      left.push(...family)
      continue
    }
    family.forEach((person, i) => take(person, seats[used + i] as { row: number; col: number }))
    used += family.length
  }
  const free = all.flat().filter((s) => !taken.has(`${s.row}:${s.col}`))
  left.forEach((person, i) => {
    const seat = free[i]
    if (seat) take(person, seat)
  })
  return placed
}

/** The guest as a worshipper: first word the first name, the rest the last name. */
export function guestPerson(guest: NonNullable<DemoSynagogueInput['guest']>): PersonInput {
  const [first = guest.name, ...rest] = guest.name.trim().split(/\s+/)
  return {
    firstName: first.slice(0, 60),
    lastName: (rest.join(' ') || 'אורח').slice(0, 60),
    phone: guest.phone,
  }
}

function layoutCells(): CellInput[] {
  const cells: CellInput[] = []
  for (let row = 1; row <= DEMO_ROWS; row++) {
    for (let col = 1; col <= DEMO_COLS; col++) {
      const kind = cellKind(row, col)
      if (kind !== 'seat') cells.push({ row, col, kind, people: [] })
    }
  }
  return cells
}

const ELEMENTS: Array<Omit<ElementInput, 'mapId'>> = [
  { name: 'ארון הקודש', kind: 'ark', ...ARK, color: '#8b5a2b' },
  { name: 'בימה', kind: 'bimah', ...BIMAH, color: '#b08d57' },
]

/** The men's section up to the last regular row; behind it, on the free back rows, the women's section. */
const AREAS: Array<Omit<AreaInput, 'mapId'>> = [
  { name: 'עזרת גברים', rowRange: [1, LAST_REGULAR_ROW], colRange: [1, DEMO_COLS] },
  { name: 'עזרת נשים', rowRange: [LAST_REGULAR_ROW + 1, DEMO_ROWS], colRange: [1, DEMO_COLS] },
]

/**
 * A demo guest's synagogue in one transaction: a sanctuary with side aisles and a central aisle, the ark at
 * the front and the bimah in the middle, about eighty worshippers seated by family, the back rows free, its
 * men's and women's sections, and (when given) the guest on a good seat. Safe to call again: an account that
 * already has a map gets that map, its seated persons and the guest's person, and nothing new.
 */
export async function seedDemoSynagogue(
  deps: Pick<SeatingDeps, 'db'>,
  accountId: number,
  input: DemoSynagogueInput = {},
): Promise<DemoSynagogue> {
  const guest = input.guest ? guestPerson(input.guest) : null
  return inTransaction(deps.db, async (trx) => {
    // Serialises two seeds of one account: the second finds the first one's map.
    await lockAccount(trx, accountId)
    const existing = (await trx('maps').where({ owner_id: accountId }).orderBy('id').first('id')) as
      { id: number } | undefined
    if (existing) return describeExisting(trx, accountId, existing.id, guest)

    const seating = seatFamilies(demoFamilies())
    const people = guest ? [...seating.map((s) => s.person), guest] : seating.map((s) => s.person)
    const persons = personsRepo(trx)
    const before = await persons.maxId(accountId)
    await persons.insertMany(accountId, people)
    // Writes of this account hold its lock, so the new ids are ours and in insertion order.
    const ids = (await persons.newerThan(accountId, before)).map((p) => p.id)
    const cells = layoutCells()
    seating.forEach((s, i) =>
      cells.push({ row: s.row, col: s.col, kind: 'seat', people: [{ id: ids[i] as number }] }),
    )
    const guestPersonId = guest ? ids[seating.length] : undefined
    if (guestPersonId) cells.push({ ...GUEST_SEAT, kind: 'seat', people: [{ id: guestPersonId }] })

    const mapId = await insertMap(trx, accountId, {
      name: DEMO_MAP_NAME,
      rows: DEMO_ROWS,
      cols: DEMO_COLS,
      cells,
    })
    for (const element of ELEMENTS)
      await elementsRepo(trx).insert({ owner_id: accountId, map_id: mapId, ...elementColumns(element) })
    for (const area of AREAS)
      await areasRepo(trx).insert({ owner_id: accountId, map_id: mapId, ...areaColumns(area) })
    return {
      mapId,
      personIds: ids.slice(0, seating.length + (guest ? 1 : 0)),
      ...(guestPersonId ? { guestPersonId } : {}),
    }
  })
}

async function describeExisting(
  trx: Knex.Transaction,
  accountId: number,
  mapId: number,
  guest: PersonInput | null,
): Promise<DemoSynagogue> {
  const seated = (await trx('seat_assignments')
    .where({ map_id: mapId })
    .distinct()
    .orderBy('person_id')
    .pluck('person_id')) as number[]
  const guestRow = guest
    ? ((await trx('persons')
        .where({
          owner_id: accountId,
          phone: guest.phone,
          first_name: guest.firstName,
          last_name: guest.lastName,
        })
        .first('id')) as { id: number } | undefined)
    : undefined
  return { mapId, personIds: seated.map(Number), ...(guestRow ? { guestPersonId: guestRow.id } : {}) }
}
